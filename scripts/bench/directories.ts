/**
 * `npm run bench -- --only directories [--orgs 100000] [--seconds 5] [--keep]`: seeds N
 * companies and N recruiters into a fresh database next to DATABASE_URL's, starts the
 * production server on it and measures, at one connection (the time one call takes):
 * companiesfilter and recruitersFilter with a text search plus one filter on page 1 and
 * the deepest page offered, the A–Z list's deepest page; at 10 connections the handler
 * against a bare node:http + pg server replaying the same SQL; at 50 connections the
 * public company page (guests: the page cache) against the same HTML as a static file.
 * Then prints EXPLAIN (ANALYZE, BUFFERS) of each measured search (explain-directories.ts).
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
import { load, warm, type LoadResult } from "./load";
import { buildIfNeeded, freePort, header, row, startGroup, stopGroup, waitFor } from "./process";
import { seedBenchOrganisations } from "./seed-orgs";

export type DirectoriesOptions = { adminUrl: string; orgs: number; seconds: number; keep: boolean; dbPrefix: string };

const STATIC_FILE = path.join(process.cwd(), "public", "bench-company.html");
const PASSWORD = "bench-password-1";


export async function runDirectoriesBench(o: DirectoriesOptions): Promise<void> {
  if (!/^[a-z_][a-z0-9_]{0,40}$/.test(o.dbPrefix)) throw new Error("--db-prefix takes lower-case letters, digits and _");
  const dbName = `${o.dbPrefix}_${Date.now()}`;
  const benchUrl = new URL(o.adminUrl);
  benchUrl.pathname = `/${dbName}`;
  const admin = new pg.Client({ connectionString: o.adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const children: ChildProcess[] = [];
  try {
    const handle = await openDatabase({ databaseUrl: benchUrl.toString(), pgliteDir: "memory://", seed: false });
    const t0 = Date.now();
    await seedBenchOrganisations(handle.db, o.orgs);
    const email = `reader-${Date.now()}@bench.local`;
    await handle.db.insert(users).values({ email, name: "Bench reader", userType: "CANDIDATE", passwordHash: await hashPassword(PASSWORD), emailVerifiedAt: new Date() });
    const company = ((await handle.db.execute(sql`SELECT owner_id AS id FROM jobs ORDER BY owner_id LIMIT 1`)) as unknown as { rows: { id: number }[] }).rows[0]!.id;
    console.log(`Seeded ${o.orgs.toLocaleString("en")} companies and ${o.orgs.toLocaleString("en")} recruiters (${((Date.now() - t0) / 1000).toFixed(1)} s).`);
    await handle.close();

    buildIfNeeded();
    const port = await freePort();
    const env = { ...process.env, DATABASE_URL: benchUrl.toString(), PORT: String(port), HOSTNAME: "127.0.0.1", NODE_ENV: "production" as const, AUTH_SECRET: process.env.AUTH_SECRET ?? randomBytes(32).toString("hex") };
    const base = `http://127.0.0.1:${port}`;
    const pagePath = `/companydetails/${company}`;
    let server = startGroup("node", ["dist/server.mjs"], env);
    children.push(server);
    await waitFor(`${base}/api/web/common/auth/me`);
    writeStatic(await (await fetch(`${base}${pagePath}`)).text());
    stopGroup(server);
    await new Promise((r) => server.once("exit", r));
    server = startGroup("node", ["dist/server.mjs"], env);
    children.push(server);
    await waitFor(`${base}/bench-company.html`);

    const login = await fetch(`${base}/api/web/common/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, password: PASSWORD }) });
    if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
    const cookie = login.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    const headers = { cookie };

    const companies = (q: Record<string, string | number>) => `${base}/api/web/common/company/companiesfilter?${new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)]))}`;
    const recruiters = (q: Record<string, string | number>) => `${base}/api/web/common/recruiter/recruitersFilter?${new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)]))}`;
    const lastPage = async (url: string, key: (b: Record<string, unknown>) => number) => key((await (await fetch(url, { headers })).json()) as Record<string, unknown>);
    const companyDeep = await lastPage(companies({ ...COMPANY_SEARCH, page: 1 }), (b) => (b.meta as { totalPages: number }).totalPages);
    const recruiterDeep = await lastPage(recruiters({ ...RECRUITER_SEARCH, page: 1 }), (b) => b.totalPages as number);
    const listDeep = await lastPage(companies({ page: 1 }), (b) => (b.meta as { totalPages: number }).totalPages);

    const bare = async (kind: string, queries: object[]) => {
      const barePort = await freePort();
      const child = startGroup("npx", ["tsx", "--conditions=react-server", "scripts/bench/bare-server.ts", String(barePort), ...queries.map((q) => JSON.stringify(q))], { ...env, BARE_KIND: kind });
      children.push(child);
      await waitFor(`http://127.0.0.1:${barePort}/?q=0`);
      return `http://127.0.0.1:${barePort}`;
    };
    const bareCompanies = await bare("companies", [{ ...COMPANY_SEARCH, page: 1 }]);
    const bareRecruiters = await bare("recruiters", [{ ...RECRUITER_SEARCH, page: 1 }]);

    const runs: [string, string, number, Record<string, string>?][] = [
      [`(g1) companies "${COMPANY_SEARCH.search}" + ${COMPANY_SEARCH.companySize}, p1`, companies({ ...COMPANY_SEARCH, page: 1 }), 1, headers],
      [`(g2) same, page ${companyDeep} (last)`, companies({ ...COMPANY_SEARCH, page: companyDeep }), 1, headers],
      [`(g3) companies A–Z, page ${listDeep} (last)`, companies({ page: listDeep }), 1, headers],
      [`(h1) recruiters "${RECRUITER_SEARCH.search}" + ${RECRUITER_SEARCH.candidatesPlaced}, p1`, recruiters({ ...RECRUITER_SEARCH, page: 1 }), 1, headers],
      [`(h2) same, page ${recruiterDeep} (last)`, recruiters({ ...RECRUITER_SEARCH, page: recruiterDeep }), 1, headers],
      ["(k1) companies p1, 10 connections", companies({ ...COMPANY_SEARCH, page: 1 }), 10, headers],
      ["(k2) bare node:http + pg, same SQL", `${bareCompanies}/?q=0`, 10],
      ["(l1) recruiters p1, 10 connections", recruiters({ ...RECRUITER_SEARCH, page: 1 }), 10, headers],
      ["(l2) bare node:http + pg, same SQL", `${bareRecruiters}/?q=0`, 10],
      [`(i) company page ${pagePath}, guest`, `${base}${pagePath}`, 50],
      ["(j) same HTML, static file", `${base}/bench-company.html`, 50],
    ];
    const results: LoadResult[] = [];
    for (const [name, url, conns, h] of runs) {
      await warm(url, conns, Math.max(3, 2 * o.seconds), h);
      results.push(await load(name, url, conns, o.seconds, h));
    }
    const byCode = Object.fromEntries(results.map((r) => [/^\((\w+)\)/.exec(r.name)![1]!, r]));
    console.log(`\n${o.orgs.toLocaleString("en")} companies + ${o.orgs.toLocaleString("en")} recruiters, ${o.seconds} s per run, loopback, ${os.cpus().length} CPUs, load average ${os.loadavg().map((l) => l.toFixed(1)).join(" ")} (shared machine: other work skews every number)`);
    console.log(header());
    for (const r of results) console.log(row(r));
    const ratio = (a: string, b: string) => (byCode[a]!.rps / byCode[b]!.rps).toFixed(2);
    console.log(`\np95 at 1 connection: companies ${byCode.g1!.p95.toFixed(1)} / ${byCode.g2!.p95.toFixed(1)} ms, recruiters ${byCode.h1!.p95.toFixed(1)} / ${byCode.h2!.p95.toFixed(1)} ms   target ≤ 20`);
    console.log(`handler / bare (req/s): companies ${ratio("k1", "k2")}, recruiters ${ratio("l1", "l2")}   target ≥ 0.7`);
    console.log(`company page / static file (req/s): ${ratio("i", "j")}   target ≥ 0.9`);

    spawnSync("npx", ["tsx", "--conditions=react-server", "scripts/bench/explain-directories.ts", String(companyDeep), String(recruiterDeep)], { stdio: "inherit", env: { ...env } });
  } finally {
    for (const child of children) stopGroup(child);
    rmSync(STATIC_FILE, { force: true });
    if (existsSync(path.dirname(STATIC_FILE)) && readdirSync(path.dirname(STATIC_FILE)).length === 0) rmdirSync(path.dirname(STATIC_FILE));
    if (!o.keep) {
      await new Promise((r) => setTimeout(r, 1000));
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      console.log(`Database ${dbName} dropped.`);
    } else console.log(`Kept database ${dbName}: ${benchUrl.toString()}`);
    await admin.end();
  }
}

function writeStatic(html: string): void {
  mkdirSync(path.dirname(STATIC_FILE), { recursive: true });
  writeFileSync(STATIC_FILE, html);
}
