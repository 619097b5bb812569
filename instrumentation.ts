/**
 * Next's start-up hook (runs once per server process, before any request).
 * A production server without its own AUTH_SECRET refuses to start, with a
 * clear message, instead of answering 500 at the first sign-in. A running
 * server purges expired codes, attempts, limits and sessions every 15 minutes,
 * listens for realtime events and other instances' page-cache invalidations,
 * and loads its open-jobs index.
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
    const [hub, { closeAllStreams }, { onShutdown }] = await Promise.all([import("@/lib/realtime/hub"), import("@/lib/realtime/sse"), import("@/lib/server/shutdown")]);
    // Tried again with backoff if the database cannot be reached now (lib/realtime/hub.ts serveHub).
    await hub.serveHub();
    // The open-jobs index (lib/jobs/open-index) loads now, not at the first search; /api/ready waits for it.
    void (await import("@/lib/jobs/open-index/feed")).openJobsIndex().catch((error: unknown) => console.error("[open-jobs index] load failed", error));
    // Stopping (lib/server/graceful.ts): open streams are told to reconnect at once, so the drain does not
    // wait for them; the listening connection is released before the database closes.
    onShutdown(() => void closeAllStreams(), { phase: "drain", name: "sse streams" });
    onShutdown(hub.stopHub, { name: "realtime listener" });
  }
}
