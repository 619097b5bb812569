/**
 * The job seekers' filters (lib/jobs/facets.ts), alone and combined: what
 * `npm run bench -- --only filters` times and `scripts/bench/explain.ts --filters`
 * explains. Query strings for searchjobsfilter. In the seeded jobs (seed-jobs.ts) titles,
 * skills, places and workplaces follow the row number, so some words never meet some
 * filters: f10–f13 are those combinations.
 */
import { jobSearchSchema, type JobSearch } from "../../lib/jobs/schemas";

/** The date `offset` days from today (UTC), as the filters' updatedFrom / updatedTo take it. */
export const day = (offset: number): string => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A searchjobsfilter query string as the use case (searchOpenJobs) takes it. */
export const jobQuery = (queryString: string): JobSearch => jobSearchSchema.parse(Object.fromEntries(new URLSearchParams(queryString)));

/** Calls `run` `calls` times in a row (in-process benches): the times in ms, fastest first, and the last answer. */
export async function timeCalls<T>(calls: number, run: () => Promise<T>): Promise<{ times: number[]; last: T }> {
  const times: number[] = [];
  let last!: T;
  for (let i = 0; i < calls; i++) {
    const t0 = performance.now();
    last = await run();
    times.push(performance.now() - t0);
  }
  return { times: times.sort((a, b) => a - b), last };
}

/** The index trials (facet-index-trial.ts, rum-trial.ts): the typed words, the app's filters, the same filters as index words. */
export const TRIAL_CASES: { text: string; query: string; tokens: string[] }[] = [
  { text: "react", query: "workplace=remote&location=paris", tokens: ["w:remote", "p:paris"] },
  { text: "data", query: "location=paris", tokens: ["p:paris"] },
  { text: "senior engineer", query: "workplace=remote", tokens: ["w:remote"] },
  { text: "kubernetes", query: "workplace=remote&location=paris", tokens: ["w:remote", "p:paris"] },
  { text: "react", query: "workplace=remote", tokens: ["w:remote"] },
  { text: "react", query: "", tokens: [] },
];
export const TRIAL_RUNS = 7;

/** Index words joined by "and", as to_tsquery text. */
export const tokenQuery = (tokens: string[]) => tokens.map((t) => `'${t}'`).join(" & ");
/** The typed words for to_tsquery('english', …): as prefixes (what the app matches) or whole. */
export const typedWords = (text: string, prefix: boolean) => text.split(" ").map((w) => (prefix ? `${w}:*` : w)).join(" & ");

/** The median of TRIAL_RUNS calls of `run` (ms) and the count it answered. */
export async function median(run: () => Promise<number>): Promise<{ ms: number; n: number }> {
  const { times, last } = await timeCalls(TRIAL_RUNS, run);
  return { ms: times[TRIAL_RUNS >> 1]!, n: last };
}

/** The app's own search (searchOpenJobs, passed in) for each trial case: median ms and totalJobs. */
export async function appMedians(search: (q: JobSearch) => Promise<{ totalJobs: number }>): Promise<{ ms: number; n: number }[]> {
  const out = [];
  for (const c of TRIAL_CASES) {
    const q = jobQuery(`search=${encodeURIComponent(c.text)}&${c.query}`);
    out.push(await median(async () => (await search(q)).totalJobs));
  }
  return out;
}

export function filterCases(search: string, window: string): [name: string, query: string][] {
  return [
    ["(f1) workplace=remote", "workplace=remote"],
    ["(f2) level=lead & employment=internship", "level=lead&employment=internship"],
    ["(f3) location=toronto", "location=toronto"],
    ["(f4) minSalary=110000 EUR", "minSalary=110000&currency=EUR"],
    ["(f5) all facets + location + salary", "workplace=hybrid&employment=contract&level=senior&location=paris&minSalary=100000&currency=EUR"],
    [`(f6) "${search}" + remote + 30 days`, `search=${search}&workplace=remote&${window}`],
    [`(f7) "${search}" newest + senior`, `search=${search}&sort=newest&level=senior`],
    ["(f8) onsite, page 500", "workplace=onsite&page=500"],
    ["(f9) remote & location=paris", "workplace=remote&location=paris"],
    // Text and filters that are each common but rare or never together: the walk newest first
    // finds too few matches to stop early, and the indexes' intersection is large on both sides.
    [`(f10) "${search}" + remote + location=paris`, `search=${search}&workplace=remote&location=paris`],
    ['(f11) no match: "data" + location=paris', "search=data&location=paris"],
    // No match until migration 0027 put each job's level into its vector: the seed's "Senior" jobs now match.
    ['(f12) "senior engineer" + remote', "search=senior%20engineer&workplace=remote"],
    // A typo with a filter: corrected against the vocabulary (lib/jobs/typos.ts), then searched exactly.
    ['(f13) typo "kubernetis" + remote + location=paris', "search=kubernetis&workplace=remote&location=paris"],
  ];
}
