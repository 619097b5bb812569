/**
 * `npm run bench [-- --jobs 1000000 --seconds 10 --keep]`: seeds N jobs into a fresh
 * database next to DATABASE_URL's, starts the production server on it and measures
 * with autocannon (a) a public job page, (b) the same HTML as a static file served by
 * the same server, (c) the search call (text + date window) on page 1 and a deep page,
 * (d) a bare node:http + pg server running the same SQL. Prints req/s, p50/p95/p99 and
 * the ratios a/b and c/d. Loopback only; servers are stopped by process group.
 */
import type { ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, rmdirSync, rmSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { sql } from "drizzle-orm";
import { openDatabase } from "../../db/client";
import { runDirectoriesBench } from "./directories";
import { runStaticAssetsBench } from "./static-assets";
import { load, warm, type LoadResult } from "./load";
import { day, filterCases } from "./filter-cases";
import { buildIfNeeded, freePort, row, startGroup, stopGroup, waitFor } from "./process";
import { seedBenchJobs } from "./seed-jobs";

const args = process.argv.slice(2);
const flag = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};
let JOBS = Number(flag("jobs", "100000"));
const SECONDS = Number(flag("seconds", "10"));
/** --reuse <database>: run against a database an earlier `--keep` run left (no seeding; it is kept). */
const REUSE = flag("reuse", "");
const KEEP = args.includes("--keep") || REUSE !== "";
const SEARCH = flag("search", "react");
/**
 * --only filters: just the job seekers' filter combinations (each at 1 connection); --only directories: the
 * directories (directories.ts, --orgs N); --only static: the build's scripts and styles (static-assets.ts, no database).
 */
const ONLY = flag("only", "");
const STATIC_FILE = path.join(process.cwd(), "public", "bench-static.html");

