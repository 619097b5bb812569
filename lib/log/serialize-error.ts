/**
 * An error as a log field: type, message, code, stack and its causes — and
 * nothing a user sent. Drizzle puts a failed query's parameters into its
 * message and stack ("params: <session id>,<code hash>…"), pg errors carry
 * `detail` with row values, and pino's default serializer would copy every own
 * property (`params`, `parameters`): here only the fields below are kept and the
 * parameters are cut out of the text.
 */
export type LoggedError = {
  type: string;
  message: string;
  code?: string | number;
  stack?: string;
  cause?: LoggedError;
  errors?: LoggedError[];
};

const PARAMS = /\nparams: [\s\S]*?(?=\n {4}at |$)/;

export const scrubText = (text: string): string => text.replace(PARAMS, "\nparams: [redacted]");

export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: typeof error === "string" ? scrubText(error) : "(not an Error)" };
  const out: LoggedError = { type: error.name, message: scrubText(error.message) };
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" || typeof code === "number") out.code = code;
  if (error.stack) out.stack = scrubText(error.stack);
  if (depth < 4) {
    if (error.cause !== undefined) out.cause = serializeError(error.cause, depth + 1);
    if (error instanceof AggregateError) out.errors = error.errors.slice(0, 5).map((e) => serializeError(e, depth + 1));
  }
  return out;
}
