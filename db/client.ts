import { readFile } from "node:fs/promises";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { env } from "@/lib/env";
import { getLogger } from "@/lib/log/logger";
import { noteDatabaseDown, noteDatabaseOutcome } from "@/lib/ops/db-state";
import * as schema from "./schema";
import { acquireDirectoryLock } from "./lock";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle inside `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Settings of every Postgres connection. The planner's cost of a random page read as on
 * SSDs or a cached database (Postgres' default, 4, is for spinning disks): with 4 it walks
 * all Open jobs newest first and tests a filter on each row rather than walking that
 * filter's own index ("react" + senior at 1M jobs read 22k rows in 35 ms instead of 5.7k
 * in 11 ms, docs/measurements.md, "Job lists and filters at 1M jobs"). And memory for a query's bitmaps and sorts
 * (Postgres' default, 4 MB, is for hundreds of connections; the pool holds PG_POOL_MAX, 10):
 * a text search's prefix ("data":*) collects every job holding a word that begins so into
 * one bitmap, which past 4 MB keeps pages instead of rows, and every row of those pages was
 * then read and tested again ("data" + Paris at 1M jobs: 28,650 rows, 126 → 56 ms).
 */
export const POSTGRES_SESSION_OPTIONS = "-c random_page_cost=1.1 -c work_mem=16MB";

/** TypeScript's camelCase names are snake_case in the database (db/schema.ts); statements compiled by hand use the same (db/compiled.ts). */
export const CASING = "snake_case";

type Handle = {
  db: Db;
  close: () => Promise<void>;
  kind: "pglite" | "postgres";
  /** PGlite only: a consistent copy of the data directory (gzipped tar), taken between transactions. */
  /** `during` runs inside the copy's transaction, while no write can commit (the uploads are frozen there). */
  dump?: (during?: () => void) => Promise<Blob>;
};

const MIGRATIONS = path.join(process.cwd(), "db", "migrations");

/**
 * One handle per process, kept on globalThis so that every bundle that imports
 * this module (route handlers, pages, proxy) shares the same connection and, for
 * PGlite, the same owner of the data directory.
 */
const globalForDb = globalThis as unknown as { __dbHandle?: Promise<Handle>; __dbClosedForShutdown?: boolean };

export function getDb(): Promise<Db> {
  return getHandle().then((h) => h.db);
}

function getHandle(): Promise<Handle> {
  if (process.env.NEXT_PHASE === "phase-production-build") {
    throw new Error("The database must not be opened during `next build` (render this page dynamically).");
  }
  // A request that outlives the shutdown's grace period must not reopen what was just closed.
  if (globalForDb.__dbClosedForShutdown) return Promise.reject(new Error("The database is closed for shutdown."));
  globalForDb.__dbHandle ??= openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR }).catch(
    (error: unknown) => {
      globalForDb.__dbHandle = undefined;
      throw error;
    },
  );
  return globalForDb.__dbHandle;
}

/** Which database this process uses, without opening it. */
export const databaseKind = (): Handle["kind"] => (env.DATABASE_URL ? "postgres" : "pglite");

/**
 * A gzipped tar of the embedded database, taken by the process that owns it
 * (lib/ops/backup.ts). Postgres is backed up with pg_dump instead.
 */
export async function dumpEmbeddedDatabase(during?: () => void): Promise<Blob> {
  const handle = await getHandle();
  if (!handle.dump) throw new Error("Only the embedded database (PGlite) is backed up this way; use pg_dump for Postgres.");
  return handle.dump(during);
}

/** Closes the database; with `forShutdown`, later calls to getDb fail (503) instead of opening it again. */
export async function closeDb(options: { forShutdown?: boolean } = {}): Promise<void> {
  if (options.forShutdown) globalForDb.__dbClosedForShutdown = true;
  const handle = globalForDb.__dbHandle;
  globalForDb.__dbHandle = undefined;
  if (handle) await (await handle).close();
}

export type OpenOptions = { databaseUrl?: string; pgliteDir: string; migrate?: boolean; seed?: boolean };

/** Opens Postgres (DATABASE_URL) or the embedded PGlite, applies migrations and seeds an empty embedded database. */
export async function openDatabase(options: OpenOptions): Promise<Handle> {
  const handle = options.databaseUrl ? await openPostgres(options.databaseUrl) : await openPglite(options.pgliteDir);
  if (options.migrate !== false) await migrate(handle);
  const seed = options.seed ?? (handle.kind === "pglite" && !options.pgliteDir.startsWith("memory://") && !env.SKIP_DEMO_SEED);
  if (seed) {
    const { seedIfEmpty } = await import("./seed");
    await seedIfEmpty(handle.db);
  }
  return handle;
}

async function openPostgres(url: string): Promise<Handle> {
  const { Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const pool = new Pool({
    connectionString: url,
    max: Number(process.env.PG_POOL_MAX ?? 10),
    // A database that does not answer (a host gone, a full backlog) fails the request after 5 s instead of holding it forever.
    connectionTimeoutMillis: 5_000,
    options: POSTGRES_SESSION_OPTIONS,
  });
  // An idle connection the server closed (a restart, an admin's terminate) is dropped by the
  // pool and replaced on the next checkout; without a listener the event would crash the process.
  pool.on("error", (error) => {
    noteDatabaseDown();
    getLogger().warn({ err: error }, "an idle database connection was lost; the pool replaces it");
  });
  observeCheckouts(pool);
  const db = drizzle({ client: pool, schema, casing: CASING }) as unknown as Db;
  return { db, kind: "postgres", close: () => pool.end() };
}

async function openPglite(dir: string): Promise<Handle> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { drizzle } = await import("drizzle-orm/pglite");
  const inMemory = dir.startsWith("memory://");
  const release = inMemory ? () => undefined : acquireDirectoryLock(path.resolve(dir));
  try {
    // An in-memory database may start as a copy of a migrated one (PGLITE_TEMPLATE): about 1.4 s
    // instead of 5 s for initdb and the migrations, paid by every test file.
    const template = inMemory && env.PGLITE_TEMPLATE ? { loadDataDir: new Blob([await readFile(env.PGLITE_TEMPLATE)]) } : {};
    const client = await PGlite.create(inMemory ? dir : path.resolve(dir), { extensions: { pg_trgm }, ...template });
    const db = drizzle({ client, schema, casing: CASING }) as unknown as Db;
    return {
      db,
      kind: "pglite",
      dump: async (during) => {
        // A checkpoint first, so the copy needs little recovery; inside transaction() the dump
        // waits for any open transaction to end and keeps new ones out while it copies.
        await client.exec("CHECKPOINT");
        return client.transaction(() => {
          during?.();
          return client.dumpDataDir("gzip");
        });
      },
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

type Checkout = (callback: (error: Error | undefined, ...rest: unknown[]) => void) => void;

/**
 * Every checkout (pool.query uses the callback form, transactions the promise
 * form) tells lib/ops/db-state.ts whether the database answered, so pages can
 * answer 503 while it is down and stop as soon as a connection succeeds again.
 */
function observeCheckouts(pool: import("pg").Pool): void {
  const connect = pool.connect.bind(pool) as unknown as Checkout & (() => Promise<unknown>);
  (pool as unknown as { connect: unknown }).connect = (callback?: Parameters<Checkout>[0]) => {
    if (typeof callback === "function") {
      return connect((error, ...rest) => {
        noteDatabaseOutcome(error);
        callback(error, ...rest);
      });
    }
    return connect().then(
      (client) => (noteDatabaseOutcome(undefined), client),
      (error: unknown) => {
        noteDatabaseOutcome(error);
        throw error;
      },
    );
  };
}

async function migrate(handle: Handle): Promise<void> {
  if (handle.kind === "pglite") {
    const { migrate: run } = await import("drizzle-orm/pglite/migrator");
    await run(handle.db as never, { migrationsFolder: MIGRATIONS });
    return;
  }
  const { migrate: run } = await import("drizzle-orm/node-postgres/migrator");
  const { sql } = await import("drizzle-orm");
  // Several web instances may start at once: one migrates, the others wait.
  await handle.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727274)`);
    await run(tx as never, { migrationsFolder: MIGRATIONS });
  });
}
