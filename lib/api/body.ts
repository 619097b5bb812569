import { AppError } from "@/lib/errors";
import type { BodySpec } from "./endpoint";
import { readMultipart } from "./multipart";

/** JSON and form-encoded bodies are read up to this size; multipart has per-field caps. */
export const MAX_BODY_BYTES = 1_000_000;

export type ReadBody = { fields: Record<string, unknown>; cleanup?: () => Promise<void> };

type Kind = "json" | "form" | "multipart" | "none" | "other";

/** What the Content-Type header says the body is (parameters ignored, case-insensitive). */
export function bodyKind(contentType: string | null): Kind {
  const type = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  if (!type) return "none";
  if (type === "application/json" || /^application\/[a-z0-9.+-]+\+json$/.test(type)) return "json";
  if (type === "application/x-www-form-urlencoded") return "form";
  if (type === "multipart/form-data") return "multipart";
  return "other";
}

const ACCEPTS: Record<BodySpec["type"], string> = {
  json: "application/json",
  form: "application/x-www-form-urlencoded",
  multipart: "multipart/form-data",
};

/**
 * Reads a request body of exactly the type the row declares. A body of another
 * type is refused with 415 before a byte of it is read, so a cross-site
 * `text/plain` or form post can never reach a JSON handler.
 */
export async function readBody(request: Request, spec: BodySpec = { type: "json" }): Promise<ReadBody> {
  if (request.method === "GET" || request.method === "HEAD" || request.method === "DELETE") return { fields: {} };
  const kind = bodyKind(request.headers.get("content-type"));
  if (kind === "none" && !hasBody(request)) return { fields: {} };
  if (kind !== spec.type) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", `Send the body as ${ACCEPTS[spec.type]}.`);
  }
  if (spec.type === "multipart") return readMultipart(request, spec);

  const text = await readCapped(request, MAX_BODY_BYTES);
  if (!text.trim()) return { fields: {} };
  if (spec.type === "form") return { fields: formFields(text) };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new AppError("BAD_REQUEST", "The request body is not valid JSON.");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new AppError("BAD_REQUEST", "The request body must be a JSON object.");
  }
  return { fields: body as Record<string, unknown> };
}

function hasBody(request: Request): boolean {
  const length = request.headers.get("content-length");
  return length === null ? request.body !== null && request.headers.has("transfer-encoding") : Number(length) > 0;
}

function formFields(text: string): Record<string, unknown> {
  let params: URLSearchParams;
  try {
    // URLSearchParams replaces malformed %-sequences with U+FFFD instead of throwing; catch anything else.
    params = new URLSearchParams(text);
  } catch {
    throw new AppError("BAD_REQUEST", "The form body could not be read.");
  }
  return Object.fromEntries(params);
}

/** Reads the body as UTF-8 text, stopping with 413 as soon as it passes `max` bytes. */
async function readCapped(request: Request, max: number): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > max) throw tooLarge(max);
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > max) {
        await reader.cancel();
        throw tooLarge(max);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError("BAD_REQUEST", "The request body could not be read.");
  }
  // fatal: false → invalid UTF-8 becomes U+FFFD, a readable string rather than a 500.
  return new TextDecoder().decode(Buffer.concat(chunks));
}

const tooLarge = (max: number) => new AppError("PAYLOAD_TOO_LARGE", `The request body is too large (limit ${Math.round(max / 1000)} kB).`);
