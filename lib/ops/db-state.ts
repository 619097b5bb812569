import { AppError } from "@/lib/errors";

/**
 * Whether the database can be reached, as this process last saw it. A failure
 * to reach it is not a bug in the request: the API answers 503 with
 * Retry-After, a page gets the "try again in a moment" page with status 503
 * (lib/server/request-handler.ts), and the pool reconnects by itself once the
 * database is back (db/client.ts marks every successful checkout).
 */

/** Seconds a client should wait before trying again; a Postgres restart takes about one to three. */
export const RETRY_AFTER_SECONDS = 3;

export const UNAVAILABLE_MESSAGE = "The service is briefly unavailable. Please try again in a moment.";

/** Socket errors on the way to the database. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
]);

/** SQLSTATEs of a server that is going away, starting up or full: 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now, 53300 too many connections. */
const UNAVAILABLE_SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300"]);

/** node-postgres' own wording for a connection it lost or never got. */
const PG_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /Client has encountered a connection error and is not queryable/,
  /Client was closed and is not queryable/,
  /Cannot use a pool after calling end on the pool/,
  /^The database is closed for shutdown/,
];

/** True when the error (or its cause, or one of an AggregateError's errors) says the database cannot be reached. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string") {
    if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith("08")) return true;
  }
  if (PG_MESSAGES.some((m) => m.test(error.message))) return true;
  if (error instanceof AggregateError && error.errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}

export const unavailable = (message = UNAVAILABLE_MESSAGE, details?: unknown) =>
  new AppError("UNAVAILABLE", message, { retryAfter: RETRY_AFTER_SECONDS, details });

type State = { downSince: number | null };
/** On globalThis: server.ts's bundle and Next's route bundles are separate module graphs in one process. */
const state = ((globalThis as Record<symbol, unknown>)[Symbol.for("hiring.dbState")] ??= { downSince: null }) as State;

export function noteDatabaseDown(): void {
  state.downSince ??= Date.now();
}

export function noteDatabaseUp(): void {
  state.downSince = null;
}

/** Records the outcome of reaching the database: a connection error marks it down, success marks it up. */
export function noteDatabaseOutcome(error: unknown): void {
  if (!error) noteDatabaseUp();
  else if (isDatabaseUnavailable(error)) noteDatabaseDown();
}

/** The database failed to answer and has not answered since. */
export const databaseUnavailable = (): boolean => state.downSince !== null;
