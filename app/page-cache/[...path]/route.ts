import type { NextRequest } from "next/server";
import { cachedPage } from "@/lib/page-cache";
import { PAGE_CACHE_REWRITE_HEADER, isCacheablePath } from "@/lib/page-cache/paths";

/**
 * Serves guests' copies of public pages (lib/page-cache). Reached only through
 * proxy.ts's rewrite of e.g. /jobs/42; asked for directly it does not exist.
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ path: string[] }> }) {
  const path = `/${(await params).path.join("/")}`;
  if (request.headers.get(PAGE_CACHE_REWRITE_HEADER) !== "1" || !isCacheablePath(path)) {
    return new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  }
  let page;
  try {
    page = await cachedPage(path);
  } catch (error) {
    console.error(`[page-cache] render of ${path} failed:`, error);
    return new Response("The page could not be rendered. Please try again.", {
      status: 503,
      headers: { "content-type": "text/plain; charset=utf-8", "retry-after": "5" },
    });
  }
  const headers = new Headers(page.headers);
  headers.set("content-security-policy", page.csp);
  headers.set("etag", page.etag);
  // Browsers revalidate (a 304 when unchanged); shared caches must not hand a guest's copy to a signed-in visitor.
  headers.set("cache-control", "private, no-cache");
  if (page.status === 200 && request.headers.get("if-none-match") === page.etag) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(page.html, { status: page.status, headers });
}
