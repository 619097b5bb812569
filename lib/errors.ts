/** The one error type of the domain layer; the API maps its code to an HTTP status. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RANGE_NOT_SATISFIABLE: 416,
  UNPROCESSABLE: 422,
  LOCKED: 423,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UPSTREAM_FAILED: 502,
  /** The database cannot be reached right now (lib/ops/db-state.ts); always sent with Retry-After. */
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details?: unknown;
  /** Seconds after which a rate-limited (429) or unavailable (503) call may be retried. */
  readonly retryAfter?: number;
  /** Extra response headers (e.g. `Allow` on a 405). */
  readonly headers?: Record<string, string>;

  constructor(
    code: ErrorCode,
    message: string,
    options?: { details?: unknown; retryAfter?: number; headers?: Record<string, string> },
  ) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.details = options?.details;
    this.retryAfter = options?.retryAfter;
    this.headers = options?.headers;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;

export const notFound = (what = "Not found") => new AppError("NOT_FOUND", what);
export const forbidden = (why = "You are not allowed to do this.") => new AppError("FORBIDDEN", why);
export const unauthenticated = () => new AppError("UNAUTHENTICATED", "Please sign in first.");
export const conflict = (why: string) => new AppError("CONFLICT", why);
export const badRequest = (why: string) => new AppError("BAD_REQUEST", why);
/** A 400 about one input field: `details` names it (as validation failures do), so a form can show the message at that field. */
export const fieldProblem = (path: string, why: string) => new AppError("BAD_REQUEST", why, { details: [{ path, message: why }] });
