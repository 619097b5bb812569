/**
 * `npm run bench -- --only directories [--orgs 100000] [--small 1000] [--seconds 10] [--rounds 5] [--keep | --reuse A,B]`:
 * seeds two databases next to DATABASE_URL's — `--small` and `--orgs` companies and recruiters each —
 * starts a production server and two bare servers on each, and measures both sizes in one run:
 * - at one connection (the time one call takes): companiesfilter and recruitersFilter with a text
 *   search plus one filter on page 1 and on the deepest page offered, the A–Z list's deepest page;
 * - at 10 connections: each search's handler against a bare node:http + pg server replaying the same SQL
 *   (the caller's session read, then the use case's statements; also without the session read),
 *   with every server's CPU per request (its process group, from /proc);
 * - at 50 connections: the public company page (guests: the page cache) against the same HTML as a
 *   static file.
 * The machine's speed drifts by half within minutes, so the sizes are not measured one after the
 * other: every run is split into `--rounds` slices, and each slice of a run is taken at both sizes
 * back to back; percentiles and rates pool the slices. The ratios printed (large ÷ small, handler ÷
 * bare, page ÷ file) therefore come from one run. Then EXPLAIN (ANALYZE, BUFFERS) of each measured
 * search at the large size (explain-directories.ts). `--keep` leaves both databases; `--reuse
 * <small>,<large>` measures them again without seeding.
 */
import { spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, rmdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { sql } from "drizzle-orm";
import { openDatabase } from "../../db/client";
import { users } from "../../db/schema";
import { hashPassword } from "../../lib/auth/password";
import { COMPANY_SEARCH, RECRUITER_SEARCH } from "./directory-searches";
import { sample, summarize, warm, type LoadResult, type Sample } from "./load";
import { buildIfNeeded, freePort, groupCpuSeconds, header, row, startGroup, stopGroup, waitFor } from "./process";
import { seedBenchOrganisations } from "./seed-orgs";

export type DirectoriesOptions = {
  adminUrl: string;
  sizes: [small: number, large: number];
  seconds: number;
  rounds: number;
  keep: boolean;
  dbPrefix: string;
  /** Databases an earlier `--keep` run left, small then large: measured again without seeding (and kept). */
  reuse?: [small: string, large: string];
};

const STATIC_FILE = path.join(process.cwd(), "public", "bench-company.html");
const PASSWORD = "bench-password-1";
/** Unmeasured seconds per run and size before the rounds: the JIT, the pools and the caches. */
const WARM_SECONDS = 3;

/** One size: its database, its servers and what was measured on it. */
type Site = {
  orgs: number;
  dbName: string;
  url: string;
  email: string;
  companyId: number;
  base: string;
  server?: ChildProcess;
  bare: { companies?: { url: string; child: ChildProcess }; recruiters?: { url: string; child: ChildProcess } };
};

/** One measured run: what it calls, how many connections, and whose CPU to count. */
type Run = { code: string; name: string; url: string; connections: number; headers?: Record<string, string>; cpuOf?: ChildProcess };

async function createSite(o: DirectoriesOptions, admin: pg.Client, orgs: number, reuse?: string): Promise<Site> {
  const dbName = reuse ?? `${o.dbPrefix}_${orgs}_${Date.now()}`;
  const url = new URL(o.adminUrl);
  url.pathname = `/${dbName}`;
  if (reuse) return reusedSite(url, dbName);
  await admin.query(`CREATE DATABASE ${dbName}`);
  const handle = await openDatabase({ databaseUrl: url.toString(), pgliteDir: "memory://", seed: false });
  const t0 = Date.now();
  await seedBenchOrganisations(handle.db, orgs);
  const email = `reader-${Date.now()}@bench.local`;
  await handle.db.insert(users).values({ email, name: "Bench reader", userType: "CANDIDATE", passwordHash: await hashPassword(PASSWORD), emailVerifiedAt: new Date() });
  const rows = (await handle.db.execute(sql`SELECT owner_id AS id FROM jobs ORDER BY owner_id LIMIT 1`)) as unknown as { rows: { id: number }[] };
  await handle.close();
  console.log(`Seeded ${orgs.toLocaleString("en")} companies and ${orgs.toLocaleString("en")} recruiters into ${dbName} (${((Date.now() - t0) / 1000).toFixed(1)} s).`);
  return { orgs, dbName, url: url.toString(), email, companyId: rows.rows[0]!.id, base: "", bare: {} };
}

async function reusedSite(url: URL, dbName: string): Promise<Site> {
  const handle = await openDatabase({ databaseUrl: url.toString(), pgliteDir: "memory://", seed: false });
  const one = async <T>(q: ReturnType<typeof sql>) => ((await handle.db.execute(q)) as unknown as { rows: T[] }).rows[0]!;
  const { orgs } = await one<{ orgs: number }>(sql`SELECT count(*)::int AS orgs FROM company_profiles`);
  const { email } = await one<{ email: string }>(sql`SELECT email FROM users WHERE email LIKE 'reader-%@bench.local' LIMIT 1`);
  const { id } = await one<{ id: number }>(sql`SELECT owner_id AS id FROM jobs ORDER BY owner_id LIMIT 1`);
  await handle.close();
  console.log(`Reusing ${dbName}: ${orgs.toLocaleString("en")} companies.`);
  return { orgs, dbName, url: url.toString(), email, companyId: id, base: "", bare: {} };
}

/** One secret for every server of a run: the bare servers read the app's session cookie with it. */
const AUTH_SECRET = process.env.AUTH_SECRET ?? randomBytes(32).toString("hex");

function serverEnv(site: Site, port: number) {
  return { ...process.env, DATABASE_URL: site.url, PORT: String(port), HOSTNAME: "127.0.0.1", NODE_ENV: "production" as const, AUTH_SECRET };
}

async function startServer(site: Site, children: ChildProcess[]): Promise<void> {
  const port = await freePort();
  site.base = `http://127.0.0.1:${port}`;
  site.server = startGroup("node", ["dist/server.mjs"], serverEnv(site, port));
  children.push(site.server);
  await waitFor(`${site.base}/api/health`, { server: site.server });
}

/** A bare server replaying the use case's SQL after the session read of the caller whose cookie the handler gets. */
async function startBare(site: Site, kind: "companies" | "recruiters", query: object, cookie: string, children: ChildProcess[]): Promise<void> {
  const port = await freePort();
  const child = startGroup("npx", ["tsx", "--conditions=react-server", "scripts/bench/bare-server.ts", String(port), JSON.stringify(query)], { ...serverEnv(site, port), BARE_KIND: kind, BARE_COOKIE: cookie });
  children.push(child);
  const url = `http://127.0.0.1:${port}/?q=0`;
  await waitFor(url, { server: child });
  site.bare[kind] = { url, child };
}

async function signIn(site: Site): Promise<Record<string, string>> {
  const login = await fetch(`${site.base}/api/web/common/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: site.email, password: PASSWORD }) });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  return { cookie: login.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ") };
}

const query = (q: Record<string, string | number>) => new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)])).toString();

/** The runs of one size, with the deepest pages its data offers. */
async function runsOf(site: Site, headers: Record<string, string>): Promise<Run[]> {
  const companies = (q: Record<string, string | number>) => `${site.base}/api/web/common/company/companiesfilter?${query(q)}`;
  const recruiters = (q: Record<string, string | number>) => `${site.base}/api/web/common/recruiter/recruitersFilter?${query(q)}`;
  const read = async (url: string) => (await (await fetch(url, { headers })).json()) as { meta?: { totalPages: number }; totalPages?: number };
  const companyDeep = (await read(companies({ ...COMPANY_SEARCH, page: 1 }))).meta!.totalPages;
  const recruiterDeep = (await read(recruiters({ ...RECRUITER_SEARCH, page: 1 }))).totalPages!;
  const listDeep = (await read(companies({ page: 1 }))).meta!.totalPages;
  const pagePath = `/companydetails/${site.companyId}`;
  return [
    { code: "g1", name: `(g1) companies "${COMPANY_SEARCH.search}" + ${COMPANY_SEARCH.companySize}, p1`, url: companies({ ...COMPANY_SEARCH, page: 1 }), connections: 1, headers },
    { code: "g2", name: `(g2) same, page ${companyDeep} (last)`, url: companies({ ...COMPANY_SEARCH, page: companyDeep }), connections: 1, headers },
    { code: "g3", name: `(g3) companies A–Z, page ${listDeep} (last)`, url: companies({ page: listDeep }), connections: 1, headers },
    { code: "h1", name: `(h1) recruiters "${RECRUITER_SEARCH.search}" + ${RECRUITER_SEARCH.candidatesPlaced}, p1`, url: recruiters({ ...RECRUITER_SEARCH, page: 1 }), connections: 1, headers },
    { code: "h2", name: `(h2) same, page ${recruiterDeep} (last)`, url: recruiters({ ...RECRUITER_SEARCH, page: recruiterDeep }), connections: 1, headers },
    { code: "b1", name: "(b1) bare, g1's SQL, 1 connection", url: site.bare.companies!.url, connections: 1 },
    { code: "b2", name: "(b2) bare, h1's SQL, 1 connection", url: site.bare.recruiters!.url, connections: 1 },
    { code: "k1", name: "(k1) companies p1, 10 connections", url: companies({ ...COMPANY_SEARCH, page: 1 }), connections: 10, headers, cpuOf: site.server },
    { code: "k2", name: "(k2) bare node:http + pg, same SQL", url: site.bare.companies!.url, connections: 10, cpuOf: site.bare.companies!.child },
    { code: "k3", name: "(k3) bare, without the session read", url: `${site.bare.companies!.url}&session=no`, connections: 10, cpuOf: site.bare.companies!.child },
    { code: "l1", name: "(l1) recruiters p1, 10 connections", url: recruiters({ ...RECRUITER_SEARCH, page: 1 }), connections: 10, headers, cpuOf: site.server },
    { code: "l2", name: "(l2) bare node:http + pg, same SQL", url: site.bare.recruiters!.url, connections: 10, cpuOf: site.bare.recruiters!.child },
    { code: "l3", name: "(l3) bare, without the session read", url: `${site.bare.recruiters!.url}&session=no`, connections: 10, cpuOf: site.bare.recruiters!.child },
    { code: "i", name: `(i) company page ${pagePath}, guest`, url: `${site.base}${pagePath}`, connections: 50 },
    { code: "j", name: "(j) same HTML, static file", url: `${site.base}/bench-company.html`, connections: 50 },
  ];
}

type Measured = { result: LoadResult; cpuMsPerRequest: number | null };

/** Every run at every size, in `rounds` slices taken at each size back to back. */
async function measure(runs: Run[][], o: DirectoriesOptions): Promise<Measured[][]> {
  for (const site of runs) for (const r of site) await warm(r.url, r.connections, WARM_SECONDS, r.headers);
  const samples = runs.map((site) => site.map(() => [] as Sample[]));
  const cpu = runs.map((site) => site.map(() => 0));
  const slice = o.seconds / o.rounds;
  for (let round = 0; round < o.rounds; round++) {
    for (let i = 0; i < runs[0]!.length; i++) {
      for (let s = 0; s < runs.length; s++) {
        const r = runs[s]![i]!;
        const cpu0 = r.cpuOf ? groupCpuSeconds(r.cpuOf.pid!) : 0;
        samples[s]![i]!.push(await sample(r.url, r.connections, slice, r.headers));
        if (r.cpuOf) cpu[s]![i]! += groupCpuSeconds(r.cpuOf.pid!) - cpu0;
      }
    }
    process.stdout.write(`\r  round ${round + 1} / ${o.rounds}`);
  }
  process.stdout.write("\n");
  return runs.map((site, s) =>
    site.map((r, i) => {
      const result = summarize(r.name, samples[s]![i]!);
      return { result, cpuMsPerRequest: r.cpuOf ? (cpu[s]![i]! * 1000) / result.requests : null };
    }),
  );
}

function report(sites: Site[], runs: Run[][], measured: Measured[][], o: DirectoriesOptions): void {
  const load = os.loadavg().map((l) => l.toFixed(1)).join(" ");
  const at = (s: number, code: string) => measured[s]![runs[s]!.findIndex((r) => r.code === code)]!;
  sites.forEach((site, s) => {
    console.log(`\n${site.orgs.toLocaleString("en")} companies + ${site.orgs.toLocaleString("en")} recruiters`);
    console.log(`${header()}   server CPU/request`);
    for (const m of measured[s]!) console.log(`${row(m.result)}   ${m.cpuMsPerRequest === null ? "" : `${m.cpuMsPerRequest.toFixed(2)} ms`}`);
  });
  const [small, large] = [0, 1];
  const f = (n: number) => n.toFixed(2);
  console.log(`\nOne run: ${o.seconds} s per run and size in ${o.rounds} interleaved rounds, loopback, ${os.cpus().length} CPUs, load average now ${load} (the bench itself: servers, Postgres and autocannon share the cores)`);
  console.log(`p95 at 1 connection, large (target ≤ 20 ms) and large ÷ small (target ≤ 1.5):`);
  for (const code of ["g1", "g2", "h1", "h2"]) {
    const [a, b] = [at(small, code).result, at(large, code).result];
    console.log(`  ${code}: ${b.p95.toFixed(1)} ms; ${f(b.p95 / a.p95)} (p50 ${f(b.p50 / a.p50)})`);
  }
  // The same SQL without the handler: how much of the growth is the database's.
  for (const [code, of] of [["b1", "g1"], ["b2", "h1"]] as const) {
    const [a, b] = [at(small, code).result, at(large, code).result];
    console.log(`  ${code} (bare, ${of}'s SQL): ${b.p95.toFixed(1)} ms; ${f(b.p95 / a.p95)} (p50 ${f(b.p50 / a.p50)}); growth p50 ${(b.p50 - a.p50).toFixed(2)} ms against ${of}'s ${(at(large, of).result.p50 - at(small, of).result.p50).toFixed(2)} ms`);
  }
  for (const [handler, bare, without, what] of [["k1", "k2", "k3", "companies"], ["l1", "l2", "l3", "recruiters"]] as const) {
    const ratio = (s: number, b: string) => f(at(s, handler).result.rps / at(s, b).result.rps);
    console.log(`handler ÷ bare (req/s), ${what}: large ${ratio(large, bare)}, small ${ratio(small, bare)}   target ≥ 0.7; bare without the session read: large ${ratio(large, without)}, small ${ratio(small, without)}`);
  }
  const page = (s: number) => f(at(s, "i").result.rps / at(s, "j").result.rps);
  console.log(`company page ÷ static file (req/s): large ${page(large)}, small ${page(small)}   target ≥ 0.9`);
}

export async function runDirectoriesBench(o: DirectoriesOptions): Promise<void> {
  if (!/^[a-z_][a-z0-9_]{0,30}$/.test(o.dbPrefix)) throw new Error("--db-prefix takes lower-case letters, digits and _");
  const admin = new pg.Client({ connectionString: o.adminUrl });
  await admin.connect();
  const children: ChildProcess[] = [];
  const sites: Site[] = [];
  try {
    for (const [i, orgs] of o.sizes.entries()) sites.push(await createSite(o, admin, orgs, o.reuse?.[i]));
    buildIfNeeded();
    const large = sites[1]!;
    // public/ is read when a server starts: the static copy of the company page must exist first.
    await startServer(large, children);
    writeStatic(await (await fetch(`${large.base}/companydetails/${large.companyId}`)).text());
    stopGroup(large.server);
    await new Promise((r) => large.server!.once("exit", r));
    const runs: Run[][] = [];
    for (const site of sites) {
      await startServer(site, children);
      const headers = await signIn(site);
      await startBare(site, "companies", { ...COMPANY_SEARCH, page: 1 }, headers.cookie!, children);
      await startBare(site, "recruiters", { ...RECRUITER_SEARCH, page: 1 }, headers.cookie!, children);
      runs.push(await runsOf(site, headers));
    }
    const measured = await measure(runs, o);
    report(sites, runs, measured, o);
    const deep = (code: string) => /page (\d+)/.exec(runs[1]!.find((r) => r.code === code)!.name)![1]!;
    spawnSync("npx", ["tsx", "--conditions=react-server", "scripts/bench/explain-directories.ts", deep("g2"), deep("h2")], { stdio: "inherit", env: { ...process.env, DATABASE_URL: large.url } });
  } finally {
    for (const child of children) stopGroup(child);
    rmSync(STATIC_FILE, { force: true });
    if (existsSync(path.dirname(STATIC_FILE)) && readdirSync(path.dirname(STATIC_FILE)).length === 0) rmdirSync(path.dirname(STATIC_FILE));
    await new Promise((r) => setTimeout(r, 1000));
    for (const site of sites) {
      if (o.keep || o.reuse) console.log(`Kept database ${site.dbName}: ${site.url}`);
      else await admin.query(`DROP DATABASE IF EXISTS ${site.dbName} WITH (FORCE)`);
    }
    if (!o.keep && !o.reuse && sites.length) console.log(`Databases ${sites.map((s) => s.dbName).join(", ")} dropped.`);
    await admin.end();
  }
}

function writeStatic(html: string): void {
  mkdirSync(path.dirname(STATIC_FILE), { recursive: true });
  writeFileSync(STATIC_FILE, html);
}
