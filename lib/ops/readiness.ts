import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { openJobsIndexState } from "@/lib/jobs/open-index/feed";
import { isShuttingDown } from "@/lib/server/shutdown";
import { noteDatabaseOutcome } from "./db-state";

/**
 * Readiness for a load balancer, cheap enough to poll every second: one small
 * query (the count of applied migrations, which also proves the database
 * answers) against the migrations this build ships. A server that is shutting
 * down is not ready, so traffic drains away from it; nor is one still loading its
 * open-jobs index (lib/jobs/open-index, seconds at a million jobs), so no search
 * waits for the load.
 */
export type Readiness = {
  ready: boolean;
  database: "up" | "down";
  migrations: "applied" | "pending" | "unknown";
  searchIndex: "loaded" | "loading" | "cold";
  shuttingDown: boolean;
};

/** A probe must answer quickly even when the database hangs. */
const PROBE_TIMEOUT_MS = 2_000;

let shipped: number | undefined;
function shippedMigrations(): number {
  const journal = path.join(process.cwd(), "db", "migrations", "meta", "_journal.json");
  shipped ??= (JSON.parse(fs.readFileSync(journal, "utf8")) as { entries: unknown[] }).entries.length;
  return shipped;
}

export async function readiness(): Promise<Readiness> {
  const shuttingDown = isShuttingDown();
  try {
    const applied = await withTimeout(appliedMigrations(), PROBE_TIMEOUT_MS);
    noteDatabaseOutcome(undefined);
    const migrations = applied >= shippedMigrations() ? "applied" : "pending";
    const searchIndex = await openJobsIndexState();
    return { ready: !shuttingDown && migrations === "applied" && searchIndex !== "loading", database: "up", migrations, searchIndex, shuttingDown };
  } catch (error) {
    noteDatabaseOutcome(error);
    return { ready: false, database: "down", migrations: "unknown", searchIndex: "cold", shuttingDown };
  }
}

async function appliedMigrations(): Promise<number> {
  const db = await getDb();
  const result = (await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The database did not answer within ${ms} ms.`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
