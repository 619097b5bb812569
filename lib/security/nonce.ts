import "server-only";
import { headers } from "next/headers";

/**
 * This request's CSP nonce (set by proxy.ts), for a <Script nonce> or an inline
 * <script>. The root layout calls it: reading headers() opts every page into
 * per-request rendering, which a nonce needs (a prerendered page's scripts carry
 * no nonce and would be blocked — see lib/security/csp.ts).
 */
export async function getNonce(): Promise<string | undefined> {
  return (await headers()).get("x-nonce") ?? undefined;
}
