import http from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { createLogger, type Logger } from "@/lib/log/logger";
import { apiRouteHandler } from "@/lib/api/route-handler";
import { createDirectApi } from "@/lib/server/direct-api";
import { createRequestHandler, type NodeHandler } from "@/lib/server/request-handler";

/**
 * The production server's request path (lib/server/request-handler.ts) on a
 * real node:http server: API reads through the same direct path as server.ts
 * (lib/server/direct-api.ts, the real route handler), and for the other methods
 * the API dispatcher in place of Next — what Next's route handler does with a
 * node request: a Fetch Request to dispatch(), the Response written back. Pages
 * answer with `pageStatus()` (a stand-in for a render). The log goes to `lines`,
 * one parsed JSON object each.
 */
export type OpsServer = { url: string; server: http.Server; lines: Record<string, unknown>[]; raw: string[]; logger: Logger; close: () => Promise<void> };

export async function startOpsServer(options: { pageStatus?: () => number; handle?: NodeHandler } = {}): Promise<OpsServer> {
  const raw: string[] = [];
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString("utf8").split("\n").filter(Boolean)) {
        raw.push(line);
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  const logger = createLogger(sink, "debug");
  const direct = createDirectApi({ GET: apiRouteHandler, HEAD: apiRouteHandler, otherRoutes: ["/api/auth/"], production: false });
  const viaNext = viaDispatch(options.pageStatus ?? (() => 200));
  const handle = options.handle ?? ((req, res) => direct(req, res) || viaNext(req, res));
  const server = http.createServer(
    createRequestHandler({ handle, logger, production: false, trustedProxyHops: 0, routeOf: (p) => (p.startsWith("/jobdetails/") ? "/jobdetails/[id]" : "(page)") }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    lines,
    raw,
    logger,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function viaDispatch(pageStatus: () => number): NodeHandler {
  return async (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (!url.pathname.startsWith("/api/")) {
      res.statusCode = pageStatus();
      res.setHeader("content-type", "text/html");
      return void res.end("<p>page</p>");
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
    const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
    const { dispatch } = await import("@/lib/api/dispatch");
    const response = await dispatch(new Request(url, { method: req.method, headers, body }), url.pathname.slice("/api".length));
    for (const [name, value] of response.headers) if (name !== "set-cookie") res.setHeader(name, value);
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) res.setHeader("set-cookie", cookies);
    res.writeHead(response.status);
    res.end(Buffer.from(await response.arrayBuffer()));
  };
}

/** Waits until the log holds a request line for `reqId` (it is written when the answer has closed). */
export async function requestLine(server: OpsServer, reqId: string): Promise<Record<string, unknown>> {
  const until = Date.now() + 5_000;
  while (Date.now() < until) {
    const line = server.lines.find((l) => l.msg === "request" && l.reqId === reqId);
    if (line) return line;
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error(`no request line for ${reqId}`);
}
