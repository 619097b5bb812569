import net from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "@/db/client";
import { SESSION_COOKIE } from "@/lib/auth/session";
import { databaseUnavailable } from "@/lib/ops/db-state";
import { call, post } from "../helpers/api";
import { GOOD_PASSWORD, createUser, uniqueEmail } from "../helpers/auth-data";

/**
 * While the database cannot be reached every API call answers — 503, Retry-After,
 * the error shape with the request id — readiness says so while health stays up,
 * and the pool serves again by itself once the database is back.
 */
type Slot = { __dbHandle?: Promise<unknown> };
const slot = globalThis as unknown as Slot;

async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Runs `body` with the process's database swapped for a pool on `url`, then puts the real one back. */
async function withDatabase<T>(url: string, body: () => Promise<T>): Promise<T> {
  const real = slot.__dbHandle;
  const handle = await openDatabase({ databaseUrl: url, pgliteDir: "memory://", migrate: false, seed: false });
  slot.__dbHandle = Promise.resolve(handle);
  try {
    return await body();
  } finally {
    slot.__dbHandle = real;
    await handle.close();
  }
}

afterAll(async () => {
  // Leave the process's state as an answering database would.
  await call("GET", "/ready");
});

describe("an unreachable database", () => {
  it("gets 503 with Retry-After and the error shape on reads and writes; health stays up; readiness flips", async () => {
    expect((await call("GET", "/ready")).status).toBe(200);
    const port = await closedPort();
    await withDatabase(`postgres://postgres@127.0.0.1:${port}/nowhere`, async () => {
      const read = await call("GET", "/web/common/job/getopenjobs?page=1");
      expect(read.status).toBe(503);
      expect(read.headers.get("retry-after")).toBe("3");
      expect(read.body).toEqual({
        error: { code: "UNAVAILABLE", message: "The service is briefly unavailable. Please try again in a moment.", requestId: expect.any(String) },
        message: "The service is briefly unavailable. Please try again in a moment.",
      });
      expect(read.headers.get("x-request-id")).toBe((read.body as { error: { requestId: string } }).error.requestId);

      const write = await call("POST", "/web/common/auth/login", { body: { email: "someone@example.test", password: "whatever-password" } });
      expect(write.status).toBe(503);
      expect(write.headers.get("retry-after")).toBe("3");
      expect(databaseUnavailable()).toBe(true);

      expect((await call("GET", "/health")).body).toEqual({ status: "ok" });
      const ready = await call("GET", "/ready");
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({
        error: { code: "UNAVAILABLE", details: { ready: false, database: "down", migrations: "unknown", searchIndex: "cold", shuttingDown: false } },
      });
    });
    const back = await call("GET", "/ready");
    expect(back.status).toBe(200);
    // The searches during the outage could not load the open-jobs index; the next one does.
    expect(back.body).toEqual({ ready: true, database: "up", migrations: "applied", searchIndex: "cold", shuttingDown: false });
    expect(databaseUnavailable()).toBe(false);
    expect((await call("GET", "/web/common/job/getopenjobs?page=1")).status).toBe(200);
    expect((await call("GET", "/ready")).body).toMatchObject({ ready: true, searchIndex: "loaded" });
  });
});

describe("the probes during an outage, asked with a session cookie", () => {
  it("health stays 200 and readiness gives its own details: neither reads the session", async () => {
    const user = await createUser({ email: uniqueEmail("probe-cookie") });
    const login = await post("/login", { email: user.email, password: GOOD_PASSWORD });
    expect(login.status).toBe(200);
    const cookie = `${SESSION_COOKIE}=${login.sessionToken}`;
    await withDatabase(`postgres://postgres@127.0.0.1:${await closedPort()}/nowhere`, async () => {
      const health = await call("GET", "/health", { cookie });
      expect(health.status).toBe(200);
      expect(health.body).toEqual({ status: "ok" });
      const ready = await call("GET", "/ready", { cookie });
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({
        error: { code: "UNAVAILABLE", message: "Not ready to take traffic.", details: { ready: false, database: "down" } },
      });
    });
    expect((await call("GET", "/ready", { cookie })).status).toBe(200);
  });
});

/**
 * The same pool before, during and after an outage: a TCP relay in front of
 * the test's Postgres is cut (every connection reset, new ones refused) and
 * opened again. Postgres only — the embedded database has no connection to lose.
 */
if (process.env.TEST_DB === "postgres") {
  describe("the pool after an outage", () => {
    it("serves again by itself once the database is back", async () => {
      const target = new URL(process.env.TEST_DATABASE_URL!);
      const relay = await startRelay(target.hostname, Number(target.port || 5432));
      const url = new URL(target);
      url.hostname = "127.0.0.1";
      url.port = String(relay.port);
      await withDatabase(url.toString(), async () => {
        expect((await call("GET", "/ready")).status).toBe(200);
        await relay.cut();
        expect((await call("GET", "/web/common/job/getopenjobs?page=1")).status).toBe(503);
        expect((await call("GET", "/ready")).status).toBe(503);
        await relay.reopen();
        expect((await call("GET", "/ready")).status).toBe(200);
        expect((await call("GET", "/web/common/job/getopenjobs?page=1")).status).toBe(200);
      });
      await relay.cut();
    });
  });
}

async function startRelay(host: string, port: number) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let listenPort = 0;
  const open = async () => {
    server = net.createServer((client) => {
      const upstream = net.connect(port, host);
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on("close", () => sockets.delete(s));
        s.on("error", () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server!.listen(listenPort, "127.0.0.1", resolve));
    listenPort = (server.address() as net.AddressInfo).port;
  };
  await open();
  return {
    port: listenPort,
    cut: async () => {
      for (const s of sockets) s.resetAndDestroy();
      await new Promise((resolve) => server!.close(resolve));
    },
    reopen: open,
  };
}
