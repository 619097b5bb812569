/**
 * Calls the API the way the catch-all route does: a real Request through
 * dispatch(), so validation, access rules, cookies and error shapes are all
 * exercised. dispatch is imported on each call so tests that reset modules
 * (to change settings) reach the fresh copy.
 */
export type ApiResult<T = Record<string, unknown>> = {
  status: number;
  body: T;
  headers: Headers;
  setCookies: string[];
  /** The session token from Set-Cookie, if the answer signed someone in. */
  sessionToken: string | undefined;
};

export type CallOptions = { body?: unknown; cookie?: string; bearer?: string; headers?: Record<string, string> };

export async function call<T = Record<string, unknown>>(
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<ApiResult<T>> {
  const { dispatch } = await import("@/lib/api/dispatch");
  const { SESSION_COOKIE } = await import("@/lib/auth/session");
  const headers: Record<string, string> = { ...options.headers };
  const form = options.body instanceof FormData;
  if (options.body !== undefined && !form) headers["content-type"] = "application/json";
  if (options.cookie) headers.cookie = options.cookie;
  if (options.bearer) headers.authorization = `Bearer ${options.bearer}`;
  const url = new URL(`http://localhost/api${path}`);
  const request = new Request(url, {
    method,
    headers,
    body: options.body === undefined ? undefined : form || typeof options.body === "string" ? (options.body as BodyInit) : JSON.stringify(options.body),
  });
  const response = await dispatch(request, url.pathname.replace(/^\/api/, ""));
  const text = await response.text();
  const setCookies = response.headers.getSetCookie();
  const body = text && response.headers.get("content-type")?.includes("json") ? JSON.parse(text) : text || null;
  await checkOutput(method, url.pathname.replace(/^\/api/, ""), response.status, body);
  return {
    status: response.status,
    body: body as T,
    headers: response.headers,
    setCookies,
    sessionToken: cookieValue(setCookies, SESSION_COOKIE),
  };
}

export const post = <T = Record<string, unknown>>(path: string, body?: unknown, options: Omit<CallOptions, "body"> = {}) =>
  call<T>("POST", `/web/common/auth${path}`, { ...options, body: body ?? {} });

export const get = <T = Record<string, unknown>>(path: string, options: CallOptions = {}) =>
  call<T>("GET", `/web/common/auth${path}`, options);

/** A multipart body: strings as fields, `{ name, bytes }` as files (the type the browser would claim is optional). */
export function formData(parts: Record<string, string | { name: string; bytes: Uint8Array; type?: string }>): FormData {
  const form = new FormData();
  for (const [field, value] of Object.entries(parts)) {
    if (typeof value === "string") form.append(field, value);
    else form.append(field, new Blob([Buffer.from(value.bytes)], { type: value.type ?? "application/octet-stream" }), value.name);
  }
  return form;
}

export function cookieValue(setCookies: string[], name: string): string | undefined {
  for (const c of setCookies) {
    const [pair] = c.split(";");
    const [key, ...rest] = (pair ?? "").split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}

/**
 * Every successful JSON answer an integration test receives is checked against
 * its row's `output` schema, so the schemas the OpenAPI document publishes are
 * the answers the handlers really give.
 */
async function checkOutput(method: string, pathname: string, status: number, body: unknown) {
  if (status < 200 || status >= 300 || body === null || typeof body !== "object") return;
  const { matchEndpoint } = await import("@/lib/api/dispatch");
  const match = matchEndpoint(method, pathname);
  if (!match || "allowed" in match || !match.endpoint.output) return;
  const parsed = match.endpoint.output.safeParse(body);
  if (!parsed.success) {
    throw new Error(`${method} ${pathname} answered outside its output schema: ${JSON.stringify(parsed.error.issues.slice(0, 3))}`);
  }
  // Nor more than it: a field the schema does not name (zod strips it from `data`) would reach
  // clients undocumented — as a candidate's applications once carried the job's owner and chat ids.
  const extra = undeclaredKeys(body, parsed.data);
  if (extra.length) throw new Error(`${method} ${pathname} answered fields its output schema does not declare: ${extra.slice(0, 5).join(", ")}`);
}

/** Paths of the keys in `body` that the parsed (stripped) `data` no longer has. */
function undeclaredKeys(body: unknown, data: unknown, path = "$"): string[] {
  if (Array.isArray(body) && Array.isArray(data)) return body.flatMap((item, i) => undeclaredKeys(item, data[i], `${path}[${i}]`));
  if (!isPlainObject(body) || !isPlainObject(data)) return [];
  return Object.keys(body).flatMap((key) => (key in data ? undeclaredKeys(body[key], data[key], `${path}.${key}`) : [`${path}.${key}`]));
}
const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
