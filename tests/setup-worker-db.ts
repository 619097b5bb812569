import { workerDatabaseUrl } from "./workers";

// Postgres: this worker's own database (tests/postgres-workers.ts), set before anything
// reads the environment (lib/env.ts reads it at import), so the app's pool and the tests
// that start servers of their own (TEST_DATABASE_URL) both use it.
const base = process.env.TEST_WORKER_DATABASES;
if (base && process.env.TEST_DB === "postgres") {
  const url = workerDatabaseUrl(base, process.env.VITEST_POOL_ID ?? "1");
  process.env.DATABASE_URL = url;
  process.env.TEST_DATABASE_URL = url;
}
