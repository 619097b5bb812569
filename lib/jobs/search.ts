import { sql, type SQL } from "drizzle-orm";
import { jobs } from "@/db/schema";
import { parseCursor } from "./cursor";

/**
 * Turns what a user typed into a prefix tsquery ("react dev" → 'react':* & 'dev':*)
 * so results appear as they type. Only letters and digits reach the query text,
 * so no tsquery syntax can be injected.
 */
export function prefixQuery(text: string): string | null {
  const words = text
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu)
    ?.slice(0, 8);
  if (!words?.length) return null;
  return words.map((w) => `'${w}':*`).join(" & ");
}

/**
 * Match: full-text (weighted: title A, skills/tags B, company/location C,
 * description D) with prefixes. `fuzzy` is the typo fallback — trigram word
 * similarity of the title — used only when nothing matches exactly: evaluated on
 * every row walked it doubled the cost of every search (at 1M jobs, 20 → 42 ms for
 * a common word), and the exact condition alone also lets the planner use the GIN
 * index for rare words.
 */
export function searchCondition(text: string): { where: SQL; fuzzy: SQL; rank: SQL } | null {
  const query = prefixQuery(text);
  if (!query) return null;
  const tsq = sql`to_tsquery('english', ${query})`;
  const trimmed = text.trim();
  return {
    where: sql`${jobs.searchVector} @@ ${tsq}`,
    // `<%`: some extent of the title is similar to the query (word similarity ≥ 0.6),
    // served by the trigram GIN index.
    fuzzy: sql`${trimmed} <% ${jobs.jobTitle}`,
    // ts_rank (not cover density) so a word in the title outweighs the same word in the skills.
    rank: sql`(ts_rank(${jobs.searchVector}, ${tsq}) + word_similarity(${trimmed}, ${jobs.jobTitle}))`,
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
