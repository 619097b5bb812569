import { or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { asTyped, prefixQuery } from "@/lib/jobs/search";
import { containsPattern, likeName, nameRank, sharesPattern, nameTypo } from "@/lib/people/names";

/**
 * What a directory search matches, in two steps like the job search ("exact
 * first, typos second", lib/jobs/search.ts):
 * - exact: the weighted full-text vector (name A, industry or specialisms B,
 *   about C) with prefixes ("soft" finds "Software"), or part of a name
 *   ("wind" finds "Northwind") through the name's trigram index;
 * - fuzzy, only when nothing matches exactly: a typo of a word of a name or of
 *   the industry ("Helthcare", "Nortwind"), trigram word similarity ≥ 0.6, or ≥ 0.5
 *   for a name sharing the term's first three letters (lib/people/names.ts nameTypo).
 * `names` are folded name keys (a stored `name_key`, matched accent-blind with a
 * plain LIKE; lib/people/names.ts) with a gin_trgm_ops index, or SQL built from a
 * matcher for another table's key; the first column is the one ranked.
 * `typoOnly` columns are in the vector already (word prefixes match there), so
 * they join the typo step only: a part-of-a-word test on them in the exact step
 * doubled the companies search's index work at 100,000 rows (README "Directories").
 */
export type TextSearch = { exact: SQL; fuzzy: SQL; rank: SQL<number>; fuzzyRank: SQL<number> };

/**
 * The directories' statements are compiled once per form (db/compiled.ts compiledForms), so a
 * search is two halves: the statement's SQL, built once with these placeholders (textSearch),
 * and each request's values for them (typedText).
 */
export type TextValues = { tsq: string; term: string; contains: string; shares: string };
const TEXT = { tsq: sql.placeholder("tsq"), term: sql.placeholder("term"), contains: sql.placeholder("contains"), shares: sql.placeholder("shares") };

/** What was typed, as a search's values; null when it holds no word to search for. `short`: under three characters. */
export type TypedText = { short: boolean; values: TextValues };

export function typedText(text: string): TypedText | null {
  const query = prefixQuery(asTyped(text));
  if (!query) return null;
  const term = text.trim();
  return { short: term.length < 3, values: { tsq: query, term, contains: containsPattern(term), shares: sharesPattern(term) } };
}

/** How a directory page is ordered, as its search does it: ranked only when the text has a word to rank by. */
export function directoryOrder(search: string | undefined, unranked: string): string {
  return search && typedText(search) ? "best match first" : unranked;
}

/** A folded name key, or SQL built from the matcher (e.g. a subquery on another table's indexed key). */
export type NameSource = AnyColumn | ((matches: (key: AnyColumn) => SQL) => SQL);

/** The search's SQL for a term of the given length (TypedText's `short`), with TEXT's placeholders. */
export function textSearch(short: boolean, vector: AnyColumn, names: NameSource[], typoOnly: AnyColumn[] = []): TextSearch {
  const tsq = sql`to_tsquery('english', ${TEXT.tsq})`;
  const apply = (match: (key: AnyColumn | SQL) => SQL) => (n: NameSource) => (typeof n === "function" ? n(match) : match(n));
  const contains = apply((key) => likeName(key, TEXT.contains));
  const similar = apply((key) => nameTypo(key, TEXT.term, TEXT.shares));
  const [ranked] = names.filter((n): n is AnyColumn => typeof n !== "function");
  const vectorMatch = sql`${vector} @@ ${tsq}`;
  // Best first: the vector's weights, plus how much of the name the term covers. Among exact
  // matches only a name that contains the term can score there, so the trigram comparison
  // (a third of the companies search's time at 100,000 rows) runs for those names alone.
  const vectorRank = sql`ts_rank(${vector}, ${tsq})`;
  const nameBonus = (containing: boolean) =>
    !ranked ? sql`0` : containing ? sql`(case when ${contains(ranked)} then ${nameRank(ranked, TEXT.term)} else 0 end)` : nameRank(ranked, TEXT.term);
  return {
    // Two letters have no trigrams: then the full-text prefix alone ("ai" finds "AI Labs").
    exact: short ? vectorMatch : or(vectorMatch, ...names.map(contains))!,
    fuzzy: short ? sql`false` : or(...[...names, ...typoOnly].map(similar))!,
    rank: sql<number>`(${vectorRank} + ${nameBonus(true)})`,
    fuzzyRank: sql<number>`(${vectorRank} + ${nameBonus(false)})`,
  };
}
