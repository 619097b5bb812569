/**
 * `npm run bench -- --only static [--seconds 10]`: the landing page's scripts and stylesheet as a
 * browser fetches them (accept-encoding gzip, deflate, br; 10 connections, every asset of the page in
 * turn), from the production server (files compressed once at build, lib/server/static-assets.ts)
 * and from `next start` on the same build (Next's own static serving, gzip per request). Prints
 * req/s, p50/p95/p99, bytes per page's set of assets and the server's CPU per set (from /proc, the
 * whole process group), and the ratios of one run. No database is needed: each server gets its own
 * in-memory one.
 */
import { randomBytes } from "node:crypto";
import type { ChildProcess } from "node:child_process";
import { buildIfNeeded, freePort, groupCpuSeconds, header, row, startGroup, stopGroup, waitFor } from "./process";
import { load, warm, type LoadResult } from "./load";

const ACCEPT = "gzip, deflate, br";

type Measured = LoadResult & { bytesPerSet: number; cpuMsPerSet: number };

async function measure(name: string, base: string, assets: string[], server: ChildProcess, seconds: number): Promise<Measured> {
  const requests = assets.map((path) => ({ method: "GET" as const, path }));
  const headers = { "accept-encoding": ACCEPT };
  await warm(base, 10, 3, headers, requests); // the JIT, and Next's first reads of its files
  const cpu0 = groupCpuSeconds(server.pid!);
  const r = await load(name, base, 10, seconds, headers, requests);
  const cpu = groupCpuSeconds(server.pid!) - cpu0;
  const sets = r.requests / assets.length;
  return { ...r, bytesPerSet: r.bytes / sets, cpuMsPerSet: (cpu * 1000) / sets };
}

export async function runStaticAssetsBench(o: { seconds: number }): Promise<void> {
  buildIfNeeded();
  const children: ChildProcess[] = [];
  try {
    const env = (port: number) => ({ ...process.env, PORT: String(port), HOSTNAME: "127.0.0.1", NODE_ENV: "production" as const, DATABASE_URL: "", PGLITE_DIR: "memory://", AUTH_SECRET: randomBytes(32).toString("hex") });
    const ours = await freePort();
    const nexts = await freePort();
    const prod = startGroup("node", ["dist/server.mjs"], env(ours));
    const stock = startGroup("node", ["node_modules/next/dist/bin/next", "start", "-p", String(nexts), "-H", "127.0.0.1"], env(nexts));
    children.push(prod, stock);
    const [a, b] = [`http://127.0.0.1:${ours}`, `http://127.0.0.1:${nexts}`];
    await Promise.all([waitFor(`${a}/api/health`, { server: prod, timeoutMs: 120_000 }), waitFor(`${b}/api/health`, { server: stock, timeoutMs: 120_000 })]);
    const html = await (await fetch(`${a}/`)).text();
    const assets = [...new Set([...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!))];
    console.log(`\nThe landing page's build assets: ${assets.length} (${assets.filter((p) => p.endsWith(".css")).length} stylesheet(s)), ${o.seconds} s per run, 10 connections, accept-encoding "${ACCEPT}".`);
    console.log(`${header()}   bytes, CPU`);
    const results: Measured[] = [];
    for (const [name, base, server] of [["production server (compressed at build)", a, prod], ["next start (gzip per request)", b, stock]] as const) {
      const r = await measure(name, base, assets, server, o.seconds);
      results.push(r);
      console.log(`${row(r)}   ${(r.bytesPerSet / 1024).toFixed(1)} kB/page   ${r.cpuMsPerSet.toFixed(2)} ms CPU/page`);
    }
    const [p, n] = results as [Measured, Measured];
    console.log(`\nRatios, this run: req/s ${(p.rps / n.rps).toFixed(2)}×, bytes per page ${(p.bytesPerSet / n.bytesPerSet).toFixed(2)}, server CPU per page ${(p.cpuMsPerSet / n.cpuMsPerSet).toFixed(2)}.`);
  } finally {
    for (const child of children) stopGroup(child);
  }
}
