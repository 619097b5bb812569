import { sql } from "drizzle-orm";
import { jobs } from "@/db/schema";

const WORD = /[\p{L}\p{N}]+/gu;

/** The words of what a user typed (letters and digits only, at most 8), lower-cased. */
export function queryWords(text: string): string[] {
  return text.toLowerCase().match(WORD)?.slice(0, 8) ?? [];
}

/** The typed words, each its own single alternative (what prefixQuery takes). */
export const asTyped = (text: string): string[][] => queryWords(text).map((w) => [w]);

/** Whether a word may enter a query's text: letters and digits only, nothing of tsquery syntax. */
export const isQueryWord = (word: string): boolean => /^[\p{L}\p{N}]+$/u.test(word);

/**
 * Turns words into a prefix tsquery (["react", "dev"] → 'react':* & 'dev':*) so results
 * appear as they type. Each entry lists alternatives for one typed word (the typo step's
 * corrections, lib/jobs/typos.ts), joined by "or". Only letters and digits reach the query
 * text, so no tsquery syntax can be injected. `weight` restricts every word to one weight
 * ("A": the title) and `join` says whether all words must match or any.
 */
export function prefixQuery(groups: string[][], { weight = "", join = " & " }: { weight?: "" | "A"; join?: " & " | " | " } = {}): string | null {
  const terms = groups
    .map((g) => g.filter(isQueryWord).map((w) => `'${w}':*${weight}`))
    .filter((g) => g.length)
    .map((g) => (g.length === 1 ? g[0]! : `(${g.join(" | ")})`));
  return terms.length ? terms.join(join) : null;
}

/**
 * Ranked search is bounded: only the newest RANK_CANDIDATES matches (newest by
 * updated_at) are ranked, so a common word at a million jobs costs the same as at
 * ten thousand. Pages past them continue newest first, which is exactly where the
 * candidates stopped — no gaps, no duplicates.
 */
export const RANK_CANDIDATES = 1_000;

/**
 * Counts are exact up to COUNT_CAP; above it the answer says `totalJobsExact: false`
 * and totalJobs is "at least COUNT_CAP" (counting 700,000 open jobs on every list
 * request would cost more than the whole rest of the request).
 */
export const COUNT_CAP = 10_000;

/** SQL for the cursor of a row (select it next to the row). */
export const cursorOf = sql<string>`((extract(epoch from ${jobs.updatedAt}) * 1000000)::bigint)::text || '.' || ${jobs.id}`;
