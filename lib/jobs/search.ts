import { sql, type SQL } from "drizzle-orm";
import { jobs } from "@/db/schema";
import { parseCursor } from "./cursor";

/** The words of what a user typed (letters and digits only, at most 8), lower-cased. */
function queryWords(text: string): string[] {
  return (
    text
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, 8) ?? []
  );
}

/**
 * Turns what a user typed into a prefix tsquery ("react dev" → 'react':* & 'dev':*)
 * so results appear as they type. Only letters and digits reach the query text,
 * so no tsquery syntax can be injected. `weight` restricts every word to one weight
 * ("A": the title) and `join` says whether all words must match or any.
 */
export function prefixQuery(text: string, { weight = "", join = " & " }: { weight?: "" | "A"; join?: " & " | " | " } = {}): string | null {
  const words = queryWords(text);
  if (!words.length) return null;
  return words.map((w) => `'${w}':*${weight}`).join(join);
}

/**
 * Match: full-text (weighted: title A, skills/tags B, company/location C,
 * description D) with prefixes. `fuzzy` is the typo fallback — trigram word
 * similarity of the title — used only when nothing matches exactly: evaluated on
 * every row walked it doubled the cost of every search (at 1M jobs, 20 → 42 ms for
 * a common word), and the exact condition alone also lets the planner use the GIN
 * index for rare words.
 *
 * Rank: the vector's weights plus how close the title is to what was typed. Among
 * exact matches that closeness counts only for a title sharing a word (by prefix)
 * with the query: elsewhere it measured letters shared by chance ("react" and
 * "Real Estate Agent": 0.5) and cost a fifth of a ranked search's database time
 * (README "Measured → Speed"). The typo fallback (`fuzzyRank`) matches on the title
 * alone, so there the closeness always counts.
 */
export function searchCondition(text: string): { where: SQL; fuzzy: SQL; rank: SQL; fuzzyRank: SQL } | null {
  const query = prefixQuery(text);
  if (!query) return null;
  const tsq = sql`to_tsquery('english', ${query})`;
  const inTitle = sql`to_tsquery('english', ${prefixQuery(text, { weight: "A", join: " | " })})`;
  const trimmed = text.trim();
  // ts_rank (not cover density) so a word in the title outweighs the same word in the skills.
  const vectorRank = sql`ts_rank(${jobs.searchVector}, ${tsq})`;
  const closeness = sql`word_similarity(${trimmed}, ${jobs.jobTitle})`;
  return {
    where: sql`${jobs.searchVector} @@ ${tsq}`,
    // `<%`: some extent of the title is similar to the query (word similarity ≥ 0.6),
    // served by the trigram GIN index.
    fuzzy: sql`${trimmed} <% ${jobs.jobTitle}`,
    rank: sql`(${vectorRank} + case when ${jobs.searchVector} @@ ${inTitle} then ${closeness} else 0 end)`,
    fuzzyRank: sql`(${vectorRank} + ${closeness})`,
  };
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

/** Rows strictly after the cursor in (updated_at desc, id desc) order; served by jobs_status_updated_idx. */
export function afterCursor(cursor: string): SQL {
  const { micros, id } = parseCursor(cursor);
  return sql`(${jobs.updatedAt}, ${jobs.id}) < ('epoch'::timestamptz + ${micros}::bigint * interval '1 microsecond', ${id}::int)`;
}
