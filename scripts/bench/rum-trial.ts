/**
 * The second trial behind docs/measurements.md, "Job lists and filters at 1M jobs": an index that returns matches newest first.
 * On a kept 1M-job bench database with the `rum` extension available (Debian: postgresql-15-rum;
 * the app does not use it, and the embedded database has no such extension) it copies the Open
 * jobs' id, updated_at and search vector plus the filters as index words (w:, e:, l:, p:<word of
 * the location>) into a scratch table, builds a RUM index on it whose postings are ordered by
 * updated_at (`order_by_attach`), and times `… @@ query ORDER BY updated_at <=| bound LIMIT 1001`
 * with the typed words as prefixes (what the app matches) and as whole words, against the app's own
 * search. Each answer is checked against the same query without the index (the extension has a
 * reported wrong-order bug with attached ordering, postgrespro/rum#79). The table, and the extension
 * if this script created it, are dropped at the end.
 * Usage: DATABASE_URL=postgres://…/bench_N npx tsx --conditions=react-server scripts/bench/rum-trial.ts
 */
import pg from "pg";
import { POSTGRES_SESSION_OPTIONS } from "../../db/client";
import { searchOpenJobs } from "../../lib/jobs/queries";
import { appMedians, median, TRIAL_CASES, tokenQuery, typedWords } from "./filter-cases";

const K = 1001;
const BOUND = "'2100-01-01'::timestamptz";

const SETUP = `
create table job_rum_trial as
select id, updated_at, search_vector || array_to_tsvector(
    array_remove(array['w:' || workplace, 'e:' || employment, 'l:' || level], null)
    || array(select 'p:' || w from unnest(tsvector_to_array(to_tsvector('simple'::regconfig, coalesce(location, '')))) w)) as v
from jobs where job_status = 'Open';
create index job_rum_trial_idx on job_rum_trial using rum (v rum_tsvector_addon_ops, updated_at)
  with (attach = 'updated_at', to = 'v', order_by_attach = true);
analyze job_rum_trial`;

const query = (text: string, prefix: boolean, tokens: string[]) =>
  `v @@ (to_tsquery('english', '${typedWords(text, prefix)}')${tokens.length ? ` && '${tokenQuery(tokens).replace(/'/g, "''")}'::tsquery` : ""})`;
const newest = (where: string) => `select id from job_rum_trial where ${where} order by updated_at <=| ${BOUND} limit ${K}`;

async function main() {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1, options: POSTGRES_SESSION_OPTIONS });
  const available = await pool.query("select installed_version from pg_available_extensions where name = 'rum'");
  if (!available.rowCount) {
    console.error("The rum extension is not installed on this server (Debian: apt-get install postgresql-15-rum).");
    process.exit(1);
  }
  const created = !available.rows[0].installed_version;
  const ids = async (sql: string) => (await pool.query(sql)).rows.map((r: { id: number }) => r.id).join(",");
  try {
    const app = await appMedians(searchOpenJobs);
    if (created) await pool.query("create extension rum");
    const t0 = performance.now();
    await pool.query(SETUP);
    const size = (await pool.query("select pg_size_pretty(pg_relation_size('job_rum_trial_idx')) as s")).rows[0].s;
    console.log(`RUM index built in ${((performance.now() - t0) / 1000).toFixed(1)} s, ${size}; median of 7 (ms, rows); "same" = the index's answer equals the scan's`);
    console.log("app (searchOpenJobs) | RUM prefix | RUM whole words | text + filters");
    for (const [i, c] of TRIAL_CASES.entries()) {
      const cells = [`${app[i]!.ms.toFixed(1)} (${app[i]!.n})`];
      for (const prefix of [true, false]) {
        const sql = newest(query(c.text, prefix, c.tokens));
        const m = await median(async () => (await pool.query(`select count(*)::int as n from (${sql}) s`)).rows[0].n);
        const viaIndex = await ids(sql);
        await pool.query("set enable_indexscan = off; set enable_bitmapscan = off");
        const viaScan = await ids(`select id from job_rum_trial where ${query(c.text, prefix, c.tokens)} order by updated_at desc limit ${K}`);
        await pool.query("reset enable_indexscan; reset enable_bitmapscan");
        cells.push(`${m.ms.toFixed(1)} (${m.n}, ${viaIndex === viaScan ? "same" : "DIFFERENT"})`);
      }
      console.log(`${cells.join(" | ")} | "${c.text}" ${c.query || "-"}`);
    }
  } finally {
    await pool.query("drop table if exists job_rum_trial");
    if (created) await pool.query("drop extension if exists rum");
    await pool.end();
  }
  process.exit(0);
}

void main();
