import "server-only";
import { cookies, headers } from "next/headers";
import { cache } from "react";
import type { Actor } from "./actor";
import { SESSION_COOKIE, actorFromHeaders } from "./session";

/**
 * The signed-in user for server components, layouts and server actions (null for
 * a guest). Once per request: layout, page and guard share the one session read.
 */
export const getServerActor = cache(async (): Promise<Actor | null> => {
  const [h, c] = await Promise.all([headers(), cookies()]);
  return actorFromHeaders(h, c.get(SESSION_COOKIE)?.value);
});
