import { AppError, isAppError } from "@/lib/errors";
import { getLogger } from "@/lib/log/logger";
import { isDatabaseUnavailable, noteDatabaseDown, unavailable } from "@/lib/ops/db-state";
import { REQUEST_ID_HEADER } from "@/lib/ops/request-context";
import { withJsonText } from "./json-text";

export function json(body: unknown, status = 200, headers?: Record<string, string>): Response {
  const text = JSON.stringify(body);
  const response = new Response(text, {
    status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", ...headers },
  });
  return withJsonText(response, text);
}

/**
 * Every API error has one shape: `{ error: { code, message, requestId }, message }`
 * (the spec's client reads `message`; `requestId` leads from a user's report to the log line).
 */
export function errorBody(code: string, message: string, details?: unknown, requestId?: string) {
  const error: { code: string; message: string; details?: unknown; requestId?: string } = { code, message };
  if (details !== undefined) error.details = details;
  if (requestId !== undefined) error.requestId = requestId;
  return { error, message };
}

/**
 * The answer for anything a handler threw: an AppError as its status; a database
 * that cannot be reached as 503 with Retry-After (the pool reconnects by itself,
 * so the client just tries again); anything else is logged with its cause and
 * stack and answered with a generic 500.
 */
export function errorResponse(error: unknown, requestId?: string): Response {
  let known: AppError;
  if (isAppError(error)) known = error;
  else if (isDatabaseUnavailable(error)) {
    noteDatabaseDown();
    getLogger().warn({ reqId: requestId, err: error }, "database unavailable");
    known = unavailable();
  } else {
    getLogger().error({ reqId: requestId, err: error }, "unexpected error in an API call");
    known = new AppError("INTERNAL", "Something went wrong on our side. Please try again.");
  }
  const headers: Record<string, string> = { ...known.headers };
  if (known.retryAfter !== undefined) headers["retry-after"] = String(known.retryAfter);
  if (requestId !== undefined) headers[REQUEST_ID_HEADER] = requestId;
  return json(errorBody(known.code, known.message, known.details, requestId), known.status, headers);
}
