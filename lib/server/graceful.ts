import type http from "node:http";
import { beginShutdown, runShutdownHooks, type HookFailure } from "./shutdown";

/**
 * Graceful stop of the production server (server.ts on SIGTERM/SIGINT):
 * 1. stop taking connections and mark the process as stopping (readiness → 503);
 *    idle kept-alive connections are closed, busy ones get `Connection: close`
 *    on their answer so no client sends another request into a closing socket;
 * 2. "drain" hooks run (lib/server/shutdown.ts: end SSE streams) while the
 *    in-flight requests finish, for at most `graceMs`;
 * 3. whatever is still open after that is cut, then the "close" hooks run;
 *    the caller closes the database last.
 */
export type InFlightTracker = {
  size: () => number;
  /** Resolves once no request is in flight. */
  idle: () => Promise<void>;
  /** Every answer not yet started will close its connection. */
  closeAfterAnswers: () => void;
};

/** Counts requests from arrival until their answer is finished or the client has gone. */
export function trackInFlight(server: http.Server): InFlightTracker {
  const active = new Set<http.ServerResponse>();
  let waiters: Array<() => void> = [];
  let closing = false;
  server.on("request", (_req: http.IncomingMessage, res: http.ServerResponse) => {
    active.add(res);
    if (closing && !res.headersSent) res.setHeader("connection", "close");
    res.once("close", () => {
      active.delete(res);
      if (closing) server.closeIdleConnections();
      if (active.size === 0) {
        for (const resolve of waiters) resolve();
        waiters = [];
      }
    });
  });
  return {
    size: () => active.size,
    idle: () => (active.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve))),
    closeAfterAnswers: () => {
      closing = true;
      for (const res of active) if (!res.headersSent) res.setHeader("connection", "close");
    },
  };
}

export type StopReport = { finished: boolean; cut: number; hookFailures: HookFailure[] };

export async function stopGracefully(
  server: http.Server,
  tracker: InFlightTracker,
  options: { graceMs?: number; hookMs?: number } = {},
): Promise<StopReport> {
  const { graceMs = 10_000, hookMs = 3_000 } = options;
  beginShutdown();
  server.close();
  tracker.closeAfterAnswers();
  server.closeIdleConnections();
  const drain = runShutdownHooks("drain", hookMs);
  let timer: NodeJS.Timeout | undefined;
  const finished = await Promise.race([
    tracker.idle().then(() => true),
    new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), graceMs))),
  ]);
  clearTimeout(timer);
  const cut = tracker.size();
  if (!finished) server.closeAllConnections();
  const hookFailures = [...(await drain), ...(await runShutdownHooks("close", hookMs))];
  return { finished, cut, hookFailures };
}
