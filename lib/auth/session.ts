import { encode, type JWT } from "next-auth/jwt";
import type { UserType } from "@/db/schema";
import { readCookie } from "@/lib/api/cookies";
import { authSecret, env } from "@/lib/env";
import type { Actor } from "./actor";
import { decodeSessionJwt } from "./session-jwt";
import { SESSION_ABSOLUTE_SECONDS, createSession, sessionActor } from "./session-store";

/**
 * The session cookie is a next-auth JWT (encrypted with AUTH_SECRET) that names
 * a row of the sessions table (`sid`); the row decides (lib/auth/session-store.ts),
 * so a session ends the moment its row is deleted. The API mints the very same
 * cookie next-auth sets, so API clients and the browser share one session, and
 * accepts it as `Authorization: Bearer`. The name, e-mail and type in the JWT
 * are for next-auth's client only: the server reads them from the database.
 */
export const SESSION_MAX_AGE = SESSION_ABSOLUTE_SECONDS;
export const secureCookies = env.APP_URL.startsWith("https://");
export const SESSION_COOKIE = `${secureCookies ? "__Secure-" : ""}next-auth.session-token`;

export type SessionClaims = { id: number; email: string; name: string; userType: UserType | null };

/** Starts a server-side session for the user and returns its cookie value. */
export async function mintSessionToken(user: SessionClaims): Promise<string> {
  return encode({ token: toJwt(user, await createSession(user.id)), secret: authSecret(), maxAge: SESSION_MAX_AGE });
}

export function toJwt(user: SessionClaims, sid: string): JWT {
  return { sub: String(user.id), sid, id: user.id, email: user.email, name: user.name, userType: user.userType };
}

/** The live session a JWT names, or null (no sid, revoked, expired, idle too long, user deleted). */
export async function actorFromJwt(jwt: JWT | null | undefined): Promise<Actor | null> {
  const sid = jwt?.sid;
  if (typeof sid !== "string" || sid.length === 0 || sid.length > 100) return null;
  return sessionActor(sid);
}

export async function readSessionToken(token: string | undefined | null): Promise<Actor | null> {
  if (!token) return null;
  let jwt: JWT | null;
  try {
    jwt = await decodeSessionJwt(token);
  } catch {
    return null; // not ours, tampered or malformed: a guest, never a 500
  }
  return actorFromJwt(jwt);
}

/**
 * Reads the session from `Authorization: Bearer <session token>` (spec §6) or, without that header, from the
 * cookie. A request that sends a bearer is judged by it alone: a cross-site write is exempt from the origin
 * check because of its bearer (lib/security/same-origin.ts), so a junk one must not fall back to the cookie.
 */
export async function actorFromHeaders(headers: Headers, cookieValue: string | undefined): Promise<Actor | null> {
  const auth = headers.get("authorization");
  if (auth?.toLowerCase().startsWith("bearer ")) return readSessionToken(auth.slice(7).trim());
  return readSessionToken(cookieValue);
}

export function sessionCookie(token: string) {
  return {
    name: SESSION_COOKIE,
    value: token,
    httpOnly: true,
    sameSite: "lax" as const,
    path: "/",
    secure: secureCookies,
    maxAge: SESSION_MAX_AGE,
  };
}

/** The actor of a raw Request (API dispatcher): session cookie or bearer token. */
export function actorFromRequest(request: Request): Promise<Actor | null> {
  return actorFromHeaders(request.headers, readCookie(request.headers.get("cookie"), SESSION_COOKIE));
}
