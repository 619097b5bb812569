import "server-only";
import { after } from "next/server";

const pending = new Set<Promise<void>>();
/** Tasks deferred outside a request scope that have not started yet, with their fallback timers. */
const queued = new Map<() => Promise<void>, NodeJS.Timeout>();
/** Outside a request, a deferred task starts at the latest this long after it was queued. */
const FALLBACK_START_MS = 100;

/**
 * Runs `task` once the response has been sent (Next's `after()`), so what it
 * costs never shows in the answer's timing. Outside a request scope (tests,
 * scripts) there is no response to wait for: the task is queued and starts when
 * `settleAfterResponse()` is called (or after FALLBACK_START_MS), never while
 * the caller is still answering — so tests time what production does.
 * A failure is logged: the caller has already answered.
 */
export function afterResponse(task: () => Promise<void>): void {
  const run = async () => {
    try {
      await task();
    } catch (error) {
      console.error("[after-response] a deferred task failed", error);
    }
  };
  try {
    after(run);
    return;
  } catch {
    // No request scope: fall through to the tracked promise.
  }
  const timer = setTimeout(() => start(run), FALLBACK_START_MS);
  timer.unref();
  queued.set(run, timer);
}

function start(run: () => Promise<void>): void {
  const timer = queued.get(run);
  if (timer === undefined) return;
  clearTimeout(timer);
  queued.delete(run);
  const promise = run().finally(() => pending.delete(promise));
  pending.add(promise);
}

/** Starts every task deferred outside a request and waits until all have finished (tests, scripts). */
export async function settleAfterResponse(): Promise<void> {
  while (queued.size > 0 || pending.size > 0) {
    for (const run of [...queued.keys()]) start(run);
    await Promise.all([...pending]);
  }
}
