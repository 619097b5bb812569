import { AppError, isAppError } from "@/lib/errors";

export function json(body: unknown, status = 200, headers?: Record<string, string>): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", ...headers },
  });
}

/** Every API error has one shape: `{ error: { code, message }, message }` (the spec's client reads `message`). */
export function errorBody(code: string, message: string, details?: unknown) {
  return { error: details === undefined ? { code, message } : { code, message, details }, message };
}

export function errorResponse(error: unknown): Response {
  if (isAppError(error)) {
    const headers: Record<string, string> = { ...error.headers };
    if (error.retryAfter !== undefined) headers["retry-after"] = String(error.retryAfter);
    return json(errorBody(error.code, error.message, error.details), error.status, headers);
  }
  console.error("[api] unexpected error", error);
  const generic = new AppError("INTERNAL", "Something went wrong on our side. Please try again.");
  return json(errorBody(generic.code, generic.message), 500);
}
