import { sql, type SQL, type AnyColumn } from "drizzle-orm";

/** `%` `_` `\` typed by a user match themselves in ILIKE. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * How a name column holds the name: as typed (matched with ILIKE), or lower-cased
 * (a stored `name_key` = lower(name): a plain LIKE against the lowered pattern is
 * the same test at about a third of ILIKE's cost per row, which a directory search
 * pays on every row of the filter it walks; README "Directories").
 */
export type NameCase = "as-typed" | "lowered";

/**
 * A name containing what was typed ("acm" finds "Acme Labs"). Served by a
 * gin_trgm_ops index on the column; terms shorter than three characters have no
 * trigrams, so they match as a prefix of the name.
 */
export function nameContains(column: AnyColumn | SQL, term: string, held: NameCase = "as-typed"): SQL {
  const t = term.trim();
  return likeName(column, t.length < 3 ? `${escapeLike(t)}%` : `%${escapeLike(t)}%`, held);
}

/** A LIKE pattern (already escaped) against a name as it is held: a plain LIKE on the lower-case key, else ILIKE. */
function likeName(column: AnyColumn | SQL, pattern: string, held: NameCase): SQL {
  return held === "lowered" ? sql`${column} LIKE lower(${pattern})` : sql`${column} ILIKE ${pattern}`;
}

/**
 * A typo of a word in the name ("Acne" finds "Acme"): trigram word similarity
 * ≥ 0.6, the `<%` operator, served by the same index (trigrams ignore case).
 * Nothing for terms shorter than three characters (no trigrams to compare).
 */
export function nameSimilar(column: AnyColumn | SQL, term: string): SQL {
  const t = term.trim();
  if (t.length < 3) return sql`false`;
  return sql`${t} <% ${column}`;
}

/**
 * How alike a typed word and a word of a name must be in a directory's typo step, which runs only
 * when nothing matched exactly: pg_trgm's 0.6 (`<%`) missed one dropped letter in a one-word search
 * ("Nortwind" and "Northwind": 0.58), as the job search's typo step found for its words.
 */
export const NAME_TYPO_SIMILARITY = 0.5;

/**
 * A typo of a word in the name, for a search that found nothing exactly: nameSimilar, or a name
 * sharing the term's first three letters (found through the same trigram index) at word
 * similarity ≥ NAME_TYPO_SIMILARITY. The looser bar stays out of nameMatches (people search),
 * where it would list "Lanternhollow" for "Lanternbridge" next to the exact name.
 */
export function nameTypo(column: AnyColumn | SQL, term: string, held: NameCase = "as-typed"): SQL {
  const t = term.trim();
  if (t.length < 3) return sql`false`;
  const shares = likeName(column, `%${escapeLike(t.slice(0, 3))}%`, held);
  return sql`(${nameSimilar(column, t)} OR (${shares} AND word_similarity(${t}, ${column}) >= ${NAME_TYPO_SIMILARITY}))`;
}

/** A name as people type it: a part of it or a typo of a word in it (either of the above). */
export function nameMatches(column: AnyColumn | SQL, term: string, held: NameCase = "as-typed"): SQL {
  const t = term.trim();
  if (t.length < 3) return nameContains(column, t, held);
  return sql`(${nameContains(column, t, held)} OR ${nameSimilar(column, t)})`;
}

/** Best first: how much of the name the term covers (1 for an exact word). */
export function nameRank(column: AnyColumn | SQL, term: string): SQL<number> {
  return sql<number>`word_similarity(${term.trim()}, ${column})`;
}
