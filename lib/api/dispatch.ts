import { z } from "zod";
import { actorFromRequest } from "@/lib/auth/session";
import { AppError } from "@/lib/errors";
import { noteRequest, requestIdOf } from "@/lib/ops/request-context";
import { clientIp } from "@/lib/security/client-ip";
import { refuseCrossSiteWrite } from "@/lib/security/same-origin";
import { findUncleanText } from "@/lib/validation/text";
import { readBody, type ReadBody } from "./body";
import { issueText } from "./issue-text";
import { contract } from "./contract";
import { serializeCookie } from "./cookies";
import { ApiReply, type Access, type ApiContext, type Endpoint } from "./endpoint";
import { compile, matchEndpoint as matchIn } from "./match";
import { errorResponse, json } from "./respond";

const table = compile(contract);

/** Finds the contract's row for a method and path (see lib/api/match.ts). */
export const matchEndpoint = (method: string, pathname: string) => matchIn(table, method, pathname);

export function allows(access: Access, actor: ApiContext["actor"]): "ok" | 401 | 403 {
  if (access === "public") return "ok";
  if (!actor) return 401;
  if (access === "signed-in") return "ok";
  if (!actor.userType || !access.includes(actor.userType)) return 403;
  return "ok";
}

/**
 * Every API request, in this order: route (404/405), origin (403 for a cross-site
 * write), caller (401/403), body of the declared type with its caps (415/413),
 * clean text everywhere (400), the row's schema (400) — and only then the
 * handler, so nothing is consumed or stored for a request that is refused.
 * Every error answer carries the request id (lib/ops/request-context.ts); the
 * row's path and the caller are noted for the request's log line.
 */
export const dispatch = (request: Request, pathname: string) => dispatchOver(table, request, pathname);

/** A dispatcher over other rows: the tests use it for row shapes the contract does not have yet. */
export function createDispatcher(endpoints: readonly Endpoint[]) {
  const rows = compile(endpoints);
  return (request: Request, pathname: string) => dispatchOver(rows, request, pathname);
}

async function dispatchOver(rows: ReturnType<typeof compile>, request: Request, pathname: string): Promise<Response> {
  const requestId = requestIdOf(request.headers);
  let body: ReadBody | undefined;
  try {
    const match = matchIn(rows, request.method, pathname);
    if (match === null) throw new AppError("NOT_FOUND", `No API endpoint ${request.method} /api${pathname}`);
    if ("allowed" in match) {
      if (request.method === "OPTIONS") return new Response(null, { status: 204, headers: { allow: allowList(match.allowed) } });
      throw methodNotAllowed(request.method, match.allowed);
    }
    const { endpoint, params } = match;
    noteRequest(requestId, { route: `/api${endpoint.path}` });

    refuseCrossSiteWrite(request);
    const actor = endpoint.ignoresCaller ? null : await actorFromRequest(request);
    if (actor) noteRequest(requestId, { userId: actor.id });
    const verdict = allows(endpoint.access, actor);
    if (verdict === 401) throw new AppError("UNAUTHENTICATED", "Please sign in first.");
    if (verdict === 403) {
      throw new AppError("FORBIDDEN", actor?.userType ? "Your account type cannot do this." : "Choose an account type first.");
    }

    const query = queryOf(request);
    body = await readBody(request, endpoint.body);
    const raw = { ...query, ...body.fields, ...params };
    const unclean = findUncleanText(raw);
    if (unclean) throw new AppError("VALIDATION_FAILED", unclean.problem, { details: [{ path: unclean.path, message: unclean.problem }] });
    const parsed = endpoint.input.safeParse(raw, { error: issueText });
    if (!parsed.success) throw validationError(parsed.error);

    const ctx: ApiContext = { actor, request, ip: clientIp(request.headers) };
    const result = await endpoint.handler(parsed.data, ctx);
    if (result instanceof Response) return result;
    return result instanceof ApiReply ? toResponse(result, requestId) : json(result ?? { message: "OK" });
  } catch (error) {
    return errorResponse(error, requestId);
  } finally {
    await body?.cleanup?.();
  }
}

function queryOf(request: Request): Record<string, string> {
  // URLSearchParams decodes a malformed %-sequence to U+FFFD rather than throwing.
  return Object.fromEntries(new URL(request.url).searchParams);
}

const allowList = (allowed: string[]) => [...allowed, ...(allowed.includes("GET") ? ["HEAD"] : []), "OPTIONS"].join(", ");

export function methodNotAllowed(method: string, allowed: string[]): AppError {
  const list = allowList(allowed);
  return new AppError("METHOD_NOT_ALLOWED", `${method} is not allowed here. Allowed: ${list}.`, { headers: { allow: list } });
}

/** A reply of the handler's own; one that refuses still carries the request id. */
function toResponse(r: ApiReply, requestId: string): Response {
  const status = r.init.status ?? 200;
  const res = json(r.body, status, status >= 400 ? { ...r.init.headers, "x-request-id": requestId } : r.init.headers);
  for (const c of r.init.cookies ?? []) res.headers.append("set-cookie", serializeCookie(c));
  return res;
}

/** The first problem as the message; every problem in `details`. */
function validationError(error: z.ZodError): AppError {
  const first = error.issues[0];
  return new AppError("VALIDATION_FAILED", first?.message ?? "Invalid input", {
    details: error.issues.map((i) => ({ path: i.path.join("."), message: i.message })),
  });
}
