/**
 * Content-Security-Policy.
 *
 * Two policies, never 'unsafe-inline' for scripts:
 *
 * 1. Pages rendered per request: a fresh NONCE with 'strict-dynamic', set by
 *    proxy.ts. Next reads the nonce from the request's CSP and stamps its
 *    scripts with it; the root layout calls connection() so no page is
 *    prerendered without one.
 * 2. Public pages served to guests from the page cache (lib/page-cache): their
 *    HTML is rendered once, its nonce attributes dropped and every inline script
 *    listed by SHA-256 (`script-src 'self' 'sha256-…'…`). The hashes are computed
 *    from the finished HTML, so the header always matches the body it travels
 *    with. 'self' admits the build's own chunks (no 'strict-dynamic', which
 *    would ignore 'self').
 *
 * Why not Next's `experimental.sri`: it only adds `integrity` to external
 * bundles, never to the inline `self.__next_f.push(…)` scripts that carry the
 * RSC payload, so it cannot make a cached App Router page hydrate without
 * 'unsafe-inline'. A nonce repeated across responses is readable by an attacker
 * and protects nothing, hence hashes for shared HTML.
 *
 * Styles: style-src allows 'unsafe-inline' (no nonce — a nonce would make
 * browsers ignore 'unsafe-inline'): react-toastify injects a <style> element
 * and React/Radix set style attributes. Injected CSS cannot run script.
 * Development adds 'unsafe-eval' for React's dev tooling (server error stacks);
 * production never does.
 */

export type CspOptions = {
  /** Per-request nonce (base64). Without one (or hashes) the policy allows no inline script at all. */
  nonce?: string;
  /** `'sha256-…'` sources of the inline scripts of one cached HTML document (lib/page-cache). */
  scriptHashes?: readonly string[];
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
  else if (options.scriptHashes) script.push(...options.scriptHashes);
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
