import { env } from "@/lib/env";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const appOrigin = new URL(env.APP_URL).origin;

/**
 * Whether a state-changing request may have come from a page of another site.
 * Browsers send `Origin` (and `Sec-Fetch-Site`) with every non-GET request, so a
 * cross-site form or fetch is recognised by either; our own pages send our
 * origin. The origin counts as ours when it is APP_URL's, or the host the request
 * was sent to (a page served from 127.0.0.1 posts back to 127.0.0.1) — a cross-site
 * attacker controls neither the victim browser's Host header nor its Origin.
 * Requests with a Bearer token are exempt: a browser never adds one by itself.
 * A client that sends neither header (curl, a server) is not a browser, and
 * carries no ambient cookies of a victim.
 */
export function isCrossSiteWrite(request: Request): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const headers = request.headers;
  if (/^bearer\s+\S/i.test(headers.get("authorization") ?? "")) return false;
  const origin = headers.get("origin");
  if (origin !== null) return !isOwnOrigin(origin, headers);
  const site = headers.get("sec-fetch-site");
  if (site !== null) return site !== "same-origin" && site !== "none";
  return false;
}

function isOwnOrigin(origin: string, headers: Headers): boolean {
  if (origin === appOrigin) return true;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false; // "null" (sandboxed frames, privacy redirects) and garbage are never ours
  }
  const requested = [headers.get("x-forwarded-host"), headers.get("host")];
  return requested.some((h) => h !== null && h.split(",")[0]!.trim().toLowerCase() === host.toLowerCase());
}
