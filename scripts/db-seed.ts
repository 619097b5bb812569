/**
 * `npm run db:seed [-- --force]`: migrates, then loads the demo data into the
 * database of DATABASE_URL (or the embedded PGlite directory).
 * Safe by construction: it only inserts. Without --force it seeds only a
 * database with no users; with --force it adds the demo data next to existing
 * data, unless the demo accounts are already there.
 */
import { openDatabase } from "../db/client";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoDataPresent, seed, seedIfEmpty, type SeedSummary } from "../db/seed";
import { env } from "../lib/env";

async function main() {
  const force = process.argv.includes("--force");
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR, seed: false });
  const where = handle.kind === "postgres" ? "Postgres (DATABASE_URL)" : `embedded PGlite (${env.PGLITE_DIR})`;
  try {
    let summary: SeedSummary | null;
    if (force) {
      summary = (await demoDataPresent(handle.db)) ? null : await seed(handle.db);
    } else {
      summary = await seedIfEmpty(handle.db);
    }
    if (!summary) {
      console.log(
        force
          ? `Demo data is already present in ${where}; nothing changed.`
          : `${where} already has users; nothing changed. Use \`npm run db:seed -- --force\` to add the demo data next to them.`,
      );
      return;
    }
    console.log(
      `Seeded ${where}: ${summary.users} users, ${summary.jobs} jobs, ${summary.applications} applications, ${summary.assistantChats} assistant chats.\n` +
        `Demo sign-ins (password ${DEMO_PASSWORD}): ${Object.values(DEMO_ACCOUNTS).join(", ")}`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
