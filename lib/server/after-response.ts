import "server-only";
import { after } from "next/server";

const pending = new Set<Promise<void>>();

/**
 * Runs `task` once the response has been sent (Next's `after()`), so what it
 * costs never shows in the answer's timing. Outside a request scope (tests,
 * scripts) it starts at once without being awaited, and `settleAfterResponse()`
 * waits for it. A failure is logged: the caller has already answered.
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
  const promise = run().finally(() => pending.delete(promise));
  pending.add(promise);
}

/** Waits until every deferred task started outside a request has finished (tests, scripts). */
export async function settleAfterResponse(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}
