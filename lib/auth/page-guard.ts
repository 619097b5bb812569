import "server-only";
import type { Actor } from "./actor";
import { getServerActor } from "./server-session";

/**
 * Server-side twin of proxy.ts: decides access for a page path from the route
 * table and redirects (next/navigation) when the actor may not see it.
 * STUB — the route-table work replaces this body.
 */
export async function guardPage(_pathname: string): Promise<Actor | null> {
  return getServerActor();
}
