/**
 * Benchmark (not a test): realtime delivery at 500 subscribers (issue 13 §3).
 * 500 Server-Sent Events clients on the global room (in this process, parsed with
 * eventsource-parser as a browser's EventSource would) and one sender at 20
 * events/s for 30 s, against a server in a child process — on the embedded
 * default (PGlite in a scratch directory) and on Postgres (a throw-away database
 * next to DATABASE_URL's, or the local server's). Prints per run: delivery
 * latency p50/p95/p99 from send to receipt, lost and duplicate events, and the
 * server's memory per connection (RSS and heap growth over 500 open streams).
 *
 *   npm run bench:chat                       # both databases
 *   npm run bench:chat -- --only pglite      # or postgres; --clients 500 --rate 20 --seconds 30
 *
 * The sender: each event is published through `publish()` by the child's
 * bench-only `POST /bench/publish` — the call chat's send endpoint makes after its
 * commit — so this measures delivery, not sending (the endpoint's own limit of 20
 * messages per user in 10 s would need a pool of senders). To measure through the
 * endpoint, replace `send()` below with a POST to it (a bearer token per sender).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { createParser } from "eventsource-parser";

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};

/** The child: the app's realtime rows over HTTP plus the bench's sender and memory probes. */
async function serve(): Promise<void> {
  const { dispatch } = await import("../lib/api/dispatch");
  const { getDb } = await import("../db/client");
  const { publish, channel } = await import("../lib/realtime");
  const { startHub } = await import("../lib/realtime/hub");
  const { openStreamCount } = await import("../lib/realtime/sse");
  await getDb();
  await startHub();
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    if (url.pathname === "/bench/publish") {
      const seq = Number(url.searchParams.get("seq"));
      await publish(channel.global, { type: "bench", data: { seq } });
      return void res.end("{}");
    }
    if (url.pathname === "/bench/memory") {
      global.gc?.();
      const m = process.memoryUsage();
      res.setHeader("content-type", "application/json");
      const cpu = process.cpuUsage();
      return void res.end(JSON.stringify({ rss: m.rss, heapUsed: m.heapUsed, external: m.external, streams: openStreamCount(), cpuMs: (cpu.user + cpu.system) / 1000 }));
    }
    const controller = new AbortController();
    res.on("close", () => controller.abort());
    const headers = new Headers(Object.entries(req.headers).filter((e): e is [string, string] => typeof e[1] === "string"));
    const answer = await dispatch(new Request(url, { method: req.method, headers, signal: controller.signal }), url.pathname.replace(/^\/api/, ""));
    res.writeHead(answer.status, Object.fromEntries(answer.headers));
    if (!answer.body) return void res.end();
    const reader = answer.body.getReader();
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) return void res.end();
      res.write(value);
    }
  });
  server.listen(Number(process.env.BENCH_PORT), "127.0.0.1", () => process.send?.("ready"));
}

type Run = { label: string; env: Record<string, string>; cleanup: () => Promise<void> };

async function main(): Promise<void> {
  const clients = Number(option("clients", "500"));
  const rate = Number(option("rate", "20"));
  const seconds = Number(option("seconds", "30"));
  const only = option("only", "");
  const port = Number(option("port", "3331"));
  const runs: Run[] = [];
  if (!only || only === "pglite") {
    const dir = mkdtempSync(path.join(os.tmpdir(), "bench-chat-"));
    runs.push({ label: "embedded (PGlite)", env: { DATABASE_URL: "", PGLITE_DIR: dir }, cleanup: async () => rmSync(dir, { recursive: true, force: true }) });
  }
  if (!only || only === "postgres") runs.push(await postgresRun());
  console.log(`bench:chat — ${clients} SSE clients on "global", ${rate} events/s for ${seconds} s, ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(2)}`);
  for (const run of runs) {
    try {
      console.log(`\n== ${run.label} ==`);
      await measure(run, { clients, rate, seconds, port });
    } finally {
      await run.cleanup();
    }
  }
}

