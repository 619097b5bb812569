import pg from "pg";

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
