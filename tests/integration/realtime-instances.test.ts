import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { jobs } from "@/db/schema";
import { channel, publish } from "@/lib/realtime";
import { makeActor, type TestActor } from "../helpers/actors";
import { readSse, type SseReader } from "../helpers/realtime-sse";

/**
 * Two production servers (`node dist/server.mjs`) on one Postgres database, as
 * behind a load balancer: an event reaches the SSE subscribers of both, and a job
 * changed through one instance is dropped from the other's page cache at once
 * (PAGE_CACHE_SECONDS is a day here). Postgres only (vitest.config.ts leaves it
 * out of the PGlite run): two processes cannot share an embedded PGlite. Builds
 * the app first when there is no build (`npm test` runs the integration phase
 * before its own build).
 */

type Server = { url: string; process: ChildProcess; log: () => string };
const servers: Server[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

async function startServer(): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ["dist/server.mjs"], {
    detached: true, // its own process group, ended as one
    env: {
      ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(VITEST|TEST$|NEXTAUTH_URL)/.test(k))),
      NODE_ENV: "production",
      PORT: String(port),
      HOSTNAME: "127.0.0.1",
      APP_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: process.env.TEST_DATABASE_URL,
      PAGE_CACHE_SECONDS: "86400",
      SKIP_DEMO_SEED: "1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  // Ended by afterAll even if the hook times out before it is ready (it was left running before).
  const server = { url: `http://127.0.0.1:${port}`, process: child, log: () => log };
  servers.push(server);
  child.stdout!.on("data", (chunk: Buffer) => (log += chunk));
  child.stderr!.on("data", (chunk: Buffer) => (log += chunk));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", () => log.includes("Ready on") && resolve());
    child.once("exit", (code) => reject(new Error(`server exited with ${code}: ${log}`)));
  });
  return server;
}

async function openStream(server: Server, channels: string): Promise<{ reader: SseReader; abort: () => void }> {
  const controller = new AbortController();
  const res = await fetch(`${server.url}/api/realtime/stream?channels=${encodeURIComponent(channels)}`, { headers: { accept: "text/event-stream" }, signal: controller.signal });
  expect(res.status).toBe(200);
  const reader = readSse(res.body!);
  await reader.comment(/connected/);
  return { reader, abort: () => controller.abort() };
}

let a: Server;
let b: Server;
let company: TestActor;

beforeAll(async () => {
  if (process.env.TEST_DB !== "postgres") throw new Error("realtime-instances needs TEST_DB=postgres (two processes cannot share an embedded PGlite)");
  if (!existsSync(".next/BUILD_ID") || !existsSync("dist/server.mjs")) {
    const build = spawnSync("npm", ["run", "build"], { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
    if (build.status !== 0) throw new Error("npm run build failed");
  }
  [a, b] = await Promise.all([startServer(), startServer()]);
  company = await makeActor("COMPANY", "Two Instances Ltd");
}, 600_000);

afterAll(() => {
  for (const s of servers) if (s.process.pid) process.kill(-s.process.pid, "SIGTERM");
});

describe("two instances on one Postgres", () => {
  it("an event reaches the SSE subscribers of every instance", async () => {
    const onA = await openStream(a, "global");
    const onB = await openStream(b, "global");
    // Chat's send endpoint is not merged yet: published by a third process through lib, as that endpoint will.
    const sent = await publish(channel.global, { type: "message", data: { text: "to everyone" } });
    for (const s of [onA, onB]) {
      const [got] = await s.reader.next(1);
      expect(got).toEqual({ id: sent!.id, channel: "global", type: "message", data: { text: "to everyone" } });
      s.abort();
    }
  });

  it("a job changed through one instance is dropped from the other's page cache at once", async () => {
    const db = await getDb();
    const [job] = await db.insert(jobs).values({ ownerId: company.id, jobTitle: "Cached title one", jobStatus: "Open" }).returning();
    const page = `${b.url}/jobs/${job!.id}`;
    const first = await fetch(page);
    expect(await first.text()).toContain("Cached title one");
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    expect((await fetch(page)).headers.get("etag")).toBe(etag); // served from B's cache

    const edit = await fetch(`${a.url}/api/web/common/job/updatealljobfields/${job!.id}`, {
      method: "PATCH",
      headers: { authorization: `Bearer ${company.token}`, "content-type": "application/json" },
      body: JSON.stringify({ jobTitle: "Changed through A" }),
    });
    expect(edit.status).toBe(200);
    // Within seconds, not PAGE_CACHE_SECONDS (a day): B renders the page again with the new title.
    await vi.waitFor(
      async () => {
        const html = await (await fetch(page)).text();
        expect(html).toContain("Changed through A");
      },
      { timeout: 15_000, interval: 200 },
    ).catch((error: unknown) => {
      throw new Error(`${String(error).slice(0, 200)}\n--- A ---\n${a.log()}\n--- B ---\n${b.log()}`);
    });
  });
});
