import http from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withJsonText } from "@/lib/api/json-text";
import { json } from "@/lib/api/respond";
import { setLogger } from "@/lib/log/logger";
import { apiSecurityHeaders } from "@/lib/security/headers";
import { otherApiRoutes } from "@/lib/server/compiled-api-route";
import { createDirectApi, directSegments, type RouteHandler } from "@/lib/server/direct-api";
import { requestLine, startOpsServer, type OpsServer } from "../helpers/ops-server";

/**
 * API reads answered by the production server without Next's pipeline
 * (lib/server/direct-api.ts): the same answers, headers and log line as through
 * Next, on a real node:http server with the real dispatcher.
 */
let srv: OpsServer;
beforeAll(async () => {
  srv = await startOpsServer();
  setLogger(srv.logger);
});
afterAll(() => srv.close());

const send = (path: string, init: RequestInit = {}) => fetch(`${srv.url}${path}`, init);

describe("an API read through the direct path", () => {
  it("carries next.config.ts's API headers, its length and the row's route in a log line marked direct", async () => {
    const res = await send("/api/health");
    expect(res.status).toBe(200);
    for (const { key, value } of apiSecurityHeaders({ production: false })) expect(res.headers.get(key)).toBe(value);
    const body = await res.text();
    expect(res.headers.get("content-length")).toBe(String(Buffer.byteLength(body)));
    expect(JSON.parse(body)).toMatchObject({ status: "ok" });
    expect(await requestLine(srv, res.headers.get("x-request-id")!)).toMatchObject({ route: "/api/health", status: 200, via: "direct" });
  });

  it("answers refusals in the contract's shape with the request id, and HEAD without a body", async () => {
    const invalid = await send("/api/web/common/job/getJobById/not-a-number");
    expect(invalid.status).toBe(400);
    const id = invalid.headers.get("x-request-id");
    expect(await invalid.json()).toMatchObject({ error: { code: "VALIDATION_FAILED", requestId: id } });
    expect(await requestLine(srv, id!)).toMatchObject({ route: "/api/web/common/job/getJobById/:jobId", status: 400, via: "direct" });

    const head = await send("/api/health", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
  });

  it("answers a request no URL can hold (a Host header with a space) with the API's JSON 400", async () => {
    const bad = await rawGet(`${srv.url}/api/health`, { host: "bad host" });
    expect(bad.headers["content-type"]).toContain("application/json");
    expect(JSON.parse(bad.body.toString("utf8"))).toMatchObject({ error: { code: "BAD_REQUEST", message: "The request could not be read." } });
    expect(bad.status).toBe(400);
    // Answered by the direct path (Node's parser took the request), not by the server's clientError refusal.
    expect(await requestLine(srv, String(bad.headers["x-request-id"]))).toMatchObject({ status: 400, via: "direct" });
  });

  it("compresses for a client that accepts gzip, like Next does, and only then", async () => {
    const plain = await send("/api/openapi.json", { headers: { "accept-encoding": "identity" } });
    const document = await plain.text();
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(document.length).toBeGreaterThan(1024);

    const zipped = await rawGet(`${srv.url}/api/openapi.json`, { "accept-encoding": "gzip" });
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zipped.headers.vary).toContain("Accept-Encoding");
    expect(gunzipSync(zipped.body).toString("utf8")).toBe(document);
  });

  it("leaves writes, other route files and paths Next would redirect to Next", async () => {
    const post = await send("/api/health", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(post.status).toBe(405);
    expect((await requestLine(srv, post.headers.get("x-request-id")!)).via).toBeUndefined();
    const nextAuth = await send("/api/auth/session");
    expect((await requestLine(srv, nextAuth.headers.get("x-request-id")!)).via).toBeUndefined();
  });
});

describe("which requests the direct path takes", () => {
  const others = ["/api/auth/"];
  it("takes GET and HEAD under /api, with the catch-all's decoded segments", () => {
    expect(directSegments("GET", "/api/web/common/job/getJobById/7?x=1", others)).toEqual(["web", "common", "job", "getJobById", "7"]);
    expect(directSegments("HEAD", "/api/recruiters/a%20b", others)).toEqual(["recruiters", "a b"]);
  });

  it("leaves every other method, other route files, a trailing slash, an empty segment and a malformed escape", () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE", "OPTIONS", undefined]) expect(directSegments(method, "/api/health", others)).toBeNull();
    expect(directSegments("GET", "/api/auth/session", others)).toBeNull();
    expect(directSegments("GET", "/api/health/", others)).toBeNull();
    expect(directSegments("GET", "/api//health", others)).toBeNull();
    expect(directSegments("GET", "/api/", others)).toBeNull();
    expect(directSegments("GET", "/jobs/5", others)).toBeNull();
    expect(directSegments("GET", "/api/x/%E0%A4%A", others)).toBeNull();
  });

  it("finds the static prefix of every other API route file in Next's manifest", () => {
    const routes = ["/api/[...path]/route", "/api/auth/[...nextauth]/route", "/api/(hooks)/stripe/route", "/api/files/[id]/raw/route", "/jobs/[id]/page", "/sitemap.xml/route", "/api/route"];
    expect(otherApiRoutes(routes)).toEqual(["/api/auth/", "/api/stripe", "/api/files/", "/api"]);
  });

  it("leaves a static route file its own path only: /api's own route does not take the whole API from the direct path", () => {
    const others = ["/api/auth/", "/api/stripe", "/api"];
    expect(directSegments("GET", "/api/web/common/auth/me", others)).toEqual(["web", "common", "auth", "me"]);
    expect(directSegments("GET", "/api/stripe", others)).toBeNull();
    expect(directSegments("GET", "/api/stripe-events", others)).toEqual(["stripe-events"]);
  });
});

