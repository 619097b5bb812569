import { writeFileSync } from "node:fs";
import { searchCompanies } from "../../lib/directories/companies";
import { companiesFilterSchema } from "../../lib/directories/schemas";
import { captureWaves, statementOf } from "../bench/capture";
import { COMPANY_SEARCH } from "../bench/directory-searches";
async function main() {
  const waves = await captureWaves(() => searchCompanies(companiesFilterSchema.parse({ ...COMPANY_SEARCH, page: 1 })));
  const { text, values } = statementOf(waves.flat()[0]);
  const lit = (v: unknown) => (v === null || v === undefined ? "null" : typeof v === "number" ? String(v) : `'${String(v).replace(/'/g, "''")}'`);
  const literal = text.replace(/\$(\d+)/g, (_, i) => lit(values![Number(i) - 1]));
  writeFileSync("/tmp/g1-literal.sql", literal.replace(/\s+/g, " ") + ";\n");
  const sets = values!.map((v, i) => `\\set p${i + 1} ${lit(v)}`).join("\n");
  writeFileSync("/tmp/g1-param.sql", text.replace(/\s+/g, " ").replace(/\$(\d+)/g, (_, i) => `:p${i}`) + ";\n");
  console.log(values);
  process.exit(0);
}
main();
