/**
 * `npm run db:migrate`: applies the committed migrations to the database of
 * DATABASE_URL, or to the embedded PGlite directory when it is unset.
 */
import { openDatabase } from "../db/client";
import { env } from "../lib/env";

async function main() {
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR, seed: false });
  try {
    console.log(`Migrations applied (${handle.kind === "postgres" ? "Postgres from DATABASE_URL" : `embedded PGlite in ${env.PGLITE_DIR}`}).`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
