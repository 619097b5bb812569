import pg from "pg";
import { POSTGRES_SESSION_OPTIONS } from "../../db/client";

/**
 * The SQL a use case really runs, captured by recording pg's Pool.query while it
 * runs once. Calls are grouped in waves — those started before an earlier one
 * finished ran in parallel — so a replay keeps the use case's round trips.
 */
export type Call = unknown[];

export async function captureWaves(run: () => Promise<unknown>): Promise<Call[][]> {
  const waves: Call[][] = [];
  let finished = 0;
  const original = pg.Pool.prototype.query;
  pg.Pool.prototype.query = function (this: pg.Pool, ...args: unknown[]) {
    (waves[finished] ??= []).push(args);
    const result = (original as (...a: unknown[]) => Promise<unknown>).apply(this, args);
    return result.finally(() => {
      finished = waves.length;
    });
  } as typeof original;
  try {
    await run();
  } finally {
    pg.Pool.prototype.query = original;
  }
  return waves.filter(Boolean);
}

/** Replays captured waves on a pool: each wave in parallel, one after the other, as the use case did. */
export async function replay(pool: pg.Pool, waves: Call[][]): Promise<pg.QueryResult[]> {
  const results: pg.QueryResult[] = [];
  for (const wave of waves) results.push(...(await Promise.all(wave.map((c) => (pool.query as (...a: unknown[]) => Promise<pg.QueryResult>)(...c)))));
  return results;
}

/** The text and values of a captured call, for EXPLAIN. */
export function statementOf(call: Call): { text: string; values: unknown[] | undefined } {
  const q = call[0] as { text: string; values?: unknown[] } | string;
  return typeof q === "string" ? { text: q, values: call[1] as unknown[] | undefined } : { text: q.text, values: q.values ?? (call[1] as unknown[] | undefined) };
}

/**
 * One connection for EXPLAIN, with the session settings the app's pool gives every connection
 * (db/client.ts: random_page_cost=1.1). Without them the planner costs plans differently and may
 * pick another index than the app does (the "react" + senior count walked jobs_status_updated_idx,
 * 22,368 rows, 27–36 ms, where the app walks jobs_open_level_idx, 5,700 rows, 3–12 ms).
 */
export function explainPool(): pg.Pool {
  return new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1, options: POSTGRES_SESSION_OPTIONS });
}

/**
 * Prints `EXPLAIN (ANALYZE, BUFFERS)` of each captured call on `pool`, each statement run once
 * first, unmeasured: a connection's first statements also pay for loading the catalog (planning
 * 4–12 ms instead of 0.3–0.5 ms), which the app's pooled connections have done long before.
 */
export async function explainCalls(pool: pg.Pool, waves: Call[][], clip = 200): Promise<void> {
  for (const call of waves.flat()) {
    const { text, values } = statementOf(call);
    await pool.query(text, values);
    const plan = await pool.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${text}`, values);
    console.log(`--- ${text.replace(/\s+/g, " ").slice(0, clip)}…`);
    for (const r of plan.rows as { "QUERY PLAN": string }[]) console.log(r["QUERY PLAN"]);
  }
}
