import { NextResponse, type NextRequest } from "next/server";
import { decide, needsSession } from "@/lib/auth/route-table";
import { SESSION_COOKIE, actorFromHeaders } from "@/lib/auth/session";
import { clearedSessionCookie } from "@/lib/auth/session-reply";
import { env } from "@/lib/env";
import { isDatabaseUnavailable } from "@/lib/ops/db-state";
import { servePageFromCache } from "@/lib/page-cache";
import { servedFromPageCache } from "@/lib/page-cache/paths";
import { createNonce } from "@/lib/security/csp";
import { pageCsp } from "@/lib/security/page-csp";

/**
 * Next 16's proxy (formerly middleware.ts). Three jobs:
 * 1. redirects from the route table (lib/auth/route-table.ts) — a convenience
 *    only: pages call guardPage() and use cases authorise again, since a proxy
 *    must never be the only check (CVE-2025-29927). The session is the same
 *    database-checked one pages see, so the two never disagree (no loops);
 * 2. a fresh CSP nonce per page request (see lib/security/csp.ts). Next reads
 *    the nonce from the request's CSP header and stamps its own scripts with it;
 *    `x-nonce` lets server components pass it to a <Script>;
 * 3. a guest's request for a cacheable public page (a job page) is answered
 *    from the page cache (lib/page-cache) with its own hash-based CSP, before
 *    any routing or rendering. (Answered here rather than rewritten to a route:
 *    under `next start -H <host>` Next takes a proxy rewrite for an external URL.)
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const path = pathname + search;
  const cookie = request.cookies.get(SESSION_COOKIE)?.value;
  const session = needsSession(path) ? await sessionOf(request, cookie) : null;
  // Unknown while the database is away: the page renders and its own guard fails
  // into the error page (503, "try again in a moment") — no redirect, the cookie kept.
  if (session === "unknown") return passThrough();
  const decision = decide(path, session);
  // A cookie whose session has ended (signed out elsewhere, password changed) is dropped.
  const dropCookie = (response: NextResponse) => {
    if (cookie && !session && needsSession(path)) response.cookies.set(clearedSessionCookie());
    return response;
  };

  if (decision.action !== "redirect" && pageCacheOn && servedFromPageCache(request, SESSION_COOKIE)) {
    return servePageFromCache(request, pathname);
  }

  if (decision.action === "redirect") {
    const response = NextResponse.redirect(new URL(decision.to, request.url));
    response.headers.set("Content-Security-Policy", pageCsp(createNonce()));
    return dropCookie(response);
  }
  return dropCookie(passThrough());

  /** On to the page, with a fresh nonce; overwrites whatever the client sent in these headers: the nonce is ours alone. */
  function passThrough() {
    const nonce = createNonce();
    const csp = pageCsp(nonce);
    const requestHeaders = new Headers(request.headers);
    requestHeaders.set("x-nonce", nonce);
    requestHeaders.set("Content-Security-Policy", csp);
    const response = NextResponse.next({ request: { headers: requestHeaders } });
    response.headers.set("Content-Security-Policy", csp);
    return response;
  }
}

/** The caller's session, or "unknown" when the database that holds sessions cannot be reached. */
async function sessionOf(request: NextRequest, cookie: string | undefined) {
  try {
    return await actorFromHeaders(request.headers, cookie);
  } catch (error) {
    if (isDatabaseUnavailable(error)) return "unknown" as const;
    throw error;
  }
}

/** Off under `next dev` (edits must show at once) and when PAGE_CACHE_SECONDS is 0. */
const pageCacheOn = env.NODE_ENV !== "development" && env.PAGE_CACHE_SECONDS > 0;

export const config = {
  matcher: [
    // Everything but the API (it authorises per endpoint and gets its CSP from
    // next.config.ts), build assets and image optimisation, and metadata files.
    "/((?!api/|api$|_next/static/|_next/image|favicon\\.ico$|icon\\.|apple-icon\\.|robots\\.txt$|sitemap\\.xml$|manifest\\.webmanifest$).*)",
  ],
};
