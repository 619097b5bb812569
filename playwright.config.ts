import fs from "node:fs";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { BASE_URL, PORT, SERVER_LOG } from "./e2e/support/paths";

/**
 * e2e against a production build: `scripts/test.sh` runs `npm run build` once and
 * this config only starts the production server (server.ts → dist/server.mjs).
 * Run everything with `npm run test:e2e`.
 *
 * The server's output goes to e2e/.server.log: tests read one-time codes and
 * reset links from its `[mail] {json}` lines. They never open the database
 * themselves — an embedded PGlite directory may be owned by one process only.
 */
function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium"].filter((p): p is string => Boolean(p));
  const found = candidates.find((p) => fs.existsSync(p));
  if (!found) {
    throw new Error(
      `No Chromium found (looked at ${candidates.join(", ")}). Install Debian's chromium ` +
        "(apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium/Chrome binary.",
    );
  }
  return found;
}

/**
 * The e2e server gets its own fresh database: scripts/test.sh creates and seeds a
 * Postgres database (E2E_DATABASE_URL) when one is configured, otherwise the
 * server seeds a new PGlite directory on first start. A fixed name per run is
 * passed in E2E_PGLITE_DIR so workers (which re-read this file) agree.
 */
function databaseEnv(): Record<string, string> {
  if (process.env.E2E_DATABASE_URL) return { DATABASE_URL: process.env.E2E_DATABASE_URL };
  const dir = process.env.E2E_PGLITE_DIR ?? path.join(".data", `e2e-${Date.now()}`);
  // An empty DATABASE_URL means "unset" to lib/env.ts, so a developer's own setting is not used.
  return { DATABASE_URL: "", PGLITE_DIR: dir, SKIP_DEMO_SEED: "0" };
}

export default defineConfig({
  testDir: "./e2e",
  outputDir: "./test-results",
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // No retries: a test that needs one is a bug to fix, not to hide.
  retries: 0,
  // 2 cores: one worker per core; the server and scrypt (128 MiB, ~0.4 s per hash) share them.
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: BASE_URL,
    browserName: "chromium",
    headless: true,
    // A trace records every action of every test and keeps only a failed one's. CI's output is text, which
    // no trace reaches, and recording cost about a tenth of the e2e time (2026-11-30: 38 tests, 135 → 124 s
    // wall, 77 → 63 s CPU): CI keeps the failure's screenshot and error context; E2E_TRACE=1 records there too.
    trace: process.env.CI && !process.env.E2E_TRACE ? "off" : "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromiumPath(),
      // Closed network here: without these Chromium keeps trying to reach Google's hosts.
      args: [
        "--no-sandbox",
        "--disable-dev-shm-usage",
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    { name: "setup", testMatch: /.*\.setup\.ts/ },
    { name: "chromium", testMatch: /.*\.spec\.ts/, dependencies: ["setup"] },
  ],
  webServer: {
    // Written to a file (truncated per run) because specs read mail from it.
    command: `node dist/server.mjs > ${SERVER_LOG} 2>&1`,
    // Ready = the database is open, migrated and (PGlite) seeded: a public list that
    // reads it, so no test pays the cold start (~15 s on first open) inside its timeouts.
    url: `${BASE_URL}/api/web/common/job/getopenjobs?page=1`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
    env: {
      NODE_ENV: "production",
      PORT: String(PORT),
      NEXT_TELEMETRY_DISABLED: "1",
      AUTH_SECRET: "e2e-only-secret-0f9c2b7a4d1e8f3a6b5c0d9e2f1a7b4c",
      APP_URL: BASE_URL,
      // Real-service settings stay off: e2e covers the embedded defaults.
      SMTP_URL: "",
      LINKEDIN_CLIENT_ID: "",
      LINKEDIN_CLIENT_SECRET: "",
      // Every spec signs accounts up from 127.0.0.1: more codes in an hour than one office would ask for
      // (the per-client limit itself is tested in tests/integration/auth-abuse.test.ts at its default).
      CLIENT_CODES_PER_HOUR: "1000",
      // SCRYPT_LOG_N is left at its production default (17): the suite hashes few passwords.
      ...databaseEnv(),
    },
  },
});
