import { inspect } from "node:util";
import { isDatabaseUnavailable, noteDatabaseDown } from "@/lib/ops/db-state";
import type { Logger } from "./logger";

/**
 * Next and libraries report problems with console.error/warn — an error's
 * message and stack as several plain lines, and a failed query with its
 * parameters. The production server (server.ts) sends those through the logger
 * instead, so every problem is one JSON line with its cause and stack and the
 * query parameters cut out. A page whose rendering failed because the database
 * went away is reported here before its answer is written, which is how the
 * request handler knows to answer it with 503. console.log is left alone (the `[mail]` lines of the
 * embedded mail transport, start-up messages).
 */
export function routeConsoleToLogger(logger: Logger): void {
  console.error = (...args: unknown[]) => write(logger, "error", args);
  console.warn = (...args: unknown[]) => write(logger, "warn", args);
}

function write(logger: Logger, level: "error" | "warn", args: unknown[]): void {
  const err = args.find((a): a is Error => a instanceof Error);
  if (err && isDatabaseUnavailable(err)) noteDatabaseDown();
  const msg = args
    .filter((a) => a !== err)
    .map((a) => (typeof a === "string" ? a : inspect(a, { depth: 2, breakLength: Infinity })))
    .join(" ")
    .trim();
  logger[level](err ? { err } : {}, msg || err?.message || "(no message)");
}
