/**
 * Work to do when the server stops (SIGTERM/SIGINT, see lib/server/graceful.ts).
 *
 *   onShutdown(fn, { phase: "drain" })   runs as soon as the stop begins, while
 *       in-flight requests are still finishing: end long-lived answers so the
 *       drain can complete — e.g. tell open SSE streams to reconnect (they will
 *       reach another instance, or this one once it is back) and close them.
 *   onShutdown(fn)                       ("close", the default) runs after the
 *       in-flight requests have finished or the grace period ran out: release
 *       resources (a LISTEN connection, timers). The database is closed after
 *       every close hook.
 *
 * Hooks of a phase run concurrently, each bounded by a few seconds; a failing
 * hook is logged and does not stop the others. `isShuttingDown()` lets a
 * handler refuse new long-lived work (answer 503) once the stop has begun.
 * Kept on globalThis: server.ts's bundle and Next's route bundles are separate
 * module graphs in one process.
 */
export type ShutdownPhase = "drain" | "close";
export type ShutdownHook = () => void | Promise<void>;

type Registered = { fn: ShutdownHook; phase: ShutdownPhase; name: string };
type State = { hooks: Set<Registered>; stopping: boolean };

const state = ((globalThis as Record<symbol, unknown>)[Symbol.for("hiring.shutdown")] ??= {
  hooks: new Set(),
  stopping: false,
}) as State;

/** Registers a hook; returns a function that removes it (e.g. when the stream it would close has ended). */
export function onShutdown(fn: ShutdownHook, options: { phase?: ShutdownPhase; name?: string } = {}): () => void {
  const entry: Registered = { fn, phase: options.phase ?? "close", name: options.name ?? (fn.name || "anonymous") };
  state.hooks.add(entry);
  return () => void state.hooks.delete(entry);
}

export const isShuttingDown = (): boolean => state.stopping;

/** Marks the process as stopping (readiness answers 503 from now on). */
export function beginShutdown(): void {
  state.stopping = true;
}

export type HookFailure = { name: string; error: unknown };

/** Runs a phase's hooks, each bounded by `timeoutMs`; resolves with the ones that failed or timed out. */
export async function runShutdownHooks(phase: ShutdownPhase, timeoutMs = 3_000): Promise<HookFailure[]> {
  const hooks = [...state.hooks].filter((h) => h.phase === phase);
  const results = await Promise.all(
    hooks.map(async (hook): Promise<HookFailure | null> => {
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          Promise.resolve().then(hook.fn),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error(`shutdown hook "${hook.name}" took longer than ${timeoutMs} ms`)), timeoutMs);
          }),
        ]);
        return null;
      } catch (error) {
        return { name: hook.name, error };
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  return results.filter((r): r is HookFailure => r !== null);
}

/** Tests only: forget the stop and every hook. */
export function resetShutdownForTests(): void {
  state.stopping = false;
  state.hooks.clear();
}
