import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const appOrigin = new URL(env.APP_URL).origin;

/**
 * Whether a state-changing request may have come from a page of another site.
 * Browsers send `Origin` (and `Sec-Fetch-Site`) with every non-GET request, so a
 * cross-site form or fetch is recognised by either; our own pages send our
 * origin. The origin counts as ours when it is APP_URL's, or the host the request
 * was sent to (a page served from 127.0.0.1 posts back to 127.0.0.1) — a cross-site
 * attacker controls neither the victim browser's Host header nor its Origin.
 * Requests with a Bearer token are exempt: a browser never adds one by itself, and such a
 * request is judged by its bearer alone, never by a cookie (lib/auth/session.ts).
 * A client that sends neither header (curl, a server) is not a browser, and
 * carries no ambient cookies of a victim.
 */
export function isCrossSiteWrite(request: Request): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const headers = request.headers;
  if (/^bearer\s+\S/i.test(headers.get("authorization") ?? "")) return false;
  const origin = headers.get("origin");
  if (origin !== null) return !isOwnOrigin(origin, headers, request.url);
  const site = headers.get("sec-fetch-site");
  if (site !== null) return site !== "same-origin" && site !== "none";
  return false;
}

/** Refuses (403) a state-changing request from another site's page: the API's dispatch and the sign-out form alike. */
export function refuseCrossSiteWrite(request: Request): void {
  if (isCrossSiteWrite(request)) throw new AppError("FORBIDDEN", "This request came from another site and was refused.");
}

/**
 * APP_URL's origin, or the origin the request was sent to: its scheme and host. X-Forwarded-Host and
 * -Proto count only behind proxies of ours (TRUSTED_PROXY_HOPS); without them anyone could send them.
 */
function isOwnOrigin(origin: string, headers: Headers, requestUrl: string): boolean {
  if (origin === appOrigin) return true;
  let claimed: URL;
  try {
    claimed = new URL(origin);
  } catch {
    return false; // "null" (sandboxed frames, privacy redirects) and garbage are never ours
  }
  const proxied = env.TRUSTED_PROXY_HOPS > 0;
  const first = (name: string) => (proxied ? headers.get(name)?.split(",")[0]!.trim().toLowerCase() : undefined);
  const host = first("x-forwarded-host") || headers.get("host")?.toLowerCase();
  const scheme = first("x-forwarded-proto") || new URL(requestUrl).protocol.replace(":", "");
  return claimed.host.toLowerCase() === host && claimed.protocol === `${scheme}:`;
}
