/**
 * Next's start-up hook (runs once per server process, before any request).
 * A production server without its own AUTH_SECRET refuses to start, with a
 * clear message, instead of answering 500 at the first sign-in. A running
 * server purges expired codes, attempts, limits and sessions every 15 minutes,
 * and listens for realtime events and other instances' page-cache invalidations.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { env, productionStartProblem } = await import("@/lib/env");
  const problem = productionStartProblem();
  if (problem) throw new Error(problem);
  if (env.NODE_ENV !== "test" && process.env.NEXT_PHASE !== "phase-production-build") {
    (await import("@/lib/maintenance/purge")).schedulePurge();
    // One realtime listener per server (SSE streams and other instances' page-cache invalidations).
    (await import("@/lib/page-cache/cross-instance")).listenForInvalidations();
    await (await import("@/lib/realtime/hub")).startHub().catch((error: unknown) => console.error("[realtime] listener did not start; it starts with the first stream", error));
  }
}
