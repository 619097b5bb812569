import "server-only";
import { redirect } from "next/navigation";
import type { Actor } from "./actor";
import { decide } from "./route-table";
import { getServerActor } from "./server-session";

/**
 * Server-side twin of proxy.ts: decides access for a page path from the route
 * table and redirects (next/navigation) when the actor may not see it. Pages
 * and layouts call it so the proxy is never the only check (CVE-2025-29927).
 * `pathname` may include a query string; it is kept in the /login return address.
 */
export async function guardPage(pathname: string): Promise<Actor | null> {
  const actor = await getServerActor();
  const decision = decide(pathname, actor);
  if (decision.action === "redirect") redirect(decision.to);
  return actor;
}
