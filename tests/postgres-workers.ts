import pg from "pg";
import { TEST_WORKERS, workerDatabaseUrl } from "./workers";

/**
 * Vitest's global setup for a Postgres run: one database per worker. The run's
 * database (TEST_DATABASE_URL) is migrated once here and copied (CREATE DATABASE …
 * TEMPLATE) into `<name>_w1` … `<name>_wN`; tests/setup-worker-db.ts points each
 * worker at its own. Files running at the same time then never see each other's rows,
 * counts or notifications, as on PGlite. The copies are dropped after the run.
 */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  // Vitest runs a global setup once for the root config and once for each project that extends it:
  // the first call makes the databases, the others find them.
  if (process.env.TEST_DB !== "postgres" || process.env.TEST_WORKER_DATABASES) return undefined;
  const base = process.env.TEST_DATABASE_URL as string;
  const { openDatabase } = await import("@/db/client");
  await (await openDatabase({ databaseUrl: base, pgliteDir: "", seed: false })).close();

  const template = quoted(new URL(base).pathname.slice(1));
  const names = Array.from({ length: TEST_WORKERS }, (_, i) => quoted(new URL(workerDatabaseUrl(base, i + 1)).pathname.slice(1)));
  // CREATE DATABASE … TEMPLATE needs the template free of sessions: these statements run from the server's own database.
  const admin = new URL(base);
  admin.pathname = "/postgres";
  const run = async (statements: string[]) => {
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    try {
      for (const statement of statements) await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const drops = names.map((name) => `drop database if exists ${name} with (force)`);
  await run([...drops, ...names.map((name) => `create database ${name} template ${template}`)]);
  // Read by the workers, which start after this and inherit the environment.
  process.env.TEST_WORKER_DATABASES = base;
  return () => run(drops);
}

function quoted(name: string): string {
  return `"${decodeURIComponent(name).replaceAll('"', '""')}"`;
}
