/**
 * Prints EXPLAIN (ANALYZE, BUFFERS) of the SQL searchOpenJobs really runs, for the
 * cases README "Measured → Speed" discusses. Usage (a database made for it):
 *   DATABASE_URL=postgres://…/scratch tsx scripts/bench/explain.ts [--seed 1000000] [--filters]
 */
import { sql } from "drizzle-orm";
import { getDb } from "../../db/client";
import { searchOpenJobs } from "../../lib/jobs/queries";
import { jobSearchSchema } from "../../lib/jobs/schemas";
import { captureWaves, explainCalls, explainPool } from "./capture";
import { day, filterCases } from "./filter-cases";
import { seedBenchJobs } from "./seed-jobs";

async function main() {
  const i = process.argv.indexOf("--seed");
  const db = await getDb();
  if (i > 0) {
    await seedBenchJobs(db, Number(process.argv[i + 1]));
    await db.execute(sql`VACUUM ANALYZE jobs`);
  }
  const cases: [string, Record<string, unknown>][] = process.argv.includes("--filters")
    ? filterCases("react", `updatedFrom=${day(-30)}&updatedTo=${day(0)}`).map(([name, query]) => [name, Object.fromEntries(new URLSearchParams(query))])
    : [
    ["text + last 30 days, page 1", { search: "react", updatedFrom: day(-30), updatedTo: day(0), page: 1 }],
    ["text + last 30 days, page 300 (past the ranked candidates)", { search: "react", updatedFrom: day(-30), updatedTo: day(0), page: 300 }],
    ["open list, page 5001 (OFFSET 50,000)", { page: 5001 }],
  ];
  const pool = explainPool();
  // Once, unexplained: the open-jobs index's first load is not a request's SQL.
  for (const [, query] of cases) await searchOpenJobs(jobSearchSchema.parse(query));
  for (const [name, query] of cases) {
    const t0 = performance.now();
    let answer!: Awaited<ReturnType<typeof searchOpenJobs>>;
    const waves = await captureWaves(async () => (answer = await searchOpenJobs(jobSearchSchema.parse(query))));
    const ms = performance.now() - t0;
    console.log(`\n=== ${name}: ${ms.toFixed(1)} ms warm, totalJobs ${answer.totalJobs} exact=${answer.totalJobsExact}`);
    await explainCalls(pool, waves, 160);
  }
  await pool.end();
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
