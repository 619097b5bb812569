import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { env } from "@/lib/env";
import * as schema from "./schema";
import { acquireDirectoryLock } from "./lock";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

type Handle = { db: Db; close: () => Promise<void>; kind: "pglite" | "postgres" };

const MIGRATIONS = path.join(process.cwd(), "db", "migrations");

/**
 * One handle per process, kept on globalThis so that every bundle that imports
 * this module (route handlers, pages, proxy) shares the same connection and, for
 * PGlite, the same owner of the data directory.
 */
const globalForDb = globalThis as unknown as { __dbHandle?: Promise<Handle> };

export function getDb(): Promise<Db> {
  if (process.env.NEXT_PHASE === "phase-production-build") {
    throw new Error("The database must not be opened during `next build` (render this page dynamically).");
  }
  globalForDb.__dbHandle ??= openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR }).catch(
    (error: unknown) => {
      globalForDb.__dbHandle = undefined;
      throw error;
    },
  );
  return globalForDb.__dbHandle.then((h) => h.db);
}

export async function closeDb(): Promise<void> {
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
  const pool = new Pool({ connectionString: url, max: Number(process.env.PG_POOL_MAX ?? 10) });
  const db = drizzle({ client: pool, schema, casing: "snake_case" }) as unknown as Db;
  return { db, kind: "postgres", close: () => pool.end() };
}

async function openPglite(dir: string): Promise<Handle> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { drizzle } = await import("drizzle-orm/pglite");
  const inMemory = dir.startsWith("memory://");
  const release = inMemory ? () => undefined : acquireDirectoryLock(path.resolve(dir));
  try {
    const client = await PGlite.create(inMemory ? dir : path.resolve(dir), { extensions: { pg_trgm } });
    const db = drizzle({ client, schema, casing: "snake_case" }) as unknown as Db;
    return {
      db,
      kind: "pglite",
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
