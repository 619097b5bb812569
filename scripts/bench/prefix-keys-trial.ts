/**
 * Trial (docs/measurements.md, "Job lists and filters at 1M jobs"): every prefix of every word of the search vector, and the
 * filters (workplace, employment, level, each word of the location and its prefixes), as whole
 * words of one GIN index on a side table of the Open jobs (id, updated_at, salary, keys), so the
 * index itself intersects text and filters, prefixes included. Times, for text × filter
 * combinations of the sweep (filter-sweep.ts), the app's search today and the newest
 * RANK_CANDIDATES + 1 matches (or a deep page's) through the side table; the date window and the
 * salary are tested on its rows. Nothing of it is in the app; the table is dropped at the end.
 * Usage: DATABASE_URL=postgres://…/bench_N npx tsx --conditions=react-server scripts/bench/prefix-keys-trial.ts
 */
import pg from "pg";
import { POSTGRES_SESSION_OPTIONS } from "../../db/client";
import { searchOpenJobs } from "../../lib/jobs/queries";
import { day, jobQuery, timeCalls } from "./filter-cases";

const SETUP = `
drop table if exists trial_keys;
create or replace function trial_prefixes(words text[], tag text) returns text[] language sql immutable parallel safe as $$
  select coalesce(array_agg(distinct tag || left(w, n)), '{}') from unnest(words) w, generate_series(1, length(w)) n
$$;
create table trial_keys as
  select id, updated_at, salary_currency, salary_max_yearly,
    array_to_tsvector(trial_prefixes(tsvector_to_array(search_vector), '')
      || array_remove(array['w:' || workplace, 'e:' || employment, 'l:' || level], null)
      || trial_prefixes(tsvector_to_array(to_tsvector('simple', coalesce(location_key, ''))), 'p:')) as keys
  from jobs where job_status = 'Open';
alter table trial_keys add primary key (id);
create index trial_keys_idx on trial_keys using gin (keys)`;

const TEXTS = ["react", "kubernetes", "senior engineer", "xqzvy", "data"];
const FILTERS: [string, string[], string][] = [
  ["", [], ""],
  ["workplace=remote", ["w:remote"], ""],
  ["workplace=onsite&level=lead", ["w:onsite", "l:lead"], ""],
  ["employment=internship&level=lead", ["e:internship", "l:lead"], ""],
  ["location=paris", ["p:paris"], ""],
  ["workplace=remote&location=paris", ["w:remote", "p:paris"], ""],
  ["minSalary=200000&currency=EUR", [], "salary_currency = 'EUR' and salary_max_yearly >= 200000"],
  [
    "workplace=hybrid&employment=contract&level=senior&location=paris&minSalary=100000&currency=EUR",
    ["w:hybrid", "e:contract", "l:senior", "p:paris"],
    "salary_currency = 'EUR' and salary_max_yearly >= 100000",
  ],
  [`updatedFrom=${day(-30)}&updatedTo=${day(0)}`, [], `updated_at >= '${day(-30)}'`],
  [`updatedFrom=${day(-3)}&updatedTo=${day(0)}&location=berlin`, ["p:berlin"], `updated_at >= '${day(-3)}'`],
  ["sort=newest&page=150&level=junior", ["l:junior"], ""],
];
const CALLS = 12;

async function main() {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1, options: POSTGRES_SESSION_OPTIONS });
  const t0 = performance.now();
  await pool.query(SETUP);
  await pool.query("vacuum analyze trial_keys");
  const size = await pool.query("select pg_size_pretty(pg_relation_size('trial_keys')) t, pg_size_pretty(pg_total_relation_size('trial_keys')) total, pg_size_pretty(pg_relation_size('trial_keys_idx')) idx");
  console.log(`built in ${((performance.now() - t0) / 1000).toFixed(1)} s`, size.rows[0]);
  console.log("app ms (total) | keys ms (rows) | text | filters");
  try {
    for (const text of TEXTS) {
      for (const [filters, tokens, recheck] of FILTERS) {
        const q = jobQuery(`search=${encodeURIComponent(text)}&${filters}`);
        const app = await timeCalls(CALLS, () => searchOpenJobs(q));
        const need = Math.max(1001, (q.page - 1) * 10 + 10);
        const facet = tokens.map((t) => `''${t}''`).join(" & ");
        const sql = `select count(*)::int n from (select id from trial_keys where keys @@ (to_tsquery('english', $1)${facet ? ` && '${facet}'::tsquery` : ""})${recheck ? ` and ${recheck}` : ""} order by updated_at desc, id desc limit ${need}) s`;
        const keys = await timeCalls(CALLS, async () => ((await pool.query(sql, [text.split(" ").join(" & ")])).rows[0] as { n: number }).n);
        console.log(`${app.times[CALLS - 2]!.toFixed(1).padStart(7)} (${app.last.totalJobs}) | ${keys.times[CALLS - 2]!.toFixed(1).padStart(7)} (${keys.last}) | ${text} | ${filters || "-"}`);
      }
    }
  } finally {
    await pool.query("drop table if exists trial_keys; drop function if exists trial_prefixes");
    await pool.end();
  }
  process.exit(0);
}

void main();
