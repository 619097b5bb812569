import "server-only";
import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { getDb } from "@/db/client";
import { PAGE_SIZE } from "@/lib/jobs/dto";
import { COUNT_CAP, RANK_CANDIDATES } from "@/lib/jobs/search";

/**
 * One page of a directory, bounded at any table size (README "Directories"):
 * - unranked: the page's ids come from an index walked in list order (OFFSET over
 *   index entries), the count walks the same index and stops at COUNT_CAP;
 * - ranked (text search): the first RANK_CANDIDATES matches in list order are
 *   ranked, counted in the same query; pages past them are empty.
 * Pages past what the count offers answer no rows without asking the database.
 */
export type PageQuery = {
  table: PgTable;
  id: AnyColumn;
  /** The list order, spelled exactly like the index that serves it. */
  order: SQL[];
  where: SQL;
  /** Best first; null lists in `order`. */
  rank: SQL | null;
  page: number;
};

export type IdPage = { ids: number[]; total: number; exact: boolean; totalPages: number };

type Rows<T> = { rows: T[] };

export async function pageIds(q: PageQuery): Promise<IdPage> {
  const cap = q.rank ? RANK_CANDIDATES : COUNT_CAP;
  const offset = (q.page - 1) * PAGE_SIZE;
  return q.rank ? rankedPage(q, offset, cap) : orderedPage(q, offset, cap);
}

function bounded(total: number, cap: number, ids: number[]): IdPage {
  const shown = Math.min(total, cap);
  return { ids, total: shown, exact: total <= cap, totalPages: Math.max(1, Math.ceil(shown / PAGE_SIZE)) };
}

async function orderedPage(q: PageQuery, offset: number, cap: number): Promise<IdPage> {
  const db = await getDb();
  const order = sql.join(q.order, sql`, `);
  const [page, count] = await Promise.all([
    offset >= cap
      ? { rows: [] }
      : (db.execute(sql`select ${q.id} as id from ${q.table} where ${q.where} order by ${order} limit ${PAGE_SIZE} offset ${offset}`) as unknown as Promise<Rows<{ id: number }>>),
    db.execute(sql`select count(*)::int as n from (select 1 from ${q.table} where ${q.where} order by ${order} limit ${cap + 1}) c`) as unknown as Promise<Rows<{ n: number }>>,
  ]);
  return bounded(count.rows[0]?.n ?? 0, cap, page.rows.map((r) => Number(r.id)));
}

async function rankedPage(q: PageQuery, offset: number, cap: number): Promise<IdPage> {
  const db = await getDb();
  if (offset >= cap) return bounded(await rankedCount(q, cap), cap, []);
  const order = sql.join(q.order, sql`, `);
  // The (cap + 1)th match in list order is only counted, never ranked onto a page.
  const result = (await db.execute(sql`
    select c.id, count(*) over ()::int as n
    from (select ${q.id} as id, ${q.rank} as rank, row_number() over (order by ${order}) as pos
          from ${q.table} where ${q.where} order by ${order} limit ${cap + 1}) c
    order by c.pos > ${cap}, c.rank desc, c.pos
    limit ${PAGE_SIZE} offset ${offset}`)) as unknown as Rows<{ id: number; n: number }>;
  const total = result.rows[0]?.n ?? (offset === 0 ? 0 : await rankedCount(q, cap));
  return bounded(total, cap, result.rows.map((r) => Number(r.id)));
}

async function rankedCount(q: PageQuery, cap: number): Promise<number> {
  const db = await getDb();
  const order = sql.join(q.order, sql`, `);
  const count = (await db.execute(sql`select count(*)::int as n from (select 1 from ${q.table} where ${q.where} order by ${order} limit ${cap + 1}) c`)) as unknown as Rows<{ n: number }>;
  return count.rows[0]?.n ?? 0;
}

/** Rows fetched by id, in the order of `ids`. */
export function inOrder<T extends { id: number }>(ids: number[], rows: T[]): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
