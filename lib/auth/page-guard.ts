import "server-only";
import { redirect } from "next/navigation";
import type { Actor } from "./actor";
import { decide, safeCallbackUrl } from "./route-table";
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

/**
 * /login and /register: guarded with their return address (a typed user goes on to it or home),
 * which is given back checked (safeCallbackUrl) for the form to follow after signing in.
 */
export async function guardAuthPage(
  page: "/login" | "/register",
  searchParams: Promise<Record<string, string | string[] | undefined>>,
): Promise<{ actor: Actor | null; callbackUrl: string | undefined }> {
  const raw = (await searchParams).callbackUrl;
  const given = typeof raw === "string" ? raw : undefined;
  const actor = await guardPage(given ? `${page}?callbackUrl=${encodeURIComponent(given)}` : page);
  return { actor, callbackUrl: safeCallbackUrl(given) };
}