async function main() {
  if (ONLY === "static") return runStaticAssetsBench({ seconds: Number(flag("seconds", "10")) });
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error("DATABASE_URL is not set: the bench needs a Postgres server (it creates and drops its own database).");
  if (ONLY === "directories") {
    const reuse = REUSE ? REUSE.split(",") : undefined;
    if (reuse && (reuse.length !== 2 || !reuse.every((d) => /^bench_dir_\d+_\d+$/.test(d)))) throw new Error("--reuse takes the two databases an earlier --keep run left: bench_dir_<small>_<n>,bench_dir_<large>_<n>.");
    // Smaller first, whichever order they were named in: named the other way round, every ratio came out inverted.
    const sizeOf = (db: string) => Number(db.split("_")[2]);
    reuse?.sort((a, b) => sizeOf(a) - sizeOf(b));
    return runDirectoriesBench({
      adminUrl,
      sizes: [Number(flag("small", "1000")), Number(flag("orgs", "100000"))],
      seconds: Number(flag("seconds", "10")),
      rounds: Number(flag("rounds", "5")),
      keep: KEEP,
      dbPrefix: "bench_dir",
      reuse: reuse as [string, string] | undefined,
    });
  }
  if (REUSE && !/^bench_\d+$/.test(REUSE)) throw new Error("--reuse takes the name of a database an earlier --keep run left (bench_<digits>).");
  const dbName = REUSE || `bench_${Date.now()}`;
  const benchUrl = new URL(adminUrl);
  benchUrl.pathname = `/${dbName}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  if (!REUSE) {
    await admin.query(`CREATE DATABASE ${dbName}`);
    console.log(`Database ${dbName} created.`);
  }
  const children: ChildProcess[] = [];
  try {
    const handle = await openDatabase({ databaseUrl: benchUrl.toString(), pgliteDir: "memory://", seed: false });
    const t0 = Date.now();
    if (!REUSE) await seedBenchJobs(handle.db, JOBS);
    // VACUUM sets the visibility map, which index-only scans need (autovacuum would do it later).
    await handle.db.execute(sql`VACUUM ANALYZE jobs`);
    const counted = (await handle.db.execute(sql`SELECT count(*)::int AS n FROM jobs`)) as unknown as { rows: { n: number }[] };
    JOBS = counted.rows[0]!.n;
    console.log(`${REUSE ? "Reusing" : "Seeded"} ${JOBS.toLocaleString("en")} jobs (${((Date.now() - t0) / 1000).toFixed(1)} s).`);
    const result = (await handle.db.execute(sql`SELECT id FROM jobs WHERE job_status = 'Open' ORDER BY id DESC LIMIT 1`)) as unknown as { rows: { id: number }[] };
    const open = result.rows[0];
    await handle.close();

    buildIfNeeded();
    const port = await freePort();
    const env = { ...process.env, DATABASE_URL: benchUrl.toString(), PORT: String(port), HOSTNAME: "127.0.0.1", NODE_ENV: "production" as const,
      // next-auth answers 500 without a secret in production; a throwaway one per run.
      AUTH_SECRET: process.env.AUTH_SECRET ?? randomBytes(32).toString("hex") };
    const base = `http://127.0.0.1:${port}`;
    const jobPath = `/jobs/${open!.id}`;

    // First start: take the job page's HTML for the static copy (public/ is read at server start).
    let server = startGroup("node", ["dist/server.mjs"], env);
    children.push(server);
    await waitFor(`${base}/api/web/common/auth/me`, { server });
    const html = await (await fetch(`${base}${jobPath}`)).text();
    stopGroup(server);
    await new Promise((r) => server.once("exit", r));
    mkdirSync(path.dirname(STATIC_FILE), { recursive: true });
    writeFileSync(STATIC_FILE, html);
    server = startGroup("node", ["dist/server.mjs"], env);
    children.push(server);
    await waitFor(`${base}/bench-static.html`, { server });
    // Ready once its open-jobs index is loaded (lib/ops/readiness.ts): no measured search waits for the load.
    await waitFor(`${base}/api/ready`, { server, timeoutMs: 180_000 });

    const window = `updatedFrom=${day(-30)}&updatedTo=${day(0)}`;
    // The last page a text search offers: counts stop at 1,000 matches, so page 100.
    const deepPage = 100;
    const q1 = { search: SEARCH, updatedFrom: day(-30), updatedTo: day(0), page: 1 };
    const qDeep = { ...q1, page: deepPage };
    const barePort = await freePort();
    const bare = startGroup("npx", ["tsx", "--conditions=react-server", "scripts/bench/bare-server.ts", String(barePort), JSON.stringify(q1), JSON.stringify(qDeep)], env);
    children.push(bare);
    await waitFor(`http://127.0.0.1:${barePort}/?q=0`, { server: bare });

    const search = `${base}/api/web/common/job/searchjobsfilter`;
    // The job seekers' filters (lib/jobs/facets.ts), alone and combined, at 1 connection: the time one takes.
    const filterRuns: [string, string, number][] = filterCases(SEARCH, window).map(([name, query]) => [name, `${search}?${query}`, 1]);
    const runs: [string, string, number][] = ONLY === "filters" ? filterRuns : [
      [`(a) job page ${jobPath}`, `${base}${jobPath}`, 50],
      ["(b) same HTML, static file", `${base}/bench-static.html`, 50],
      [`(c1) search "${SEARCH}" 30 days, p1`, `${base}/api/web/common/job/searchjobsfilter?search=${SEARCH}&${window}&page=1`, 10],
      [`(c2) same, page ${deepPage}`, `${base}/api/web/common/job/searchjobsfilter?search=${SEARCH}&${window}&page=${deepPage}`, 10],
      // One connection: the time a search takes, without queueing behind nine others on 2 cores.
      [`(c3) search p1, 1 connection`, `${base}/api/web/common/job/searchjobsfilter?search=${SEARCH}&${window}&page=1`, 1],
      ["(d1) bare node:http + pg, p1", `http://127.0.0.1:${barePort}/?q=0`, 10],
      [`(d2) bare, page ${deepPage}`, `http://127.0.0.1:${barePort}/?q=1`, 10],
      ["(e) open list, page 5000 (no text)", `${base}/api/web/common/job/getopenjobs?page=5000`, 10],
      ...filterRuns,
    ];
    const results: LoadResult[] = [];
    for (const [name, url, conns] of runs) {
      // Twice the measured time: the first seconds after start carry JIT and GC tails (p99 1–3 s).
      await warm(url, conns, Math.max(5, 2 * SECONDS));
      results.push(await load(name, url, conns, SECONDS));
    }
    const load1 = os.loadavg()[0]!.toFixed(1);
    console.log(`\n${JOBS.toLocaleString("en")} jobs, ${SECONDS} s per run, loopback, ${os.cpus().length} CPUs, load average ${load1} (other work skews every number)`);
    console.log(`${"run".padEnd(34)} ${"req/s".padStart(8)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)} ${"p99 ms".padStart(8)}   err/non2xx`);
    for (const r of results) console.log(row(r));
    const filterResults = results.slice(results.length - filterRuns.length);
    const worst = filterResults.reduce((w, r) => (r.p95 > w.p95 ? r : w));
    console.log(`\nfilters: worst p95 ${worst.p95.toFixed(1)} ms (${worst.name.trim()}) at 1 connection   target ≤ 20 at 1M`);
    if (ONLY === "filters") return;
    const [a, b, c1, c2, c3, d1, d2] = results as [LoadResult, LoadResult, LoadResult, LoadResult, LoadResult, LoadResult, LoadResult];
    console.log(`\na/b (job page vs static, req/s): ${(a.rps / b.rps).toFixed(2)}   target ≥ 0.9, a p99 ${a.p99.toFixed(1)} ms (target ≤ 50)`);
    console.log(`c/d page 1: ${(c1.rps / d1.rps).toFixed(2)}, deep: ${(c2.rps / d2.rps).toFixed(2)}   target ≥ 0.7`);
    console.log(`search p95: ${c1.p95.toFixed(1)} / ${c2.p95.toFixed(1)} ms at 10 connections, ${c3.p95.toFixed(1)} ms at 1 connection   target ≤ 20 at 1M`);
  } finally {
    for (const child of children) stopGroup(child);
    rmSync(STATIC_FILE, { force: true });
    if (existsSync(path.dirname(STATIC_FILE)) && readdirSync(path.dirname(STATIC_FILE)).length === 0) rmdirSync(path.dirname(STATIC_FILE));
    if (!KEEP) {
      await new Promise((r) => setTimeout(r, 1000));
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      console.log(`Database ${dbName} dropped.`);
    } else console.log(`Kept database ${dbName}: ${benchUrl.toString()}`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
