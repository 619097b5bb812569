/**
 * The one browser client of our API (spec §6: base {host}/api, JSON, cookies
 * sent, a 60-second time-out). Every screen calls the API through it; an ESLint
 * rule keeps `fetch` out of components. Failures become an `ApiError` whose
 * message is the server's own (the error shape's `message`), the network
 * error's, the time-out's, or 'An unknown error occurred' (spec §8).
 */
export const API_TIMEOUT_MS = 60_000;
export const UNKNOWN_ERROR = "An unknown error occurred";

export class ApiError extends Error {
  constructor(
    message: string,
    /** The HTTP status; 0 when no answer arrived (network failure, time-out). */
    readonly status: number,
    /** The error shape's code (e.g. "RATE_LIMITED"), when the server sent one. */
    readonly code?: string,
    /** The problem of each input field the server named (its `details`: path → first message), for a form to show at the field. */
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/**
 * Told of every 401 answer: the session a page started with may have ended under it (it expired,
 * or the user signed out or changed the password elsewhere). The sign-in state reads the session
 * again to find out (components/auth/auth-provider.tsx); a wrong password is a 401 too, and that
 * read then changes nothing.
 */
const unauthenticatedListeners = new Set<() => void>();

export function onUnauthenticated(listener: () => void): () => void {
  unauthenticatedListeners.add(listener);
  return () => void unauthenticatedListeners.delete(listener);
}

/** A refusal that came by another way than this client (the realtime stream's): the same re-read of the session. */
export function sessionRefused(): void {
  for (const listener of unauthenticatedListeners) listener();
}

export const timeoutMessage = (ms: number) => `Request timed out after ${Math.round(ms / 1000)} seconds`;

/** No answer at all (offline, DNS, connection reset): the browser's own text ("Failed to fetch") says neither what happened nor what to do. */
export const NETWORK_ERROR_MESSAGE = "Could not reach the server: check your connection and try again.";

/**
 * A failure answer without our error shape (a proxy's 502 page, a load balancer's 503): what it means for
 * the user and that trying again is the way out, with the status for a support request.
 */
export function statusMessage(status: number): string {
  if (status === 429) return `Too many requests (${status}): wait a moment and try again.`;
  if (status === 502 || status === 503 || status === 504) return `The service is not answering right now (${status}): try again in a moment.`;
  if (status >= 500) return `Something went wrong on our side (${status}): try again in a moment.`;
  return `Request failed (${status}).`;
}

export type RequestOptions = {
  /** JSON-encoded, or sent as it is when FormData (multipart: the browser sets the boundary). */
  body?: unknown;
  timeoutMs?: number;
  signal?: AbortSignal;
};

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Sends the request and answers the Response once its headers arrived (the time-out covers that wait). */
export async function apiResponse(method: Method, path: string, options: RequestOptions = {}): Promise<Response> {
  const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const abort = () => controller.abort();
  options.signal?.addEventListener("abort", abort, { once: true });
  const { body } = options;
  const isForm = typeof FormData !== "undefined" && body instanceof FormData;
  let res: Response;
  try {
    res = await fetch(`/api${path}`, {
      method,
      credentials: "same-origin",
      headers: body === undefined || isForm ? undefined : { "content-type": "application/json" },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal: controller.signal,
    });
  } catch (error) {
    if (controller.signal.aborted && !options.signal?.aborted) throw new ApiError(timeoutMessage(timeoutMs), 0);
    // Cancelled by the caller (a newer search replaced this one): its own error, which callers ignore.
    if (options.signal?.aborted) throw new ApiError(error instanceof Error && error.message ? error.message : UNKNOWN_ERROR, 0);
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener("abort", abort);
  }
  if (!res.ok) throw await errorOf(res);
  return res;
}

/** A JSON call. A 2xx answer with `success: false` (verify-otp) is a failure too (spec §8). */
export async function apiRequest<T = Record<string, unknown>>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const res = await apiResponse(method, path, options);
  const json = (await res.json().catch(() => null)) as (T & { success?: unknown; message?: unknown }) | null;
  if (json && json.success === false) {
    throw new ApiError(typeof json.message === "string" ? json.message : UNKNOWN_ERROR, res.status);
  }
  return (json ?? {}) as T;
}

type ErrorBody = { message?: unknown; error?: { code?: unknown; message?: unknown; details?: unknown } } | null;

/** `details: [{ path, message }]` as path → the first message; anything else names no field. */
function fieldProblems(details: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!Array.isArray(details)) return fields;
  for (const item of details as { path?: unknown; message?: unknown }[]) {
    if (typeof item?.path === "string" && item.path && typeof item.message === "string" && !(item.path in fields)) fields[item.path] = item.message;
  }
  return fields;
}

/** The API's error shape as an ApiError: the server's message, else the status. */
function toApiError(json: ErrorBody, status: number): ApiError {
  if (status === 401) sessionRefused();
  const message = typeof json?.message === "string" ? json.message : typeof json?.error?.message === "string" ? json.error.message : statusMessage(status);
  return new ApiError(message, status, typeof json?.error?.code === "string" ? json.error.code : undefined, fieldProblems(json?.error?.details));
}

async function errorOf(res: Response): Promise<ApiError> {
  return toApiError((await res.json().catch(() => null)) as ErrorBody, res.status);
}

export const api = {
  get: <T = Record<string, unknown>>(path: string, options?: Omit<RequestOptions, "body">) => apiRequest<T>("GET", path, options),
  post: <T = Record<string, unknown>>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>("POST", path, { ...options, body: body ?? {} }),
  put: <T = Record<string, unknown>>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>("PUT", path, { ...options, body: body ?? {} }),
  patch: <T = Record<string, unknown>>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>("PATCH", path, { ...options, body: body ?? {} }),
  delete: <T = Record<string, unknown>>(path: string, options?: RequestOptions) => apiRequest<T>("DELETE", path, options),
};

/**
 * A multipart upload with progress (fetch cannot report upload progress, XMLHttpRequest can).
 * Same contract as the JSON calls: the server's message on failure, the time-out, cookies.
 */
export function apiUpload<T = Record<string, unknown>>(
  path: string,
  form: FormData,
  options: { onProgress?: (fraction: number) => void; timeoutMs?: number } = {},
): Promise<T> {
  const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS;
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/api${path}`);
    xhr.withCredentials = true;
    xhr.timeout = timeoutMs;
    xhr.upload.onprogress = (e) => e.lengthComputable && options.onProgress?.(e.loaded / e.total);
    xhr.onload = () => {
      let json: unknown = null;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        // not JSON: the status speaks
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve((json ?? {}) as T);
      else reject(toApiError(json as ErrorBody, xhr.status));
    };
    xhr.ontimeout = () => reject(new ApiError(timeoutMessage(timeoutMs), 0));
    xhr.onerror = () => reject(new ApiError(NETWORK_ERROR_MESSAGE, 0));
    xhr.send(form);
  });
}

/** The message to show for any failure of a call. */
export const errorMessage = (error: unknown) => (error instanceof Error && error.message ? error.message : UNKNOWN_ERROR);