async function postgresRun(): Promise<Run> {
  const pg = await import("pg");
  const adminUrl = process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
  const name = `bench_chat_${Date.now()}`;
  const admin = new pg.default.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    label: "Postgres",
    env: { DATABASE_URL: url.toString() },
    cleanup: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

function startServer(run: Run, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--expose-gc", "--conditions=react-server", "--import", "tsx", path.resolve("scripts/bench-chat.ts"), "--serve"], {
    env: { ...process.env, ...run.env, BENCH_PORT: String(port), NODE_ENV: "test", SKIP_DEMO_SEED: "1", AUTH_SECRET: "bench-secret-0123456789abcdef0123456789" },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  return new Promise((resolve, reject) => {
    child.once("message", () => resolve(child));
    child.once("exit", (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

function get(port: number, pathname: string): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: pathname, agent }, (res) => {
        let body = "";
        res.on("data", (c: Buffer) => (body += c));
        res.on("end", () => resolve(body));
      })
      .on("error", reject);
  });
}

type Memory = { rss: number; heapUsed: number; external: number; streams: number; cpuMs: number };
const memory = async (port: number) => JSON.parse(await get(port, "/bench/memory")) as Memory;

type Subscriber = { seen: Map<number, number>; duplicates: number; outOfOrder: number; lastId: number; close: () => void };

/** One EventSource-like client: resolves once the stream is open. */
function subscribe(port: number, onEvent: (seq: number, at: number) => void): Promise<Subscriber> {
  return new Promise((resolve, reject) => {
    const sub: Subscriber = { seen: new Map(), duplicates: 0, outOfOrder: 0, lastId: 0, close: () => req.destroy() };
    const parser = createParser({
      onEvent: (message) => {
        const at = performance.now();
        const { data } = JSON.parse(message.data) as { data: { seq: number } };
        // Order is the log's: ids must only grow (the sender's requests may reach the server in any order).
        if (Number(message.id) <= sub.lastId) sub.outOfOrder++;
        sub.lastId = Math.max(sub.lastId, Number(message.id));
        if (sub.seen.has(data.seq)) sub.duplicates++;
        else sub.seen.set(data.seq, at);
        onEvent(data.seq, at);
      },
      onComment: (comment) => comment.trim() === "connected" && resolve(sub),
    });
    const req = http.get({ host: "127.0.0.1", port, path: "/api/realtime/stream?channels=global", headers: { accept: "text/event-stream" }, agent: false }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`stream answered ${res.statusCode}`));
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => parser.feed(chunk));
    });
    req.on("error", (error) => (sub.seen.size ? undefined : reject(error)));
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

async function measure(run: Run, o: { clients: number; rate: number; seconds: number; port: number }): Promise<void> {
  const t0 = performance.now();
  const child = await startServer(run, o.port);
  console.log(`server up in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  try {
    // Warm up: one stream and one event, so the routes and the listener are loaded before the baseline.
    const warm = await subscribe(o.port, () => undefined);
    await get(o.port, "/bench/publish?seq=-1");
    warm.close();
    const settle = performance.now() + 5_000;
    while ((await memory(o.port)).streams > 0 && performance.now() < settle) await new Promise((r) => setTimeout(r, 100));
    const before = await memory(o.port);

    const sentAt = new Map<number, number>();
    const latencies: number[] = [];
    const subs: Subscriber[] = [];
    for (let i = 0; i < o.clients; i += 50) {
      subs.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(50, o.clients - i) }, () =>
            subscribe(o.port, (seq, at) => {
              const sent = sentAt.get(seq);
              if (sent !== undefined) latencies.push(at - sent);
            }),
          ),
        )),
      );
    }
    const open = await memory(o.port);
    console.log(`open streams: ${open.streams}; server memory before ${mb(before.rss)} MB RSS / ${mb(before.heapUsed)} MB heap, with them ${mb(open.rss)} / ${mb(open.heapUsed)}`);
    console.log(
      `memory per connection: ${((open.rss - before.rss) / o.clients / 1024).toFixed(1)} kB RSS, ${((open.heapUsed - before.heapUsed) / o.clients / 1024).toFixed(1)} kB heap`,
    );

    const total = o.rate * o.seconds;
    const cpuBefore = (await memory(o.port)).cpuMs;
    const ownCpu = process.cpuUsage();
    const start = performance.now();
    const sends: Promise<string>[] = [];
    for (let seq = 0; seq < total; seq++) {
      const due = start + (seq * 1000) / o.rate;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      sentAt.set(seq, performance.now());
      sends.push(send(o.port, seq));
    }
    await Promise.all(sends);
    // Wait (bounded) for the last events to reach everyone.
    const deadline = performance.now() + 10_000;
    while (performance.now() < deadline && subs.some((s) => s.seen.size < total)) await new Promise((r) => setTimeout(r, 50));
    const during = await memory(o.port);

    let lost = 0;
    let duplicates = 0;
    let outOfOrder = 0;
    for (const s of subs) {
      lost += total - [...s.seen.keys()].filter((k) => k >= 0).length;
      duplicates += s.duplicates;
      outOfOrder += s.outOfOrder;
      s.close();
    }
    latencies.sort((a, b) => a - b);
    console.log(`sent ${total} events in ${((performance.now() - start) / 1000).toFixed(1)} s; ${latencies.length} receipts (expected ${total * o.clients})`);
    console.log(`latency send → receipt: p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${latencies.at(-1)?.toFixed(1)} ms`);
    console.log(`lost ${lost}, duplicates ${duplicates}, out of order ${outOfOrder}; server RSS after the run ${mb(during.rss)} MB`);
    // CPU time per event does not depend on what else the machine runs, unlike latency.
    const own = process.cpuUsage(ownCpu);
    console.log(
      `CPU per event: server ${((during.cpuMs - cpuBefore) / total).toFixed(2)} ms (publish + fan-out to ${o.clients} streams), clients ${((own.user + own.system) / 1000 / total).toFixed(2)} ms`,
    );
  } finally {
    child.kill("SIGTERM");
  }
}

/** The sender (see the header to switch it to chat's send endpoint). */
function send(port: number, seq: number): Promise<string> {
  return get(port, `/bench/publish?seq=${seq}`);
}

// Last, so every declaration above is initialised when the top-level await runs.
if (args.includes("--serve")) await serve();
else await main();
