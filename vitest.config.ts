import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";
import { TEST_WORKERS } from "./tests/workers.ts";

/**
 * `vitest run` runs unit tests (beside the code) and integration tests (tests/).
 * The database comes from the process environment:
 *   TEST_DB=postgres → every worker gets its own copy of $TEST_DATABASE_URL, migrated
 *   once (tests/postgres-workers.ts; files in one worker share it, so tests use unique
 *   e-mails); otherwise every test file gets its own in-memory PGlite.
 * Outside services start switched off; a test file that needs one (SMTP, LinkedIn)
 * sets its settings with vi.stubEnv and imports lib modules afterwards.
 */
const usePostgres = process.env.TEST_DB === "postgres";
if (usePostgres && !process.env.TEST_DATABASE_URL) {
  throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test).");
}

const root = path.dirname(new URL(import.meta.url).pathname);
const TESTS = ["**/*.test.ts", "**/*.test.tsx"];
const EXCLUDE = ["e2e/**", "node_modules/**", ".next/**", ".data/**"];
/**
 * Files that cannot run on PGlite at all, so the PGlite run leaves them out rather
 * than pass an empty test: two server processes cannot share an embedded PGlite.
 */
const POSTGRES_ONLY = ["tests/integration/realtime-instances.test.ts", "tests/integration/open-jobs-index-late-commit.test.ts"];

export default defineConfig({
  resolve: {
    alias: [
      { find: /^server-only$/, replacement: path.join(root, "tests/stubs/server-only.ts") },
      { find: /^@\//, replacement: `${root}/` },
    ],
  },
  test: {
    exclude: EXCLUDE,
    environment: "node",
    // One file per core at a time (tests/workers.ts: vitest's own default leaves a core idle).
    maxWorkers: TEST_WORKERS,
    // PGlite: every file's database starts as a copy of one migrated here (tests/pglite-template.ts);
    // Postgres: one database per worker, copied from one migrated here (tests/postgres-workers.ts).
    globalSetup: ["tests/pglite-template.ts", "tests/postgres-workers.ts"],
    // Console output (e.g. the "[mail]" log lines) only for failing tests.
    silent: "passed-only",
    testTimeout: 30_000,
    hookTimeout: 120_000,
    env: {
      NODE_ENV: "test",
      AUTH_SECRET: "test-secret-not-for-production-0123456789",
      // 2^14 instead of 2^17: same code path, about 8× faster hashing.
      SCRYPT_LOG_N: "14",
      APP_URL: "http://localhost:3000",
      SKIP_DEMO_SEED: "1",
      SMTP_URL: "",
      LINKEDIN_CLIENT_ID: "",
      LINKEDIN_CLIENT_SECRET: "",
      // Files go to a scratch directory, never the developer's .data/uploads; S3 only where a test starts s3rver.
      UPLOAD_DIR: path.join(tmpdir(), "hiring-test-uploads"),
      S3_BUCKET: "",
      ...(usePostgres
        ? { DATABASE_URL: process.env.TEST_DATABASE_URL as string }
        : { DATABASE_URL: "", PGLITE_DIR: "memory://" }),
    },
    projects: [
      // Unit tests beside the code: no database unless a test asks for one.
      {
        extends: true,
        test: { name: "unit", include: TESTS, exclude: [...EXCLUDE, "tests/**"], setupFiles: ["tests/setup-worker-db.ts", "tests/setup.ts"] },
      },
      // Integration tests: the database is opened (and migrated) before each file.
      {
        extends: true,
        test: { name: "integration", include: ["tests/**/*.test.ts"], exclude: [...EXCLUDE, ...(usePostgres ? [] : POSTGRES_ONLY)], setupFiles: ["tests/setup-worker-db.ts", "tests/setup.ts", "tests/setup-db.ts"] },
      },
    ],
  },
});
