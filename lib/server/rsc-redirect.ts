import type http from "node:http";

/** The router's cache-busting parameter on its RSC fetches (Next's NEXT_RSC_UNION_QUERY). */
const RSC_QUERY = "_rsc";

/**
 * A redirect answered to the router's RSC fetch keeps the fetch's `_rsc`, as Next does for its
 * own config redirects and proxy rewrites but not for the proxy's redirects: Next strips the flight
 * headers and `_rsc` before proxy.ts runs, so the guard's redirect (a signed-in user's prefetch of
 * /register → /jobs) had none, and Next answered the followed fetch with a second 307 to the same
 * address plus `_rsc` — a redirect without Vary or Cache-Control that Chrome kept for the plain
 * address and replayed on Back, leaving `?_rsc=…` in the address bar. The value is a hash of the
 * fetch's router headers only, which the followed fetch sends again, so it holds for the new address.
 * Only a path on this site is touched, and only for a request that carries both the RSC header and `_rsc`.
 */
export function keepRscQueryOnRedirect(req: http.IncomingMessage, res: http.ServerResponse): void {
  if (req.headers.rsc !== "1") return;
  const hash = new URL(req.url ?? "/", "http://local").searchParams.get(RSC_QUERY);
  if (!hash) return;
  const writeHead = res.writeHead.bind(res) as (status: number, ...rest: unknown[]) => http.ServerResponse;
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    const location = res.getHeader("location");
    if (status >= 300 && status < 400 && typeof location === "string") res.setHeader("location", withRscQuery(location, hash));
    return writeHead(status, ...rest);
  }) as typeof res.writeHead;
}

function withRscQuery(location: string, hash: string): string {
  if (!location.startsWith("/") || location.startsWith("//")) return location;
  const url = new URL(location, "http://local");
  if (url.searchParams.has(RSC_QUERY)) return location;
  url.searchParams.set(RSC_QUERY, hash);
  return url.pathname + url.search + url.hash;
}
