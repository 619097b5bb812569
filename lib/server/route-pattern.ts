import fs from "node:fs";
import path from "node:path";

/**
 * The route pattern of a path, for the request log: "/jobdetails/[id]" rather
 * than "/jobdetails/42", so a log line names what ran without the ids or
 * tokens a raw path may carry. Read from the build's routes manifest; API rows
 * are named more precisely by the dispatcher (lib/api/dispatch.ts notes the
 * contract row's path).
 */
type ManifestRoute = { page: string; regex: string };
type Matcher = { page: string; regex: RegExp };

export function loadRoutePatterns(distDir = path.join(process.cwd(), ".next")): (pathname: string) => string {
  let routes: Matcher[] = [];
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(distDir, "routes-manifest.json"), "utf8")) as {
      staticRoutes?: ManifestRoute[];
      dynamicRoutes?: ManifestRoute[];
    };
    // Static routes first: a fixed path wins over a dynamic one, as in Next's router.
    routes = [...(manifest.staticRoutes ?? []), ...(manifest.dynamicRoutes ?? [])].map((r) => ({ page: r.page, regex: new RegExp(r.regex) }));
  } catch {
    // No build (tests): every page path is "(page)".
  }
  return (pathname) => routePattern(routes, pathname);
}

function routePattern(routes: Matcher[], pathname: string): string {
  if (pathname.startsWith("/_next/static/")) return "/_next/static/*";
  if (pathname.startsWith("/_next/image")) return "/_next/image";
  if (pathname.startsWith("/_next/")) return "/_next/*";
  const hit = routes.find((r) => r.regex.test(pathname));
  return hit ? hit.page : "(unmatched)";
}
