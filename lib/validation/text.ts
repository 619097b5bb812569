import { z } from "zod";

/**
 * Text from outside must be well-formed Unicode without NUL: Postgres refuses
 * `\u0000` in text columns and a lone UTF-16 surrogate cannot be encoded as UTF-8,
 * so either would surface as a server error deep inside a use case. The API
 * dispatcher applies this check to every string of every input (query, path,
 * body, form fields) before any schema or handler runs; forms use `text()`.
 */
export const TEXT_PROBLEM = "Text may not contain NUL characters or unpaired surrogates.";

export function isCleanText(s: string): boolean {
  return s.isWellFormed() && !s.includes("\u0000");
}

/** The zod string every form and schema builds on: trims and refuses NUL and lone surrogates. */
export const text = () => z.string().refine(isCleanText, TEXT_PROBLEM);

export const TOO_DEEP = "The input is nested too deeply.";
const MAX_DEPTH = 32;

/** The first string (or key) in `value` that is not clean text, or input nested past any schema's depth. */
export function findUncleanText(value: unknown, at = "", depth = 0): { path: string; problem: string } | null {
  if (typeof value === "string") return isCleanText(value) ? null : { path: at || "input", problem: TEXT_PROBLEM };
  if (value === null || typeof value !== "object" || ArrayBuffer.isView(value) || value instanceof Blob) return null;
  if (depth >= MAX_DEPTH) return { path: at, problem: TOO_DEEP };
  for (const [key, item] of Object.entries(value)) {
    const where = at ? `${at}.${key}` : key;
    if (!isCleanText(key)) return { path: where, problem: TEXT_PROBLEM };
    const found = findUncleanText(item, where, depth + 1);
    if (found) return found;
  }
  return null;
}
