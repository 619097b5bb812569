import { z } from "zod";
import { actorFromRequest } from "@/lib/auth/session";
import { AppError } from "@/lib/errors";
import { contract } from "./contract";
import { ApiReply, type Access, type ApiContext, type Endpoint } from "./endpoint";
import { errorResponse, json } from "./respond";

type Compiled = { endpoint: Endpoint; segments: string[] };
const compiled: Compiled[] = contract.map((endpoint) => ({ endpoint, segments: endpoint.path.split("/").filter(Boolean) }));

/** Finds the endpoint for a method and path; path params are returned decoded. */
export function matchEndpoint(method: string, pathname: string) {
  const parts = pathname.split("/").filter(Boolean);
  let pathMatched = false;
  for (const { endpoint, segments } of compiled) {
    if (segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const ok = segments.every((seg, i) => {
      const part = parts[i] as string;
      if (seg.startsWith(":")) {
        params[seg.slice(1)] = safeDecode(part);
        return true;
      }
      return seg === part;
    });
    if (!ok) continue;
    pathMatched = true;
    if (endpoint.method === method) return { endpoint, params };
  }
  return pathMatched ? "method-not-allowed" : null;
}

export function allows(access: Access, actor: ApiContext["actor"]): "ok" | 401 | 403 {
  if (access === "public") return "ok";
  if (!actor) return 401;
  if (access === "signed-in") return "ok";
  if (!actor.userType || !access.includes(actor.userType)) return 403;
  return "ok";
}

export async function dispatch(request: Request, pathname: string): Promise<Response> {
  try {
    const match = matchEndpoint(request.method, pathname);
    if (match === null) throw new AppError("NOT_FOUND", `No API endpoint ${request.method} /api${pathname}`);
    if (match === "method-not-allowed") throw new AppError("METHOD_NOT_ALLOWED", `${request.method} is not allowed here`);
    const { endpoint, params } = match;

    const actor = await actorFromRequest(request);
    const verdict = allows(endpoint.access, actor);
    if (verdict === 401) throw new AppError("UNAUTHENTICATED", "Please sign in first.");
    if (verdict === 403) {
      throw new AppError("FORBIDDEN", actor?.userType ? "Your account type cannot do this." : "Choose an account type first.");
    }

    const raw = { ...Object.fromEntries(new URL(request.url).searchParams), ...(await readBody(request)), ...params };
    const parsed = endpoint.input.safeParse(raw);
    if (!parsed.success) throw validationError(parsed.error);

    const ctx: ApiContext = { actor, request, ip: clientIp(request.headers) };
    const result = await endpoint.handler(parsed.data, ctx);
    return result instanceof ApiReply ? toResponse(result) : json(result ?? { message: "OK" });
  } catch (error) {
    return errorResponse(error);
  }
}

function toResponse(r: ApiReply): Response {
  const res = json(r.body, r.init.status ?? 200, r.init.headers);
  for (const c of r.init.cookies ?? []) res.headers.append("set-cookie", serializeCookie(c));
  return res;
}

const MAX_JSON_BYTES = 1_000_000;

async function readBody(request: Request): Promise<Record<string, unknown>> {
  if (request.method === "GET" || request.method === "DELETE") return {};
  const type = request.headers.get("content-type") ?? "";
  if (type.includes("multipart/form-data")) {
    const form = await request.formData().catch(() => {
      throw new AppError("BAD_REQUEST", "The form data could not be read.");
    });
    const out: Record<string, unknown> = {};
    for (const [key, value] of form.entries()) out[key] = value;
    return out;
  }
  const text = await request.text();
  if (text.length > MAX_JSON_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", "The request body is too large.");
  if (!text.trim()) return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new AppError("BAD_REQUEST", "The request body is not valid JSON.");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new AppError("BAD_REQUEST", "The request body must be a JSON object.");
  }
  return body as Record<string, unknown>;
}

function validationError(error: z.ZodError): AppError {
  const first = error.issues[0];
  const where = first?.path.length ? `${first.path.join(".")}: ` : "";
  return new AppError("VALIDATION_FAILED", `${where}${first?.message ?? "Invalid input"}`, {
    details: error.issues.map((i) => ({ path: i.path.join("."), message: i.message })),
  });
}

function serializeCookie(c: { name: string; value: string; httpOnly?: boolean; sameSite?: string; path?: string; secure?: boolean; maxAge?: number }): string {
  const parts = [`${c.name}=${encodeURIComponent(c.value)}`, `Path=${c.path ?? "/"}`];
  if (c.maxAge !== undefined) parts.push(`Max-Age=${c.maxAge}`);
  if (c.httpOnly) parts.push("HttpOnly");
  if (c.secure) parts.push("Secure");
  if (c.sameSite) parts.push(`SameSite=${c.sameSite[0]?.toUpperCase()}${c.sameSite.slice(1)}`);
  return parts.join("; ");
}

function clientIp(headers: Headers): string {
  return headers.get("x-forwarded-for")?.split(",")[0]?.trim() || headers.get("x-real-ip") || "local";
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
