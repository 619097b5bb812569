import type { MatchCriterion } from "./types";

/** One criterion's result and its few words for the summary line (null: nothing to say). */
export type Rated = { criterion: MatchCriterion; note: string | null };

/** "Go, PostgreSQL and 3 more": names listed up to a cap, so the evidence stays one line. */
export function listNames(names: string[], cap = 8): string {
  if (names.length <= cap) return names.join(", ");
  return `${names.slice(0, cap).join(", ")} and ${names.length - cap} more`;
}

/** 6.5 → "6.5 years", 1 → "1 year", 0.25 → "0.3 years". */
export function years(n: number): string {
  const rounded = Math.round(n * 10) / 10;
  return `${rounded} ${rounded === 1 ? "year" : "years"}`;
}

/** The summary line: the criteria's notes in order, the first word capitalised. */
export function summaryOf(notes: (string | null)[]): string {
  const said = notes.filter((n): n is string => Boolean(n));
  if (!said.length) return "Not enough in the job and the profile to compare";
  const line = said.join("; ");
  return line[0]!.toUpperCase() + line.slice(1);
}
