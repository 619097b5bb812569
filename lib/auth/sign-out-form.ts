import "server-only";
import { serializeCookie } from "@/lib/api/cookies";
import { errorResponse } from "@/lib/api/respond";
import { refuseCrossSiteWrite } from "@/lib/security/same-origin";
import { signOutHere } from "./account";
import { actorFromRequest } from "./session";
import { clearedSessionCookie } from "./session-reply";

/**
 * "Sign out" as a plain form post (app/signout/route.ts). With a script the header
 * calls POST /api/web/common/auth/logout instead and stays on the page's client;
 * without one the browser posts the form here: the session ends on the server, the
 * cookie is cleared and the browser is sent home (303, so a reload does not post
 * again). Only our own pages may post it, as every write (lib/security/same-origin.ts).
 */
export async function signOutByForm(request: Request): Promise<Response> {
  try {
    refuseCrossSiteWrite(request);
    await signOutHere(await actorFromRequest(request));
  } catch (error) {
    return errorResponse(error);
  }
  return new Response(null, {
    status: 303,
    headers: { location: "/", "set-cookie": serializeCookie(clearedSessionCookie()), "cache-control": "no-store" },
  });
}
