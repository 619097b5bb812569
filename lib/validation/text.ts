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

/**
 * A one-line value (a name, a title, a place) holds no control characters — line breaks and tabs
 * included, which would also reach mail headers and logs — and none of the bidi marks that display
 * text in another order ("\u202e" makes a name read backwards), and, when not empty, at least one letter
 * or digit (a name of marks or symbols alone looks like no name at all).
 */
// Controls, line and paragraph separators, and the invisible format characters (direction marks, soft
// hyphens, zero-width spaces) — but not the zero-width (non-)joiners Persian and Indic names need.
const NOT_IN_A_LINE = /[\p{Cc}\p{Zl}\p{Zp}]|(?![\u200c\u200d])\p{Cf}/u;
/** Letters that draw nothing (the Hangul fillers): a name of these looks blank. */
const BLANK_LETTERS = /[\u115f\u1160\u3164\uffa0]/gu;
export const LINE_PROBLEM = "Use letters or digits on one line (no line breaks, tabs or direction marks).";
export const isOneLine = (s: string): boolean => !NOT_IN_A_LINE.test(s) && (s === "" || /[\p{L}\p{N}]/u.test(s.replace(BLANK_LETTERS, "")));

/** Text of at most `max` characters, its messages naming the field ("The description can be at most 2,000 characters"). */
export const prose = (label: string, max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`) })
    .trim()
    .max(max, `${label} can be at most ${max.toLocaleString("en-US")} characters`);
/** A name, a place, a headline, a title: one line of visible text, named in its messages. */
export const line = (label: string, max: number) => prose(label, max).refine(isOneLine, `${label}: ${LINE_PROBLEM}`);

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
