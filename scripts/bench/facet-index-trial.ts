/**
 * The trial behind docs/measurements.md, "Job lists and filters at 1M jobs" (the filters as words of one GIN index): on a kept
 * 1M-job bench database it adds, for the duration of the run only, an expression GIN index over
 * (search_vector, the filters and the day as tokens) and times two ways of asking it against the
 * app's own search for the same text and filters:
 * - sliced: one statement whose arms each ask for one block of days, newest first and doubling,
 *   each sorted, under UNION ALL and LIMIT 1001 (Postgres stops in the arm that completes the
 *   1,001 newest);
 * - probe: the index without the days, LIMIT 1002 unordered (complete when it returns ≤ 1,001).
 * Each with the typed words as prefixes (what the app matches) and as whole words. Nothing of it
 * is in the app; the index and its function are dropped at the end.
 * Usage: DATABASE_URL=postgres://…/bench_N npx tsx --conditions=react-server scripts/bench/facet-index-trial.ts
 */
import pg from "pg";
import { POSTGRES_SESSION_OPTIONS } from "../../db/client";
import { searchOpenJobs } from "../../lib/jobs/queries";
import { appMedians, median, tokenQuery as tsquery, TRIAL_CASES as CASES, TRIAL_RUNS as RUNS, typedWords as words } from "./filter-cases";

const K = 1001;
const LEVELS = 10;
const FACETS = "job_trial_facets(workplace, employment, level, location, updated_at)";

const SETUP = `
create or replace function job_trial_facets(workplace text, employment text, level text, location text, updated_at timestamptz)
returns tsvector language sql immutable parallel safe as $$
  select array_to_tsvector(array_remove(array['w:' || workplace, 'e:' || employment, 'l:' || level], null)
    || array(select 'p:' || w from unnest(tsvector_to_array(to_tsvector('simple'::regconfig, coalesce(location, '')))) w)
    || array(select 'd' || l || ':' || ((floor(extract(epoch from updated_at) / 86400)::int) >> l) from generate_series(0, ${LEVELS}) l))
$$;
create index job_trial_idx on jobs using gin (search_vector, ${FACETS}) where job_status = 'Open';
analyze jobs`;
const TEARDOWN = "drop index if exists job_trial_idx; drop function if exists job_trial_facets";

/** Newest first from today (UTC day number): blocks of 1, 1, 2, 4 … days, aligned so each is one token. */
function dayBlocks(span = 1500): string[] {
  const today = Math.floor(Date.now() / 86_400_000);
  const blocks: string[] = [];
  for (let end = today, k = 0; end > today - span; k++) {
    let level = 0;
    while (level < Math.min(k, LEVELS) && (end + 1) % 2 ** (level + 1) === 0) level++;
    blocks.push(`d${level}:${end >> level}`);
    end -= 2 ** level;
  }
  return blocks;
}

function where(text: string, prefix: boolean, tokens: string[]): string {
  const facets = tokens.length ? ` and ${FACETS} @@ '${tsquery(tokens).replace(/'/g, "''")}'::tsquery` : "";
  return `job_status = 'Open' and search_vector @@ to_tsquery('english', '${words(text, prefix)}')${facets}`;
}

function sliced(text: string, prefix: boolean, tokens: string[]): string {
  const arms = dayBlocks().map((b) => where(text, prefix, [...tokens, b]));
  const ctes = arms.map((w, i) => `a${i} as materialized (select id, updated_at from jobs where ${w})`);
  const union = arms.map((_, i) => `(select * from a${i} order by updated_at desc, id desc)`).join(" union all ");
  return `with ${ctes.join(", ")} select count(*)::int as n from (${union} limit ${K}) s`;
}

const probe = (text: string, prefix: boolean, tokens: string[]) =>
  `select count(*)::int as n from (select id, updated_at from jobs where ${where(text, prefix, tokens)} limit ${K + 1}) s`;

async function main() {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1, options: POSTGRES_SESSION_OPTIONS });
  const count = async (text: string) => ((await pool.query(text)).rows[0] as { n: number }).n;
  try {
    // The app first, before the trial index exists (the planner could pick it for the app's statements).
    const app = await appMedians(searchOpenJobs);
    const t0 = performance.now();
    await pool.query(SETUP);
    console.log(`index built in ${((performance.now() - t0) / 1000).toFixed(1)} s; ${dayBlocks().length} arms; median of ${RUNS} (ms, rows)`);
    console.log("app (searchOpenJobs) | sliced prefix | sliced whole | probe prefix | probe whole | text + filters");
    for (const [i, c] of CASES.entries()) {
      const cells = [app[i]!];
      for (const make of [sliced, probe]) for (const prefix of [true, false]) cells.push(await median(() => count(make(c.text, prefix, c.tokens))));
      console.log(`${cells.map((x) => `${x.ms.toFixed(1)} (${x.n})`).join(" | ")} | "${c.text}" ${c.query || "-"}`);
    }
  } finally {
    await pool.query(TEARDOWN);
    await pool.end();
  }
  process.exit(0);
}

void main();
