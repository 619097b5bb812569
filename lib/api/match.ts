import { AppError } from "@/lib/errors";
import type { Endpoint } from "./endpoint";

type Compiled = { endpoint: Endpoint; segments: string[]; rank: string };

/**
 * Rows sorted so that, segment by segment, a fixed segment beats a `:param`:
 * "/api/recruiters/featured" wins over "/api/recruiters/:id" whatever their order
 * in the contract table.
 */
export function compile(endpoints: readonly Endpoint[]): Compiled[] {
  return endpoints
    .map((endpoint) => {
      const segments = endpoint.path.split("/").filter(Boolean);
      return { endpoint, segments, rank: segments.map((s) => (s.startsWith(":") ? "1" : "0")).join("") };
    })
    .sort((a, b) => a.rank.localeCompare(b.rank));
}

export type Match = { endpoint: Endpoint; params: Record<string, string> } | { allowed: string[] } | null;

/**
 * The row for a method and path (params decoded), `{ allowed }` when the path
 * exists under other methods only (405), or null (404). A malformed %-sequence in
 * a path segment is a 400, never a 500.
 */
export function matchEndpoint(table: readonly Compiled[], method: string, pathname: string): Match {
  const parts = pathname.split("/").filter(Boolean).map(decodeSegment);
  const allowed = new Set<string>();
  for (const { endpoint, segments } of table) {
    if (segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const ok = segments.every((seg, i) => {
      if (seg.startsWith(":")) {
        params[seg.slice(1)] = parts[i]!;
        return true;
      }
      return seg === parts[i];
    });
    if (!ok) continue;
    if (endpoint.method === method || (method === "HEAD" && endpoint.method === "GET")) return { endpoint, params };
    allowed.add(endpoint.method);
  }
  return allowed.size ? { allowed: [...allowed] } : null;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new AppError("BAD_REQUEST", "The request path has a malformed %-encoding.");
  }
}
