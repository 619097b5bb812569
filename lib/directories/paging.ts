import "server-only";
import { and, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { compiledForms } from "@/db/compiled";
import { PAGE_SIZE } from "@/lib/jobs/dto";
import { COUNT_CAP, RANK_CANDIDATES } from "@/lib/jobs/search";
import type { TextSearch, TypedText } from "./text";

/**
 * One page of a directory, bounded at any table size (README "Directories"):
 * - unranked: the page's ids come from an index walked in list order (OFFSET over
 *   index entries), the count walks the same index and stops at COUNT_CAP;
 * - ranked (text search): the first RANK_CANDIDATES matches in list order are
 *   ranked, counted in the same query; pages past them are empty.
 * Pages past what the count offers answer no rows without asking the database.
 *
 * Each statement is compiled once per form of the list (db/compiled.ts compiledForms):
 * building a search's SQL and its text with drizzle on every call was about a sixth of
 * the companies handler's CPU (README "Directories"). `where` and `rank` are built on
 * a form's first use, with placeholders for the request's `values`.
 */
type PageQuery = {
  /** The list and which of its parts this query has (filters, text step), never a value: one statement each. */
  form: string;
  table: PgTable;
  id: AnyColumn;
  /** The list order, spelled exactly like the index that serves it. */
  order: SQL[];
  where: () => SQL;
  /** Best first; null lists in `order`. */
  rank: (() => SQL) | null;
  /** The placeholders' values. */
  values: Record<string, unknown>;
  page: number;
};

export type IdPage = { ids: number[]; total: number; exact: boolean; totalPages: number };

type Values = Record<string, unknown>;
const OFFSET = sql.placeholder("offset");
const rankedStatements = compiledForms<{ id: number; n: number }, Values>();
const pageStatements = compiledForms<{ id: number }, Values>();
const countStatements = compiledForms<{ n: number }, Values>();

async function pageIds(q: PageQuery): Promise<IdPage> {
  const cap = q.rank ? RANK_CANDIDATES : COUNT_CAP;
  const offset = (q.page - 1) * PAGE_SIZE;
  return q.rank ? rankedPage(q, q.rank, offset, cap) : orderedPage(q, offset, cap);
}

function bounded(total: number, cap: number, ids: number[]): IdPage {
  const shown = Math.min(total, cap);
  return { ids, total: shown, exact: total <= cap, totalPages: Math.max(1, Math.ceil(shown / PAGE_SIZE)) };
}

const orderOf = (q: PageQuery) => sql.join(q.order, sql`, `);

async function orderedPage(q: PageQuery, offset: number, cap: number): Promise<IdPage> {
  const [page, total] = await Promise.all([
    offset >= cap
      ? []
      : pageStatements(q.form, () => sql`select ${q.id} as id from ${q.table} where ${q.where()} order by ${orderOf(q)} limit ${PAGE_SIZE} offset ${OFFSET}`)({
          ...q.values,
          offset,
        }),
    counted(q, cap),
  ]);
  return bounded(total, cap, page.map((r) => Number(r.id)));
}

async function rankedPage(q: PageQuery, rank: () => SQL, offset: number, cap: number): Promise<IdPage> {
  if (offset >= cap) return bounded(await counted(q, cap), cap, []);
  // The (cap + 1)th match in list order is only counted, never ranked onto a page.
  const rows = await rankedStatements(q.form, () => {
    const order = orderOf(q);
    return sql`
      select c.id, count(*) over ()::int as n
      from (select ${q.id} as id, ${rank()} as rank, row_number() over (order by ${order}) as pos
            from ${q.table} where ${q.where()} order by ${order} limit ${cap + 1}) c
      order by c.pos > ${cap}, c.rank desc, c.pos
      limit ${PAGE_SIZE} offset ${OFFSET}`;
  })({ ...q.values, offset });
  const total = rows[0]?.n ?? (offset === 0 ? 0 : await counted(q, cap));
  return bounded(total, cap, rows.map((r) => Number(r.id)));
}

/** How many rows the list has, up to cap + 1. */
async function counted(q: PageQuery, cap: number): Promise<number> {
  const count = countStatements(`${q.form}:${cap}`, () => sql`select count(*)::int as n from (select 1 from ${q.table} where ${q.where()} order by ${orderOf(q)} limit ${cap + 1}) c`);
  const [row] = await count(q.values);
  return row?.n ?? 0;
}

/**
 * A list's page with or without search text: with it, exact matches first and typos only
 * when nothing matched (text.ts). `where` and `boost` give SQL for the form's own parts,
 * `search` the text's for a term of that length.
 */
export type SearchedPage = Omit<PageQuery, "where" | "rank"> & {
  where: () => SQL[];
  typed: TypedText | null;
  search: (short: boolean) => TextSearch;
  /** Added to a text search's rank. */
  boost?: () => SQL;
};

export async function searchedPage({ where, typed, search, boost, ...q }: SearchedPage): Promise<IdPage> {
  const filtered = (text?: () => SQL) => () => and(sql`true`, ...where(), text?.())!;
  if (!typed) return pageIds({ ...q, where: filtered(), rank: null });
  const form = `${q.form}:${typed.short ? "short" : "long"}`;
  const values = { ...q.values, ...typed.values };
  const text = () => search(typed.short);
  const boosted = (rank: SQL) => (boost ? sql`(${boost()} + ${rank})` : rank);
  const exact = await pageIds({ ...q, form: `${form}:exact`, values, where: filtered(() => text().exact), rank: () => boosted(text().rank) });
  if (exact.total > 0) return exact;
  return pageIds({ ...q, form: `${form}:fuzzy`, values, where: filtered(() => text().fuzzy), rank: () => boosted(text().fuzzyRank) });
}

/** Rows fetched by id, in the order of `ids`. */
export function inOrder<T extends { id: number }>(ids: number[], rows: T[]): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
