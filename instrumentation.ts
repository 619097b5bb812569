/**
 * Next's start-up hook (runs once per server process, before any request).
 * A production server without its own AUTH_SECRET refuses to start, with a
 * clear message, instead of answering 500 at the first sign-in. A running
 * server purges expired codes, attempts, limits and sessions every 15 minutes.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { env, productionStartProblem } = await import("@/lib/env");
  const problem = productionStartProblem();
  if (problem) throw new Error(problem);
  if (env.NODE_ENV !== "test" && process.env.NEXT_PHASE !== "phase-production-build") {
    (await import("@/lib/maintenance/purge")).schedulePurge();
  }
}
