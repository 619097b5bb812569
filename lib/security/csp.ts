/**
 * Content-Security-Policy.
 *
 * Decision: a per-request NONCE with 'strict-dynamic' for every page, set by
 * proxy.ts; no 'unsafe-inline' for scripts, ever.
 *
 * Why not hashes / experimental.sri for cached pages: the App Router streams
 * its RSC payload in inline `self.__next_f.push(…)` scripts whose text differs
 * per page and per build. `experimental.sri` only adds `integrity` to external
 * <script src> bundles, never to those inline scripts (vercel/next.js#95354),
 * so `script-src 'self'` + SRI leaves the page un-hydrated, and the only way
 * left would be 'unsafe-inline'. Hashing the inline scripts ourselves is not
 * possible either: headers are fixed before the body is rendered, and pages
 * rendered on demand (a job page the first time it is requested) have no
 * build-time HTML to hash. A nonce that repeats across responses (a cached
 * HTML page shared by everyone) is readable by an attacker and protects nothing.
 *
 * Consequence, accepted on purpose: every HTML page renders per request (the
 * root layout reads the nonce through headers(), which opts the tree into
 * dynamic rendering; no page may use `dynamic = "force-static"` or ISR, whose
 * HTML would carry no nonce and not hydrate). Public pages such as /jobs/{jobId}
 * stay cheap by caching their DATA, not their HTML: their lib read functions
 * are meant to use Next's data cache with tags (a job change revalidates exactly
 * its tags), so a render costs a few milliseconds and no database query. A CDN
 * must not cache these HTML responses (their nonce must not be shared).
 *
 * Styles: style-src allows 'unsafe-inline' (no nonce — a nonce would make
 * browsers ignore 'unsafe-inline'): react-toastify injects a <style> element
 * and React/Radix set style attributes. Injected CSS cannot run script.
 * Development adds 'unsafe-eval' for React's dev tooling (server error stacks);
 * production never does.
 */

export type CspOptions = {
  /** Per-request nonce (base64). Without one the policy allows no inline script at all. */
  nonce?: string;
  /** Development: React's dev tooling needs eval. */
  dev: boolean;
  /** Served over https: upgrade any stray http subresource. */
  https: boolean;
  /** Extra origins for fetch/WebSocket (e.g. Pusher or soketi). */
  connectSrc?: readonly string[];
  /** Extra origins for images (e.g. LinkedIn profile photos). */
  imgSrc?: readonly string[];
  /** Extra form targets (e.g. the LinkedIn authorisation server). */
  formAction?: readonly string[];
};

/** 16 random bytes, base64 — Next extracts `'nonce-…'` from the request's CSP and stamps its scripts with it. */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

export function buildCsp(options: CspOptions): string {
  const script = ["'self'"];
  if (options.nonce) script.push(`'nonce-${options.nonce}'`, "'strict-dynamic'");
  if (options.dev) script.push("'unsafe-eval'");

  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", ...script],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "blob:", ...(options.imgSrc ?? [])],
    ["font-src", "'self'", "data:"],
    ["connect-src", "'self'", ...(options.connectSrc ?? [])],
    ["media-src", "'self'", "blob:"],
    ["worker-src", "'self'", "blob:"],
    ["manifest-src", "'self'"],
    ["frame-src", "'none'"],
    ["object-src", "'none'"],
    ["base-uri", "'none'"],
    ["form-action", "'self'", ...(options.formAction ?? [])],
    ["frame-ancestors", "'none'"],
  ];
  if (options.https) directives.push(["upgrade-insecure-requests"]);
  return directives.map((d) => d.join(" ")).join("; ");
}

/**
 * For responses that are data, not documents (the JSON API, uploaded files):
 * nothing may load or run even if such a response is opened as a page.
 */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
