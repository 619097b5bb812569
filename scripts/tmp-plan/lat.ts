import pg from "pg";
import { readFileSync } from "node:fs";
import { POSTGRES_SESSION_OPTIONS } from "../../db/client";
import { searchCompanies } from "../../lib/directories/companies";
import { companiesFilterSchema } from "../../lib/directories/schemas";
import { captureWaves, statementOf } from "../bench/capture";
import { COMPANY_SEARCH } from "../bench/directory-searches";
async function main() {
  const waves = await captureWaves(() => searchCompanies(companiesFilterSchema.parse({ ...COMPANY_SEARCH, page: 1 })));
  const { text, values } = statementOf(waves.flat()[0]);
  const literal = readFileSync("/tmp/g1-literal.sql", "utf8");
  const c = new pg.Client({ connectionString: process.env.DATABASE_URL, options: POSTGRES_SESSION_OPTIONS });
  await c.connect();

  const runs = {
    unnamed: () => c.query(text, values),
    namedLiteral: () => c.query({ name: "lit", text: literal }),
    unnamedLiteral: () => c.query(literal),
    namedCustom: () => c.query({ name: "par", text, values }),
  };
  const res: Record<string, number[]> = {};
  for (let round = 0; round < 6; round++)
    for (const [k, f] of Object.entries(runs)) {
      for (let i = 0; i < 50; i++) await f();
      const t0 = process.hrtime.bigint();
      const n = 400;
      for (let i = 0; i < n; i++) await f();
      (res[k] ??= []).push(Number(process.hrtime.bigint() - t0) / 1e6 / n);
    }
  for (const [k, v] of Object.entries(res)) { v.sort((a, b) => a - b); console.log(k, "median of 6 means", v[3].toFixed(3), "ms", v.map((x) => x.toFixed(3)).join(" ")); }
  await c.end();
  process.exit(0);
}
main();
