import pino, { type DestinationStream, type Logger } from "pino";
import { env } from "@/lib/env";
import { serializeError } from "./serialize-error";

/**
 * The server's log: one JSON object per line on stdout (pino), for a log
 * collector to ship as it is. Request lines come from lib/server/request-handler.ts,
 * errors carry `err` (type, message, code, stack, cause — lib/log/serialize-error.ts).
 *
 * Nothing secret is written: no request or response bodies, no query strings,
 * route patterns instead of raw paths, no headers; the redaction below is a
 * second line of defence for an object someone logs by mistake. The `[mail]`
 * lines of the embedded mail transport (lib/mail, used only without SMTP_URL)
 * are not log lines but the development mailbox, printed beside them.
 *
 * Written asynchronously (pino's own destination, `sync: false`): lines that come
 * while a write is under way go out with the next one, instead of one blocking write
 * per request (9% of a directory search's CPU, README "Logs"). pino flushes what is
 * left synchronously when the process exits, so the last lines of a stop or a crash
 * are written; only a SIGKILL can lose the few lines of its last milliseconds.
 */
export type { Logger };

const REDACT = [
  "password",
  "newPassword",
  "currentPassword",
  "otp",
  "token",
  "cookie",
  "authorization",
  "*.password",
  "*.newPassword",
  "*.currentPassword",
  "*.otp",
  "*.token",
  "*.cookie",
  "*.authorization",
  "headers.cookie",
  "headers.authorization",
  'headers["set-cookie"]',
];

export function createLogger(destination?: DestinationStream, level = defaultLevel()): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    serializers: { err: serializeError, error: serializeError },
    redact: { paths: REDACT, censor: "[redacted]" },
  };
  return pino(options, destination ?? pino.destination({ dest: 1, sync: false }));
}

/** Quiet under the test runner (tests that read the log make their own); `info` otherwise. */
function defaultLevel(): pino.LevelWithSilent {
  return env.NODE_ENV === "test" ? "silent" : "info";
}

/** One logger per process, shared by server.ts's bundle and Next's route bundles. */
const slot = globalThis as unknown as Record<symbol, Logger | undefined>;
const KEY = Symbol.for("hiring.logger");

export function getLogger(): Logger {
  return (slot[KEY] ??= createLogger());
}

/** Replaces the process's logger (tests capture lines with it). Returns the previous one. */
export function setLogger(logger: Logger): Logger {
  const previous = getLogger();
  slot[KEY] = logger;
  return previous;
}