describe("a JSON answer", () => {
  it("is written from the text json() made it from, without reading its body; any other JSON Response from its body", async () => {
    const unreadable = () => new ReadableStream<Uint8Array>({ pull: (controller) => controller.error(new Error("the body was read")) });
    const handler: RouteHandler = async (request) => {
      const tagged = new URL(request.url).pathname.endsWith("/tagged");
      const headers = { "content-type": "application/json; charset=utf-8" };
      return tagged ? withJsonText(new Response(unreadable(), { headers }), '{"from":"text"}') : new Response('{"from":"body"}', { headers });
    };
    await withDirect(handler, async (url) => {
      const tagged = await fetch(`${url}/api/x/tagged`);
      expect(tagged.headers.get("content-length")).toBe("15");
      expect(await tagged.json()).toEqual({ from: "text" });
      expect(await (await fetch(`${url}/api/x/plain`)).json()).toEqual({ from: "body" });
    });
  });

  it("that is whole does not abort the request's signal when its connection closes", async () => {
    const signals: AbortSignal[] = [];
    const handler: RouteHandler = async (request) => {
      signals.push(request.signal);
      return json({ ok: true });
    };
    await withDirect(handler, async (url) => {
      const res = await fetch(`${url}/api/x`, { headers: { connection: "close" } });
      expect(await res.json()).toEqual({ ok: true });
    });
    // The server and its sockets are closed by now: a finished answer left its signal alone.
    expect(signals).toHaveLength(1);
    expect(signals[0]!.aborted).toBe(false);
  });
});

describe("a streamed answer", () => {
  it("is piped as it comes, and a client that leaves cancels the stream and aborts the request", async () => {
    let aborted = false;
    let cancelled = false;
    const handler: RouteHandler = async (request) => {
      request.signal.addEventListener("abort", () => (aborted = true));
      const stream = new ReadableStream<Uint8Array>({
        start: (controller) => controller.enqueue(new TextEncoder().encode("data: first\n\n")),
        cancel: () => void (cancelled = true),
      });
      return new Response(stream, { headers: { "content-type": "text/event-stream", "cache-control": "no-cache, no-transform", "set-cookie": "a=1" } });
    };
    await withDirect(handler, async (url) => {
      const controller = new AbortController();
      const res = await fetch(`${url}/api/realtime/stream`, { signal: controller.signal, headers: { accept: "text/event-stream", "accept-encoding": "gzip" } });
      expect(res.headers.get("content-encoding")).toBeNull();
      expect(res.headers.getSetCookie()).toEqual(["a=1"]);
      const reader = res.body!.getReader();
      expect(new TextDecoder().decode((await reader.read()).value)).toBe("data: first\n\n");
      controller.abort();
      await expect.poll(() => aborted && cancelled).toBe(true);
    });
  });

  it("that a client leaves without asking for an event stream is cancelled when the pipe breaks, with no signal to abort", async () => {
    let cancelled = false;
    const signals: AbortSignal[] = [];
    const handler: RouteHandler = async (request) => {
      signals.push(request.signal);
      const stream = new ReadableStream<Uint8Array>({
        start: (controller) => controller.enqueue(new TextEncoder().encode("part 1\n")),
        cancel: () => void (cancelled = true),
      });
      return new Response(stream, { headers: { "content-type": "application/octet-stream" } });
    };
    await withDirect(handler, async (url) => {
      const controller = new AbortController();
      const res = await fetch(`${url}/api/files/x`, { signal: controller.signal });
      const reader = res.body!.getReader();
      expect(new TextDecoder().decode((await reader.read()).value)).toBe("part 1\n");
      controller.abort();
      await expect.poll(() => cancelled).toBe(true);
    });
    expect(signals[0]!.aborted).toBe(false);
  });

  it("a body that fails while it is read drops that connection and leaves the server answering", async () => {
    let calls = 0;
    const handler: RouteHandler = async () => {
      calls += 1;
      if (calls > 1) return Response.json({ ok: true });
      const broken = new ReadableStream<Uint8Array>({ pull: (controller) => controller.error(new Error("disk gone")) });
      return new Response(broken, { headers: { "content-type": "application/json" } });
    };
    await withDirect(handler, async (url) => {
      await expect(fetch(`${url}/api/files/1`).then((r) => r.text())).rejects.toThrow();
      const next = await fetch(`${url}/api/files/1`);
      expect(await next.json()).toEqual({ ok: true });
    });
  });
});

async function withDirect(handler: RouteHandler, run: (url: string) => Promise<void>): Promise<void> {
  const direct = createDirectApi({ GET: handler, HEAD: handler, otherRoutes: [], production: false });
  const server = http.createServer((req, res) => void (direct(req, res) || res.writeHead(404).end()));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

/** A GET whose body is not decoded (fetch would inflate it). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}
