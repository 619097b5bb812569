import type http from "node:http";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import compression from "compression";
import { jsonTextOf } from "@/lib/api/json-text";
import { REQUEST_ID_HEADER, noteRequest } from "@/lib/ops/request-context";
import { apiSecurityHeaders, type HeaderPair } from "@/lib/security/headers";
import { apiRefusal } from "./raw-request";

/**
 * Reads of the API (GET and HEAD under /api) answered by the API's own route
 * handler straight from the production server, without Next's routing and
 * response pipeline around it (README "Signed-in calls"). That pipeline — route
 * resolution, the route module's per-request preparation, web-stream piping —
 * cost about 1 ms of CPU per call, as much as the rest of a directory search's
 * Node work together; the handler itself is the same code Next would run.
 *
 * Only reads: a write may expire Next's data cache (revalidateTag) and defer work
 * with after(), and both need the request scope Next sets up. A read needs
 * neither, and everything the API shares between requests lives on globalThis.
 * What Next adds to an API answer is added here too: the security headers of
 * next.config.ts and gzip/deflate for a client that accepts it (the same
 * `compression` middleware and thresholds; a stream marked no-transform is never
 * compressed). Anything Next would route differently is handed to Next: paths of
 * other route files (`otherRoutes`, e.g. next-auth's /api/auth/…), a trailing
 * slash or an empty segment (Next redirects those), and every other method.
 */
export type RouteHandler = (request: Request, context: { params: Promise<{ path: string[] }> }) => Promise<Response>;

export type DirectApiOptions = {
  GET: RouteHandler;
  HEAD: RouteHandler;
  /** Path prefixes under /api served by another route file (they stay with Next). */
  otherRoutes: string[];
  /** Whether HSTS is among the security headers, as in next.config.ts. */
  production: boolean;
};

/** Returns a handler that answers a request it takes and returns true, or returns false and leaves it alone. */
export function createDirectApi(options: DirectApiOptions): (req: http.IncomingMessage, res: http.ServerResponse) => boolean {
  const compress = compression();
  // The headers next.config.ts gives an API answer.
  const headers = apiSecurityHeaders({ production: options.production });
  return (req, res) => {
    const segments = directSegments(req.method, req.url, options.otherRoutes);
    if (!segments) return false;
    const id = req.headers[REQUEST_ID_HEADER];
    if (typeof id === "string") noteRequest(id, { via: "direct" });
    compress(req as never, res as never, () => {
      answer(req, res, segments, options, headers).catch((error: unknown) => {
        // Only a body that fails while it is being read gets here; the status line may be out already.
        console.error("[direct-api] an answer failed while it was written", error);
        res.destroy();
      });
    });
    return true;
  };
}

/** The catch-all route's `path` param for a request the direct path takes, or null. */
export function directSegments(method: string | undefined, url: string | undefined, otherRoutes: string[]): string[] | null {
  if (method !== "GET" && method !== "HEAD") return null;
  const pathname = (url ?? "").split("?")[0]!;
  // A dynamic route file's prefix ends in "/" and takes everything under it; a static one ("/api/stripe") its own path.
  const other = (route: string) => (route.endsWith("/") ? pathname.startsWith(route) : pathname === route);
  if (!pathname.startsWith("/api/") || otherRoutes.some(other)) return null;
  const raw = pathname.slice("/api/".length).split("/");
  if (raw.some((s) => s === "")) return null;
  try {
    return raw.map((s) => decodeURIComponent(s));
  } catch {
    return null; // a malformed %-sequence: the server's raw-request check answers it
  }
}

const EVENT_STREAM = /text\/event-stream/i;

async function answer(req: http.IncomingMessage, res: http.ServerResponse, path: string[], o: DirectApiOptions, headers: HeaderPair[]): Promise<void> {
  // An event stream lasts until the client leaves, and its handler needs to know when: its signal says so.
  // Only such a request gets one (the stream asks for Accept: text/event-stream, lib/realtime/endpoints.ts);
  // any other answer is whole at once, and a Request given a signal took about 0.01 ms more to build.
  // (A finished answer is never aborted: each abort built a DOMException with its stack, ~0.03 ms.)
  const abort = EVENT_STREAM.test(req.headers.accept ?? "") ? new AbortController() : null;
  if (abort) {
    res.once("close", () => {
      if (!res.writableFinished) abort.abort();
    });
  }
  let response: Response;
  try {
    const init: RequestInit = { method: req.method, headers: headersOf(req) };
    if (abort) init.signal = abort.signal;
    const request = new Request(`http://${req.headers.host ?? "localhost"}${req.url}`, init);
    response = await (req.method === "HEAD" ? o.HEAD : o.GET)(request, { params: Promise.resolve({ path }) });
  } catch {
    // The dispatcher answers every failure itself: only a request `new Request()` refuses (a Host header no URL can hold) lands here.
    const id = req.headers[REQUEST_ID_HEADER];
    const refusal = apiRefusal({ status: 400, code: "BAD_REQUEST", message: "The request could not be read." }, o.production, typeof id === "string" ? id : undefined);
    res.writeHead(refusal.status, refusal.headers).end(req.method === "HEAD" ? undefined : refusal.body);
    return;
  }
  for (const { key, value } of headers) res.setHeader(key, value);
  const head: Record<string, string | string[]> = {};
  response.headers.forEach((value, key) => {
    if (key !== "set-cookie") head[key] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) head["set-cookie"] = cookies;
  // A JSON answer is small and whole: one write with its length (the text json() made it from when
  // it carries one, lib/api/json-text.ts). Anything else (a file, an event stream) is piped as it comes.
  if (response.body && req.method !== "HEAD" && /^application\/json\b/.test(response.headers.get("content-type") ?? "")) {
    const text = jsonTextOf(response);
    const body = text === undefined ? Buffer.from(await response.arrayBuffer()) : Buffer.from(text);
    res.writeHead(response.status, { ...head, "content-length": String(body.length) }).end(body);
    return;
  }
  res.writeHead(response.status, head);
  if (!response.body || req.method === "HEAD") {
    await response.body?.cancel();
    res.end();
    return;
  }
  try {
    await pipeline(Readable.fromWeb(response.body as import("node:stream/web").ReadableStream), res);
  } catch {
    // The client went away mid-answer (a closed event stream): nothing left to tell it.
  }
}

/**
 * The parsed headers, as Next reads them: the server has overwritten the request
 * id and the client address there (a client's own values never reach the API).
 */
function headersOf(req: http.IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    // HTTP/2 pseudo-headers have no place in a Fetch Request.
    if (value === undefined || name.startsWith(":")) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  return headers;
}
