/**
 * What parsing and planning cost the companies search (g1 of `npm run bench -- --only directories`), at the
 * size of the database it is pointed at: the ranked statement timed on one connection as the app sends it
 * (unnamed, with parameters: parsed and planned on every call), prepared under a name and planned per call
 * (`plan_cache_mode = force_custom_plan`), and with its values written in, prepared once (its plan kept).
 * Seven rounds of 400 calls after 50 unmeasured; prints each round's mean and the median round's.
 * Usage: DATABASE_URL=postgres://…/bench_dir_… npx tsx --conditions=react-server scripts/bench/plan-cost.ts
 * (README "Directories at 100,000"; docs/measurements.md has the runs.)
 */
import pg from "pg";
import { POSTGRES_SESSION_OPTIONS } from "../../db/client";
import { searchCompanies } from "../../lib/directories/companies";
import { companiesFilterSchema } from "../../lib/directories/schemas";
import { captureWaves, statementOf } from "./capture";
import { COMPANY_SEARCH } from "./directory-searches";

const ROUNDS = 7;
const CALLS = 400;

async function meanMs(call: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 50; i++) await call();
  const start = process.hrtime.bigint();
  for (let i = 0; i < CALLS; i++) await call();
  return Number(process.hrtime.bigint() - start) / 1e6 / CALLS;
}

async function main() {
  const waves = await captureWaves(() => searchCompanies(companiesFilterSchema.parse({ ...COMPANY_SEARCH, page: 1 })));
  const [ranked] = waves.flat();
  if (!ranked) throw new Error("the search ran no statement");
  const { text, values = [] } = statementOf(ranked);
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL, options: POSTGRES_SESSION_OPTIONS });
  // The values written in as pg would quote them (pg's escapeLiteral), numbers as they are.
  const literal = (v: unknown) => (v === null || v === undefined ? "null" : typeof v === "number" ? String(v) : client.escapeLiteral(String(v)));
  const written = text.replace(/\$(\d+)/g, (_, i: string) => literal(values[Number(i) - 1]));
  await client.connect();
  await client.query("set plan_cache_mode = force_custom_plan");
  const variants: Record<string, () => Promise<unknown>> = {
    "unnamed, parameters (the app)": () => client.query(text, values),
    "named, planned per call": () => client.query({ name: "g1_custom", text, values }),
    "named, values written in, plan kept": () => client.query({ name: "g1_kept", text: written }),
  };
  const means: Record<string, number[]> = {};
  for (let round = 0; round < ROUNDS; round++) for (const [name, call] of Object.entries(variants)) (means[name] ??= []).push(await meanMs(call));
  for (const [name, m] of Object.entries(means)) {
    const median = [...m].sort((a, b) => a - b)[Math.floor(ROUNDS / 2)] ?? 0;
    console.log(`${name}: ${median.toFixed(3)} ms (rounds ${m.map((x) => x.toFixed(3)).join(", ")})`);
  }
  await client.end();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
