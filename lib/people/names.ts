import { sql, type AnyColumn, type Placeholder, type SQL } from "drizzle-orm";

/** `%` `_` `\` typed by a user match themselves in ILIKE. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Names are matched on a folded key kept by Postgres (`name_key` = fold_place(name): lower case, ß → ss,
 * accents of Latin letters dropped; migrations 0019 and 0022), and the typed text is folded by the same
 * function, so "zurich" finds "Zürich", "nunez" "Ñúñez" and "zoe" "Zoë", and the two sides cannot disagree.
 * A plain LIKE on the key is also about a third of ILIKE's cost per row, which a directory search pays on
 * every row of the filter it walks (README "Directories").
 */
const folded = (text: TextValue): SQL => sql`fold_place(${text})`;

/**
 * A typed term or a LIKE pattern: the text itself, or the placeholder that carries it into a
 * statement compiled once (db/compiled.ts; the directories' searches, lib/directories/text.ts).
 */
export type TextValue = string | Placeholder;

/** nameContains' pattern for a term (a prefix for terms under three characters, which have no trigrams). */
export function containsPattern(term: string): string {
  const t = term.trim();
  return t.length < 3 ? `${escapeLike(t)}%` : `%${escapeLike(t)}%`;
}

/** nameTypo's pattern for a term: a name sharing its first three letters. */
export const sharesPattern = (term: string): string => `%${escapeLike(term.trim().slice(0, 3))}%`;

/**
 * A name containing what was typed ("acm" finds "Acme Labs"). Served by a
 * gin_trgm_ops index on the key; terms shorter than three characters have no
 * trigrams, so they match as a prefix of the name.
 */
export function nameContains(key: AnyColumn | SQL, term: string): SQL {
  return likeName(key, containsPattern(term));
}

/** A LIKE pattern (already escaped: containsPattern, sharesPattern) against a folded name key. */
export function likeName(key: AnyColumn | SQL, pattern: TextValue): SQL {
  return sql`${key} LIKE ${folded(pattern)}`;
}

/**
 * A typo of a word in the name ("Acne" finds "Acme"): trigram word similarity
 * ≥ 0.6, the `<%` operator, served by the same index (trigrams ignore case).
 * Nothing for terms shorter than three characters (no trigrams to compare).
 */
export function nameSimilar(key: AnyColumn | SQL, term: string): SQL {
  const t = term.trim();
  if (t.length < 3) return sql`false`;
  return similarTo(key, t);
}

/** nameSimilar for a trimmed term of three characters or more. */
const similarTo = (key: AnyColumn | SQL, term: TextValue): SQL => sql`${folded(term)} <% ${key}`;

/**
 * How alike a typed word and a word of a name must be in a directory's typo step, which runs only
 * when nothing matched exactly: pg_trgm's 0.6 (`<%`) missed one dropped letter in a one-word search
 * ("Nortwind" and "Northwind": 0.58), as the job search's typo step found for its words.
 */
export const NAME_TYPO_SIMILARITY = 0.5;

/**
 * A typo of a word in the name, for a search that found nothing exactly: nameSimilar, or a name
 * sharing the term's first three letters (`shares`: sharesPattern, found through the same trigram
 * index) at word similarity ≥ NAME_TYPO_SIMILARITY. The looser bar stays out of nameMatches (people
 * search), where it would list "Lanternhollow" for "Lanternbridge" next to the exact name. For a
 * trimmed term of three characters or more (shorter ones have no trigrams to compare).
 */
export function nameTypo(key: AnyColumn | SQL, term: TextValue, shares: TextValue): SQL {
  return sql`(${similarTo(key, term)} OR (${likeName(key, shares)} AND word_similarity(${folded(term)}, ${key}) >= ${NAME_TYPO_SIMILARITY}))`;
}

/** A name as people type it: a part of it or a typo of a word in it (either of the above). */
export function nameMatches(key: AnyColumn | SQL, term: string): SQL {
  const t = term.trim();
  if (t.length < 3) return nameContains(key, t);
  return sql`(${nameContains(key, t)} OR ${nameSimilar(key, t)})`;
}

/** Best first: how much of the name the term covers (1 for an exact word). */
export function nameRank(key: AnyColumn | SQL, term: TextValue): SQL<number> {
  return sql<number>`word_similarity(${folded(typeof term === "string" ? term.trim() : term)}, ${key})`;
}
