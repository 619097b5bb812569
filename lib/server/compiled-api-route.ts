import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { RouteHandler } from "./direct-api";

/** The API's catch-all route file (app/api/[...path]/route.ts) as Next lists it in its build manifest. */
const API_ROUTE = "/api/[...path]/route";

type CompiledRoute = { routeModule?: { ensureUserland?: () => Promise<void>; userland?: Record<string, unknown> } };

export type CompiledApiRoute = { GET: RouteHandler; HEAD: RouteHandler; otherRoutes: string[] };

/**
 * The API route's GET and HEAD exactly as `next build` compiled them, loaded with
 * Node's require like Next loads it, and the prefixes of every other route file
 * under /api (they keep going through Next). `{ problem }` when the build does not
 * have that shape (another Next version): the server then sends every request
 * through Next, which is slower but answers the same.
 */
export async function loadCompiledApiRoute(distDir: string): Promise<CompiledApiRoute | { problem: string }> {
  try {
    const manifest = JSON.parse(readFileSync(path.join(distDir, "server", "app-paths-manifest.json"), "utf8")) as Record<string, string>;
    const file = manifest[API_ROUTE];
    if (!file) return { problem: `no ${API_ROUTE} in the build manifest` };
    const compiled = createRequire(import.meta.url)(path.join(distDir, "server", file)) as CompiledRoute;
    const routeModule = compiled.routeModule;
    if (typeof routeModule?.ensureUserland !== "function") return { problem: "the compiled route has no routeModule.ensureUserland()" };
    await routeModule.ensureUserland();
    const { GET, HEAD } = routeModule.userland ?? {};
    if (typeof GET !== "function" || typeof HEAD !== "function") return { problem: "the compiled route exports no GET and HEAD" };
    return { GET: GET as RouteHandler, HEAD: HEAD as RouteHandler, otherRoutes: otherApiRoutes(Object.keys(manifest)) };
  } catch (error) {
    return { problem: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * "/api/auth/[...nextauth]/route" → "/api/auth/": the static part of every other
 * API route file's path, which Next matches before the catch-all.
 */
export function otherApiRoutes(routes: string[]): string[] {
  return routes
    .filter((r) => r.startsWith("/api/") && r.endsWith("/route") && r !== API_ROUTE)
    .map((r) => {
      const segments = r.slice(0, -"/route".length).split("/");
      const firstDynamic = segments.findIndex((s) => s.startsWith("["));
      const fixed = firstDynamic === -1 ? segments : segments.slice(0, firstDynamic);
      // A route group "(name)" is not part of the URL.
      return `${fixed.filter((s) => !/^\(.*\)$/.test(s)).join("/")}${firstDynamic === -1 ? "" : "/"}`;
    });
}
