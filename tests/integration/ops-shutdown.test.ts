import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { call } from "../helpers/api";
import { stopGracefully, trackInFlight } from "@/lib/server/graceful";
import { isShuttingDown, onShutdown, resetShutdownForTests } from "@/lib/server/shutdown";

/**
 * SIGTERM in server.ts runs stopGracefully: new connections are refused at once,
 * a request in flight still gets its whole answer, drain hooks (SSE: "reconnect")
 * run while it finishes, close hooks after it, and the wait is bounded.
 */
afterEach(() => resetShutdownForTests());

type Held = { server: http.Server; port: number; arrived: Promise<void>; release: () => void };

/** A server whose /slow request waits until released. */
async function heldServer(): Promise<Held> {
  let release!: () => void;
  let arrive!: () => void;
  const released = new Promise<void>((r) => (release = r));
  const arrived = new Promise<void>((r) => (arrive = r));
  const server = http.createServer((req, res) => {
    if (req.url === "/slow") {
      arrive();
      void released.then(() => res.end("finished in full"));
    } else res.end("quick");
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return { server, port: (server.address() as AddressInfo).port, arrived, release };
}

function get(port: number, path: string, agent = new http.Agent({ keepAlive: true })): Promise<{ status: number; body: string; connection?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path, agent }, (res) => {
        let body = "";
        res.on("data", (c: Buffer) => (body += c.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
      })
      .on("error", reject);
  });
}

describe("graceful shutdown", () => {
  it("refuses new connections, finishes the request in flight, runs drain hooks before close hooks", async () => {
    const held = await heldServer();
    const tracker = trackInFlight(held.server);
    const order: string[] = [];
    onShutdown(() => void order.push("drain: streams told to reconnect"), { phase: "drain", name: "sse" });
    onShutdown(() => void order.push("close: resources released"), { name: "listen" });

    // A client with a kept-alive connection, idle when the stop begins.
    const keptAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect((await get(held.port, "/quick", keptAlive)).connection).toBe("keep-alive");
    const inFlight = get(held.port, "/slow");
    await held.arrived;
    const stopped = stopGracefully(held.server, tracker, { graceMs: 10_000 });
    expect(isShuttingDown()).toBe(true);
    await expect(get(held.port, "/quick")).rejects.toMatchObject({ code: "ECONNREFUSED" });
    // Its next request on that connection is answered in full, and the answer closes the connection.
    expect(await get(held.port, "/quick", keptAlive)).toEqual({ status: 200, body: "quick", connection: "close" });
    expect(order).toEqual(["drain: streams told to reconnect"]);

    held.release();
    const answer = await inFlight;
    expect(answer).toMatchObject({ status: 200, body: "finished in full", connection: "close" });
    expect(await stopped).toEqual({ finished: true, cut: 0, hookFailures: [] });
    expect(order).toEqual(["drain: streams told to reconnect", "close: resources released"]);
  });

  it("keeps another client's idle kept-alive connection open while an answer finishes, so its next request is answered", async () => {
    const held = await heldServer();
    const tracker = trackInFlight(held.server);
    const keptAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect((await get(held.port, "/quick", keptAlive)).connection).toBe("keep-alive");
    const inFlight = get(held.port, "/slow");
    await held.arrived;
    const stopped = stopGracefully(held.server, tracker, { graceMs: 10_000 });
    held.release();
    expect((await inFlight).body).toBe("finished in full");
    // The idle client sends only now, after the other answer closed: its connection is still there.
    expect(await get(held.port, "/quick", keptAlive)).toEqual({ status: 200, body: "quick", connection: "close" });
    expect((await stopped).finished).toBe(true);
  });

  it("cuts what is still running when the grace period is over, and reports failing hooks", async () => {
    const held = await heldServer();
    const tracker = trackInFlight(held.server);
    onShutdown(() => Promise.reject(new Error("listener already gone")), { name: "broken" });
    const stuck = get(held.port, "/slow").catch((error: NodeJS.ErrnoException) => error.code);
    await held.arrived;
    const report = await stopGracefully(held.server, tracker, { graceMs: 200 });
    expect(report.finished).toBe(false);
    expect(report.cut).toBe(1);
    expect(report.hookFailures.map((f) => f.name)).toEqual(["broken"]);
    expect(await stuck).toBe("ECONNRESET");
  });

  it("makes readiness answer 503 once the stop has begun", async () => {
    expect((await call("GET", "/ready")).status).toBe(200);
    const held = await heldServer();
    await stopGracefully(held.server, trackInFlight(held.server), { graceMs: 1_000 });
    const ready = await call("GET", "/ready");
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ error: { code: "UNAVAILABLE", details: { database: "up", shuttingDown: true } } });
    expect((await call("GET", "/health")).status).toBe(200);
  });
});
