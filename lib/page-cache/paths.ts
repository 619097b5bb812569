/**
 * Which requests the page cache answers (read by proxy.ts: no database, no Node
 * APIs). Only public pages whose guest view is the same for every guest, and
 * only for guests: a signed-in visitor's page shows their own state (apply
 * form, "you applied on", the owner's manage link) and is rendered per request.
 */
/** Marks the cache's own render request, which must reach the real page instead of the cache. */
export const PAGE_CACHE_RENDER_HEADER = "x-page-cache-render";

const CACHEABLE: readonly RegExp[] = [
  /^\/jobs\/[0-9]{1,15}$/, // public job page (spec §2 /jobs/{jobId})
  /^\/companydetails\/[0-9]{1,15}$/, // public company page (issue 12; dropped by organisationChanged / jobChanged)
];

export const isCacheablePath = (pathname: string) => CACHEABLE.some((re) => re.test(pathname));

type RequestLike = {
  method: string;
  nextUrl: { pathname: string; searchParams: URLSearchParams };
  headers: Headers;
  cookies: { getAll(): { name: string }[] };
};

/** RSC fetches and prefetches of the client router want a flight payload, not HTML. */
export const ROUTER_HEADERS = ["rsc", "next-router-prefetch", "next-router-state-tree", "next-router-segment-prefetch"];

export function servedFromPageCache(request: RequestLike, sessionCookie: string): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (!isCacheablePath(request.nextUrl.pathname)) return false;
  if (request.headers.has(PAGE_CACHE_RENDER_HEADER) || request.headers.has("authorization")) return false;
  if (ROUTER_HEADERS.some((h) => request.headers.has(h)) || request.nextUrl.searchParams.has("_rsc")) return false;
  // Any session cookie (next-auth may split a large one into .0, .1, …) means a signed-in view.
  return !request.cookies.getAll().some((c) => c.name === sessionCookie || c.name.startsWith(`${sessionCookie}.`));
}
