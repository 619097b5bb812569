import type http from "node:http";
import net from "node:net";
import { beginShutdown, runShutdownHooks, type HookFailure } from "./shutdown";

/**
 * Graceful stop of the production server (server.ts on SIGTERM/SIGINT):
 * 1. stop taking connections and mark the process as stopping (readiness → 503);
 * 2. "drain" hooks run (lib/server/shutdown.ts: end SSE streams) while the
 *    in-flight requests finish, for at most `graceMs`. Every answer from now on
 *    carries `Connection: close`, so each client's kept-alive connection is
 *    closed by an answer rather than under a request the client is sending;
 *    connections still idle after `lingerMs` are closed then (Node's own
 *    server.close() would close them at once, racing clients that are just
 *    sending on them — a dropped request);
 * 3. whatever is still open after the grace period is cut, then the "close"
 *    hooks run; the caller closes the database last.
 */
export type InFlightTracker = {
  size: () => number;
  /** Resolves once no request is in flight. */
  idle: () => Promise<void>;
  /** Every answer not yet started will close its connection. */
  closeAfterAnswers: () => void;
};

/** Listeners one answer may carry before Node warns of a leak (see trackInFlight). */
export const RESPONSE_CLOSE_LISTENERS = 32;

/** Counts requests from arrival until their answer is finished or the client has gone. */
export function trackInFlight(server: http.Server): InFlightTracker {
  const active = new Set<http.ServerResponse>();
  let waiters: Array<() => void> = [];
  let closing = false;
  // First in line, so the header is set before a handler that answers at once.
  server.prependListener("request", (_req: http.IncomingMessage, res: http.ServerResponse) => {
    // Each answer is listened to for "close" by this tracker, the request log, and Next's own
    // router, proxy and renderer (an AbortController each): 11 on a page that runs the proxy, one
    // over Node's default of 10, which then logs a MaxListenersExceededWarning (an error line) per
    // page. The listeners are per answer and go with it, so the limit is set for what a request needs.
    res.setMaxListeners(RESPONSE_CLOSE_LISTENERS);
    active.add(res);
    if (closing && !res.headersSent) res.setHeader("connection", "close");
    // Not closeIdleConnections() here: another client's idle kept-alive connection may be carrying
    // its next request at this very moment (a soak saw that request reset). Each answer from now on
    // closes its own connection; the ones still idle at the end are closed once, after lingerMs.
    res.once("close", () => {
      active.delete(res);
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
  options: { graceMs?: number; hookMs?: number; lingerMs?: number } = {},
): Promise<StopReport> {
  const { graceMs = 10_000, hookMs = 3_000, lingerMs = 1_000 } = options;
  beginShutdown();
  // Stop listening only; kept-alive connections stay until an answer closes them (see above).
  net.Server.prototype.close.call(server);
  tracker.closeAfterAnswers();
  const drain = runShutdownHooks("drain", hookMs);
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), graceMs)));
  const settled = async (): Promise<true> => {
    await tracker.idle();
    await new Promise((r) => setTimeout(r, lingerMs));
    await tracker.idle();
    return true;
  };
  const finished = await Promise.race([settled(), deadline]);
  clearTimeout(timer);
  const cut = tracker.size();
  server.closeIdleConnections();
  if (!finished) server.closeAllConnections();
  const hookFailures = [...(await drain), ...(await runShutdownHooks("close", hookMs))];
  return { finished, cut, hookFailures };
}
