import { createHash } from "node:crypto";
import { env } from "@/lib/env";
import { hashedPageCsp } from "@/lib/security/page-csp";
import { hashInlineScripts } from "./hashed-html";
import { PAGE_CACHE_RENDER_HEADER, ROUTER_HEADERS } from "./paths";
import { PageStore, type CachedPage } from "./store";
import { expireData } from "./tagged-data";

/**
 * Guest views of public pages, rendered once and served from memory under a
 * hash-based CSP (see lib/security/csp.ts). proxy.ts answers a guest's request
 * with `servePageFromCache` before any routing or rendering. A miss renders
 * the real page through this server (so the HTML is exactly what Next would
 * send), hashes its inline scripts and keeps it; `invalidateCachedPage` (called
 * by jobChanged) drops it when the job changes.
 */

const globalStore = globalThis as unknown as { __pageCache?: PageStore };

export function pageStore(): PageStore {
  globalStore.__pageCache ??= new PageStore({ maxBytes: env.PAGE_CACHE_MB * 1024 * 1024, ttlMs: env.PAGE_CACHE_SECONDS * 1000 });
  return globalStore.__pageCache;
}

/** Only pages that mean the same thing next time: found (200) or not found (404). Errors are retried. */
const CACHEABLE_STATUS = new Set([200, 404]);
/** Response headers of the render worth keeping (Vary is set when serving). */
const KEPT_HEADERS = ["content-type", "link", "x-robots-tag", "location"];
const RENDER_TIMEOUT_MS = 20_000;

export function internalOrigin(): string {
  return env.INTERNAL_URL ?? `http://127.0.0.1:${env.PORT ?? "3000"}`;
}

export async function renderForCache(path: string, origin = internalOrigin()): Promise<CachedPage> {
  const res = await fetch(new URL(path, origin), {
    headers: { [PAGE_CACHE_RENDER_HEADER]: "1", accept: "text/html" },
    redirect: "manual",
    cache: "no-store",
    signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
  });
  const { html, scriptHashes } = hashInlineScripts(await res.text());
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = res.headers.get(name);
    // The Link preload header names the render's nonce, which means nothing to anyone else.
    if (value) headers[name] = value.replace(/;\s*nonce="[^"]*"/gi, "");
  }
  return {
    status: res.status,
    body: new TextEncoder().encode(html),
    csp: hashedPageCsp(scriptHashes),
    etag: `"${createHash("sha256").update(html).digest("base64url").slice(0, 27)}"`,
    headers,
    storedAt: Date.now(),
  };
}

export function cachedPage(path: string): Promise<CachedPage> {
  return pageStore().getOrRender(path, () => renderForCache(path), (page) => CACHEABLE_STATUS.has(page.status));
}

/** The response for a guest's request of a cacheable page (proxy.ts). */
export async function servePageFromCache(request: Request, path: string): Promise<Response> {
  let page: CachedPage;
  try {
    page = await cachedPage(path);
  } catch (error) {
    console.error(`[page-cache] render of ${path} failed:`, error);
    return new Response("The page could not be rendered. Please try again.", {
      status: 503,
      headers: { "content-type": "text/plain; charset=utf-8", "retry-after": "5", "cache-control": "no-store" },
    });
  }
  const headers = new Headers(page.headers);
  headers.set("content-security-policy", page.csp);
  headers.set("etag", page.etag);
  // Browsers revalidate (a 304 when unchanged); shared caches must not hand a guest's copy to a signed-in visitor.
  headers.set("cache-control", "private, no-cache");
  // The same URL answers the client router with an RSC payload: keep browser caches from mixing the two.
  headers.set("vary", [...ROUTER_HEADERS, "cookie"].join(", "));
  if (page.status === 200 && request.headers.get("if-none-match") === page.etag) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(request.method === "HEAD" ? null : page.body, { status: page.status, headers });
}

/** Drop a page after its data changed, here and on every other instance (see ./cross-instance.ts). */
export function invalidateCachedPage(path: string): void {
  invalidateCachedPages([path]);
}

/**
 * Drop pages after their data changed, and the data cached under `tags`
 * (./tagged-data.ts): here at once, and on every other instance through the
 * realtime channel. The data goes first, so a page rendered again reads the change.
 */
export function invalidateCachedPages(paths: readonly string[], tags: readonly string[] = []): void {
  expireData(tags);
  for (const path of paths) globalStore.__pageCache?.invalidate(path);
  void import("./cross-instance").then((m) => m.broadcastInvalidation(paths, tags));
}
