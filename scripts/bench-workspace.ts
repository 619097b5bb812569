/**
 * Benchmark (not a test): the recruiter workspace at two sizes, in one run. An owner
 * with N jobs (manage-jobs tab page 1 and the last page, status counts) and one job
 * with N applicants (page 1 and the last page, filtered by status, by match score),
 * for N = 100 and N = 10,000. Each call goes through the API dispatcher with a real
 * session (validation, session read, SQL, JSON) — the route handler without HTTP —
 * sequentially, so a number is the time one call takes, not queueing.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx --conditions=react-server scripts/bench-workspace.ts [iterations]
 *
 * It creates and drops its own database next to DATABASE_URL's.
 */
import os from "node:os";
import pg from "pg";
import { sql } from "drizzle-orm";

const ITERATIONS = Number(process.argv[2] ?? 300);
const SIZES = [100, 10_000];

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl?.startsWith("postgres")) throw new Error("DATABASE_URL must point at a Postgres server (the bench creates and drops its own database).");
const dbName = `bench_ws_${Date.now()}`;
const benchUrl = new URL(adminUrl);
benchUrl.pathname = `/${dbName}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
process.env.DATABASE_URL = benchUrl.toString();

const { getDb, closeDb } = await import("../db/client");
const { users } = await import("../db/schema");
const { mintSessionToken } = await import("../lib/auth/session");
const { dispatch } = await import("../lib/api/dispatch");
const { settleAfterResponse } = await import("../lib/server/after-response");

type Owner = { token: string; bigJob: number; lastJobsPage: number; lastApplicantsPage: number };

/** One owner with `n` jobs across the four statuses and one Open job with `n` applicants. */
async function seedOwner(n: number): Promise<Owner> {
  const db = await getDb();
  const tag = `${n}-${Date.now()}`;
  const [owner] = await db.insert(users).values({ email: `owner-${tag}@bench.local`, name: `Owner ${n}`, userType: "COMPANY" }).returning();
  await db.execute(sql`
    INSERT INTO jobs (owner_id, job_title, job_status, location, job_type, required_skills, updated_at, created_at)
    SELECT ${owner!.id}, 'Bench job ' || g, (ARRAY['Open','Drafted','Paused','Closed'])[1 + g % 4]::job_status, 'Berlin, Germany', 'Hybrid', ARRAY['Go','SQL'],
           now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
    FROM generate_series(1, ${n}) g`);
  const big = (await db.execute(sql`
    INSERT INTO jobs (owner_id, job_title, job_status, required_skills) VALUES (${owner!.id}, 'Big job', 'Open', ARRAY['Go','SQL']) RETURNING id`)) as unknown as { rows: { id: number }[] };
  const bigJob = big.rows[0]!.id;
  await db.execute(sql`
    INSERT INTO users (email, name, user_type)
    SELECT 'cand-' || ${tag} || '-' || g || '@bench.local', 'Candidate ' || g, 'CANDIDATE' FROM generate_series(1, ${n}) g`);
  await db.execute(sql`
    INSERT INTO applications (job_id, candidate_id, status, personal_message, match_score, created_at, updated_at)
    SELECT ${bigJob}, u.id, (ARRAY['Pending','Reviewed','Accepted','Rejected'])[1 + (row_number() over ()) % 4]::application_status,
           'Hello', (u.id * 37) % 101, now() - (u.id || ' seconds')::interval, now()
    FROM users u WHERE u.email LIKE 'cand-' || ${tag} || '-%'`);
  // VACUUM sets the visibility map (index-only scans need it), as autovacuum does on a live table.
  await db.execute(sql`VACUUM ANALYZE jobs`);
  await db.execute(sql`VACUUM ANALYZE applications`);
  const token = await mintSessionToken({ id: owner!.id, email: `owner-${tag}@bench.local`, name: `Owner ${n}`, userType: "COMPANY" });
  return { token, bigJob, lastJobsPage: Math.max(1, Math.ceil(n / 4 / 10)), lastApplicantsPage: Math.max(1, Math.ceil(n / 10)) };
}

async function time(path: string, token: string): Promise<{ p50: number; p95: number }> {
  const call = async () => {
    const res = await dispatch(new Request(`http://localhost/api${path}`, { headers: { authorization: `Bearer ${token}` } }), path.split("?")[0]!);
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    await res.arrayBuffer();
  };
  for (let i = 0; i < 30; i++) await call();
  const ms: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const t0 = performance.now();
    await call();
    ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  return { p50: ms[Math.floor(ms.length * 0.5)]!, p95: ms[Math.floor(ms.length * 0.95)]! };
}

const calls = (o: Owner): [string, string][] => [
  ["manage jobs: Open tab, page 1", "/web/common/job/getjobsbystatus/Open/1"],
  ["manage jobs: Open tab, last page", `/web/common/job/getjobsbystatus/Open/${o.lastJobsPage}`],
  ["manage jobs: status counts", "/web/common/job/getjobstatuscount"],
  ["applicants: page 1", `/web/common/candidateJob/get-all-jobs-applied-for-recruiter/1?jobId=${o.bigJob}`],
  ["applicants: last page", `/web/common/candidateJob/get-all-jobs-applied-for-recruiter/${o.lastApplicantsPage}?jobId=${o.bigJob}`],
  ["applicants: Pending, page 1", `/web/common/candidateJob/get-all-jobs-applied-for-recruiter/1?jobId=${o.bigJob}&status=Pending`],
  ["applicants: by match score, page 1", `/web/common/candidateJob/get-all-jobs-applied-for-recruiter/1?jobId=${o.bigJob}&sort=score`],
];

try {
  const owners = new Map<number, Owner>();
  for (const n of SIZES) owners.set(n, await seedOwner(n));
  const results = new Map<string, Map<number, { p50: number; p95: number }>>();
  for (const n of SIZES) {
    for (const [name, path] of calls(owners.get(n)!)) {
      const r = await time(path, owners.get(n)!.token);
      if (!results.has(name)) results.set(name, new Map());
      results.get(name)!.set(n, r);
    }
  }
  console.log(`\nRecruiter workspace, ${ITERATIONS} sequential calls each through dispatch(), Postgres, ${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(1)}`);
  console.log(`${"call".padEnd(36)} ${"p50@100".padStart(8)} ${"p95@100".padStart(8)} ${"p50@10k".padStart(8)} ${"p95@10k".padStart(8)} ${"p95 ratio".padStart(9)}`);
  for (const [name, bySize] of results) {
    const small = bySize.get(SIZES[0]!)!;
    const large = bySize.get(SIZES[1]!)!;
    const f = (x: number) => x.toFixed(2).padStart(8);
    console.log(`${name.padEnd(36)} ${f(small.p50)} ${f(small.p95)} ${f(large.p50)} ${f(large.p95)} ${(large.p95 / small.p95).toFixed(2).padStart(9)}`);
  }
  console.log("targets: p95 ≤ 20 ms at 10,000, and ≤ 1.5× the time at 100");
} finally {
  await settleAfterResponse(); // work deferred past the answers (e.g. scoring) must not reopen the database after it closes
  await closeDb();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
}
