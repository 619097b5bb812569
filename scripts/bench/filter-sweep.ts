/**
 * "Any combination" of the job seekers' filters, in-process: searchOpenJobs (the use case
 * the API calls, no HTTP) for every text × filter set below on a kept 1M-job bench database,
 * after one warm-up call of each, 12 calls each; prints the 11th fastest of each, slowest first,
 * and how many exceed 20 ms.
 * The HTTP bench (`npm run bench -- --only filters`) times a chosen few of these end to end.
 * Usage: DATABASE_URL=postgres://…/bench_N npx tsx --conditions=react-server scripts/bench/filter-sweep.ts
 */
import { searchOpenJobs } from "../../lib/jobs/queries";
import { day, jobQuery, timeCalls } from "./filter-cases";

// Common, rare, two-word, no-such-word and misspelt texts (the seeded titles and skills: seed-jobs.ts).
const TEXTS = ["", "react", "kubernetes", "senior engineer", "xqzvy", "kubernetis", "data"];
const FILTERS = [
  "",
  "workplace=remote",
  "workplace=onsite&level=lead",
  "employment=internship&level=lead",
  "location=paris",
  "workplace=remote&location=paris",
  "minSalary=200000&currency=EUR",
  "workplace=hybrid&employment=contract&level=senior&location=paris&minSalary=100000&currency=EUR",
  `updatedFrom=${day(-30)}&updatedTo=${day(0)}`,
  `updatedFrom=${day(-3)}&updatedTo=${day(0)}&location=berlin`,
  "sort=newest",
  "page=99",
  "sort=newest&page=150&level=junior",
];
const CALLS = 12;

async function main() {
  // One call of each first: the process's first searches load the index and compile the walk and the rank.
  for (const text of TEXTS) for (const filters of FILTERS) await searchOpenJobs(jobQuery((text ? `search=${encodeURIComponent(text)}&` : "") + filters));
  const rows: { ms: number; name: string; total: number }[] = [];
  for (const text of TEXTS) {
    for (const filters of FILTERS) {
      const query = jobQuery((text ? `search=${encodeURIComponent(text)}&` : "") + filters);
      const { times, last } = await timeCalls(CALLS, () => searchOpenJobs(query));
      rows.push({ ms: times[CALLS - 2]!, name: `${text || "-"} | ${filters || "-"}`, total: last.totalJobs });
    }
  }
  rows.sort((a, b) => b.ms - a.ms);
  console.log("ms (11th of 12)  totalJobs  text | filters");
  for (const r of rows) console.log(`${r.ms.toFixed(1).padStart(8)}  ${String(r.total).padStart(9)}  ${r.name}`);
  console.log(`\n${rows.filter((r) => r.ms > 20).length} of ${rows.length} combinations over 20 ms; the slowest ${rows[0]!.ms.toFixed(1)} ms`);
  process.exit(0);
}

void main();
