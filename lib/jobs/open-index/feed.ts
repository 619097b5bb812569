import "server-only";
import { sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import { getDb, type Db } from "@/db/client";
import { OpenJobsIndex, type IndexChange, type IndexedJob } from "./store";
import { termGroups, type TermGroups } from "./tsquery";
import { parseVector } from "./tsvector";

/**
 * Keeps each process's open-jobs index (store.ts) current with the database, read-your-writes:
 * every search first reads the jobs written since the index last looked (one statement, usually
 * no rows), so a job saved a moment ago is found at once, from whichever process saved it.
 *
 * "Since" is the writing transaction's id (jobs.index_xid, job_index_removals.xid; migration
 * 0026), not a clock or a sequence: a transaction that took its number early but commits late
 * would slip under a high-water mark. Each look keeps its snapshot's xmin (the oldest transaction
 * still running) and the next look reads every row written by that one or any later, so a write
 * that was in flight at the last look is read once it commits.
 */
const ROW = sql`id, job_status = 'Open' AS open, ((extract(epoch from updated_at) * 1000000)::bigint)::text AS micros,
  workplace, employment, level, salary_currency, salary_max_yearly, location_key, search_vector::text AS vector, job_title AS title`;

type Row = {
  id: number;
  open: boolean | null;
  micros: string | null;
  workplace: string | null;
  employment: string | null;
  level: string | null;
  salary_currency: string | null;
  salary_max_yearly: number | null;
  location_key: string | null;
  vector: string | null;
  title: string | null;
};

const toJob = (r: Row): IndexedJob => ({
  id: Number(r.id),
  micros: Number(r.micros),
  workplace: r.workplace,
  employment: r.employment,
  level: r.level,
  salaryCurrency: r.salary_currency,
  salaryMaxYearly: r.salary_max_yearly === null ? null : Number(r.salary_max_yearly),
  locationKey: r.location_key,
  ...parseVector(r.vector ?? ""),
  title: r.title ?? "",
});

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Rows per statement of the first load (about 2 MB of vectors each). */
const LOAD_BATCH = 5_000;
/**
 * The most changed rows one look replays (ordered by xid and limited, so the planner walks
 * jobs_index_xid_idx even before ANALYZE has seen the column); more, and the index is read again.
 */
const PULL_MAX = 5_000;

class Feed {
  index = new OpenJobsIndex();
  /** The xmin of the last look's snapshot; null before the first load. */
  private horizon: string | null = null;
  private current: Promise<void> | null = null;
  private next: Promise<void> | null = null;

  constructor(private readonly db: Db) {}

  get state(): "loaded" | "loading" | "cold" {
    return this.horizon !== null ? "loaded" : this.current ? "loading" : "cold";
  }

  /**
   * Brings the index up to date with everything committed before this call. Looks that overlap
   * are shared: a caller that arrives while one runs waits for the next, which starts after it
   * (the running one's snapshot may predate the caller's own write).
   */
  refresh(): Promise<void> {
    if (!this.current) {
      this.current = (this.horizon === null ? this.load() : this.pull()).finally(() => {
        this.current = null;
      });
      return this.current;
    }
    this.next ??= this.current.then(
      () => ((this.next = null), this.refresh()),
      () => ((this.next = null), this.refresh()),
    );
    return this.next;
  }

  private async load() {
    const [first] = rowsOf<{ horizon: string; ctype: string }>(
      await this.db.execute(
        sql`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS horizon, (SELECT datctype FROM pg_database WHERE datname = current_database()) AS ctype`,
      ),
    );
    // pg_trgm (the rank's title closeness) makes words of ASCII letters and digits only under the C locale.
    this.index.wordRules = ["C", "POSIX"].includes(first!.ctype) ? "ascii" : "unicode";
    let lastId = 0;
    for (;;) {
      const rows = rowsOf<Row>(
        await this.db.execute(sql`SELECT ${ROW} FROM jobs WHERE job_status = 'Open' AND id > ${lastId} ORDER BY id LIMIT ${LOAD_BATCH}`),
      );
      this.index.load(rows.map(toJob));
      if (rows.length < LOAD_BATCH) break;
      lastId = Number(rows.at(-1)!.id);
    }
    this.index.settle();
    // Whatever was written while the batches were read is read again from the first batch's horizon.
    this.horizon = first!.horizon;
    await this.pull();
  }

  private async pull() {
    const rows = rowsOf<Row & { horizon: string; written: boolean }>(
      await this.db.execute(sql`
        WITH look AS (SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS horizon)
        SELECT look.horizon, c.* FROM look LEFT JOIN (
          (SELECT ${ROW}, true AS written FROM jobs WHERE index_xid >= ${this.horizon}::xid8 ORDER BY index_xid LIMIT ${PULL_MAX + 1})
          UNION ALL
          (SELECT job_id, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, false FROM job_index_removals
            WHERE xid >= ${this.horizon}::xid8 ORDER BY xid LIMIT ${PULL_MAX + 1})
        ) c ON true`),
    );
    const changes = rows.filter((r) => r.id !== null);
    // A bulk change (an import, a migration): reading the open jobs again is cheaper than replaying it.
    if (changes.filter((r) => r.written).length > PULL_MAX || changes.filter((r) => !r.written).length > PULL_MAX) {
      this.index = new OpenJobsIndex();
      this.horizon = null;
      return this.load();
    }
    if (changes.length) this.index.apply(changes.map((r): IndexChange => ({ id: Number(r.id), job: r.open ? toJob(r) : null })));
    this.horizon = rows[0]!.horizon;
  }
}

/**
 * One index per database handle and process, kept on globalThis like the handle itself (db/client.ts):
 * every bundle that imports this module (route handlers, pages, instrumentation) shares it.
 */
const globalForIndex = globalThis as unknown as { __openJobsFeeds?: WeakMap<Db, Feed> };
const feeds = (globalForIndex.__openJobsFeeds ??= new WeakMap<Db, Feed>());

function feedOf(db: Db): Feed {
  let feed = feeds.get(db);
  if (!feed) feeds.set(db, (feed = new Feed(db)));
  return feed;
}

/** This process's open-jobs index, current as of this call (the first call loads it). */
export async function openJobsIndex(): Promise<OpenJobsIndex> {
  const feed = feedOf(await getDb());
  await feed.refresh();
  return feed.index;
}

/** For readiness: "loading" while the first load runs (a server loads it at start, instrumentation.ts). */
export async function openJobsIndexState(): Promise<"loaded" | "loading" | "cold"> {
  return feedOf(await getDb()).state;
}

export type NormalizedQuery = { text: TermGroups | null; location: string | undefined };

/** Postgres' reading of a query (stems, stop words; fold_place), per distinct query: both are immutable. */
const normalized = new LRUCache<string, NormalizedQuery>({ max: 5_000 });

/**
 * The typed words as the database reads them (the tsquery text of lib/jobs/search.ts prefixQuery,
 * to_tsquery('english') stems and drops stop words) and the location folded as jobs.location_key
 * is: the index then matches exactly what the database's own search would.
 */
export async function normalizeQuery(tsquery: string | null, location: string | undefined): Promise<NormalizedQuery> {
  if (tsquery === null && location === undefined) return { text: null, location: undefined };
  const key = JSON.stringify([tsquery, location]);
  const hit = normalized.get(key);
  if (hit) return hit;
  const db = await getDb();
  const [row] = rowsOf<{ q: string | null; place: string | null }>(
    await db.execute(
      sql`SELECT ${tsquery === null ? sql`NULL` : sql`to_tsquery('english', ${tsquery})::text`} AS q, ${location === undefined ? sql`NULL` : sql`fold_place(${location})`} AS place`,
    ),
  );
  const result = { text: tsquery === null ? null : termGroups(row!.q ?? ""), location: location === undefined ? undefined : (row!.place ?? "") };
  normalized.set(key, result);
  return result;
}
