import { errorBody } from "@/lib/api/respond";
import { apiSecurityHeaders } from "@/lib/security/headers";

/**
 * Checks a request before Next sees it. Next answers two kinds of request with a
 * bare 500 "Internal Server Error" (no security headers): a path with a malformed
 * %-sequence (its router cannot decode it and has no /400 page in an App Router
 * build) and a method the Fetch API cannot represent (TRACE, CONNECT, PROPFIND and
 * anything else exotic: `new Request()` throws). The server entry answers those
 * itself — the API's JSON error shape, or the app's not-found page — with the
 * security headers every other answer carries.
 */
export const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

export type RawProblem = { status: 400 | 405; code: "BAD_REQUEST" | "METHOD_NOT_ALLOWED"; message: string };

export function rawRequestProblem(method: string | undefined, url: string | undefined): RawProblem | null {
  if (!method || !KNOWN_METHODS.has(method)) {
    return { status: 405, code: "METHOD_NOT_ALLOWED", message: `${method ?? "This method"} is not allowed here.` };
  }
  const path = (url ?? "/").split("?")[0]!;
  try {
    for (const segment of path.split("/")) decodeURIComponent(segment);
  } catch {
    return { status: 400, code: "BAD_REQUEST", message: "The request path has a malformed %-encoding." };
  }
  return null;
}

export const isApiPath = (url: string | undefined) => /^\/api(\/|$|\?)/.test(url ?? "");

/** The complete answer for an API request refused before routing. */
export function apiRefusal(
  problem: RawProblem,
  production: boolean,
  requestId?: string,
): { status: number; headers: Record<string, string>; body: string } {
  const headers: Record<string, string> = {
    "content-type": "application/json; charset=utf-8",
    "cache-control": "no-store",
    ...Object.fromEntries(apiSecurityHeaders({ production }).map((h) => [h.key.toLowerCase(), h.value])),
  };
  if (problem.status === 405) headers.allow = [...KNOWN_METHODS].join(", ");
  if (requestId) headers["x-request-id"] = requestId;
  return { status: problem.status, headers, body: JSON.stringify(errorBody(problem.code, problem.message, undefined, requestId)) };
}

/** Where a refused page request is sent instead, so Next renders the app's not-found page (with its CSP). */
export const REFUSED_PAGE_PATH = "/_refused";
