import { getDb } from "@/db/client";

/**
 * What a call asks of the database, for tests of how much it reads (not how long it takes): the
 * statements it sends, and the rows a statement's plan really reads from a table. Works on PGlite and
 * Postgres alike (drizzle calls `query` on the client or pool it was given).
 */
export type Statement = { text: string; params: unknown[] };

type Queryable = { query: (...args: unknown[]) => Promise<unknown> };

export async function statementsOf(run: () => Promise<unknown>): Promise<Statement[]> {
  const client = ((await getDb()) as unknown as { $client: Queryable }).$client;
  const original = client.query;
  const seen: Statement[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const [q, params] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
    seen.push(typeof q === "string" ? { text: q, params: params ?? [] } : { text: q.text, params: params ?? q.values ?? [] });
    return original.apply(this, args);
  } as Queryable["query"];
  try {
    await run();
  } finally {
    client.query = original;
  }
  return seen;
}

type PlanNode = { "Relation Name"?: string; "Actual Rows"?: number; "Actual Loops"?: number; Plans?: PlanNode[] };

/** Rows the statement's scans of `table` return, over all their loops (EXPLAIN ANALYZE: it runs the statement). */
export async function rowsRead(statement: Statement, table: string): Promise<number> {
  const client = ((await getDb()) as unknown as { $client: Queryable }).$client;
  const result = (await client.query(`explain (analyze, format json) ${statement.text}`, statement.params)) as { rows: Record<string, unknown>[] };
  const raw = Object.values(result.rows[0]!)[0];
  const [{ Plan }] = (typeof raw === "string" ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }];
  const walk = (node: PlanNode): number =>
    (node["Relation Name"] === table ? (node["Actual Rows"] ?? 0) * (node["Actual Loops"] ?? 1) : 0) + (node.Plans ?? []).reduce((sum, child) => sum + walk(child), 0);
  return walk(Plan);
}
