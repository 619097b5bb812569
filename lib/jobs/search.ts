import { sql, type SQL } from "drizzle-orm";
import { jobs } from "@/db/schema";

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
 * description D) with prefixes, or trigram word similarity of the title for typos.
 */
export function searchCondition(text: string): { where: SQL; rank: SQL } | null {
  const query = prefixQuery(text);
  if (!query) return null;
  const tsq = sql`to_tsquery('english', ${query})`;
  const trimmed = text.trim();
  return {
    // `<%`: some extent of the title is similar to the query (word similarity ≥ 0.6),
    // served by the trigram GIN index. ts_rank (not cover density) so a word in
    // the title outweighs the same word in the skills.
    where: sql`(${jobs.searchVector} @@ ${tsq} OR ${trimmed} <% ${jobs.jobTitle})`,
    rank: sql`(ts_rank(${jobs.searchVector}, ${tsq}) + word_similarity(${trimmed}, ${jobs.jobTitle}))`,
  };
}
