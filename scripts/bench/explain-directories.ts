/**
 * EXPLAIN (ANALYZE, BUFFERS) of the SQL the directory searches really run (captured
 * from the use cases), for README "Measured → Directories". Run by directories.ts, or:
 *   DATABASE_URL=postgres://…/bench_dir_… npx tsx --conditions=react-server scripts/bench/explain-directories.ts [companyDeepPage] [recruiterDeepPage]
 */
import { searchCompanies } from "../../lib/directories/companies";
import { recruitersPage } from "../../lib/directories/recruiters";
import { companiesFilterSchema, recruitersFilterSchema } from "../../lib/directories/schemas";
import { captureWaves, explainCalls, explainPool } from "./capture";
import { COMPANY_SEARCH, RECRUITER_SEARCH } from "./directory-searches";

async function main() {
  const [companyDeep = "1", recruiterDeep = "1"] = process.argv.slice(2);
  const cases: [string, () => Promise<unknown>][] = [
    ["companies text + size, page 1", () => searchCompanies(companiesFilterSchema.parse({ ...COMPANY_SEARCH, page: 1 }))],
    [`companies text + size, page ${companyDeep}`, () => searchCompanies(companiesFilterSchema.parse({ ...COMPANY_SEARCH, page: companyDeep }))],
    ["companies A–Z, page 1000", () => searchCompanies(companiesFilterSchema.parse({ page: 1000 }))],
    ["recruiters text + placements, page 1", () => recruitersPage(recruitersFilterSchema.parse({ ...RECRUITER_SEARCH, page: 1 }))],
    [`recruiters text + placements, page ${recruiterDeep}`, () => recruitersPage(recruitersFilterSchema.parse({ ...RECRUITER_SEARCH, page: recruiterDeep }))],
  ];
  const pool = explainPool();
  for (const [name, run] of cases) {
    const waves = await captureWaves(run);
    console.log(`\n=== ${name}`);
    await explainCalls(pool, waves);
  }
  await pool.end();
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
