import { availableParallelism } from "node:os";

/**
 * How many test files run at once (vitest's `maxWorkers`), and so how many Postgres
 * databases tests/postgres-workers.ts makes. Vitest's own default in a run is one
 * fewer than the cores (its code, not its docs): on this 2-core machine one file at a
 * time, with a third of the CPU idle in both database runs. VITEST_MAX_WORKERS overrides
 * it (not `--maxWorkers`, which the Postgres set-up would not know of).
 */
export const TEST_WORKERS = Math.max(1, Number(process.env.VITEST_MAX_WORKERS) || availableParallelism());

/** The database of one worker (VITEST_POOL_ID, 1…TEST_WORKERS): the run's database name with `_w<N>`. */
export function workerDatabaseUrl(baseUrl: string, poolId: string | number): string {
  const url = new URL(baseUrl);
  url.pathname = `${url.pathname}_w${poolId}`;
  return url.toString();
}
