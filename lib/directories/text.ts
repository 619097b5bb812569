import { or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { asTyped, prefixQuery } from "@/lib/jobs/search";
import { nameContains, nameRank, nameTypo } from "@/lib/people/names";

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

/** A folded name key, or SQL built from the matcher (e.g. a subquery on another table's indexed key). */
export type NameSource = AnyColumn | ((matches: (key: AnyColumn) => SQL) => SQL);

export function textSearch(text: string, vector: AnyColumn, names: NameSource[], typoOnly: AnyColumn[] = []): TextSearch | null {
  const query = prefixQuery(asTyped(text));
  if (!query) return null;
  const term = text.trim();
  const tsq = sql`to_tsquery('english', ${query})`;
  const apply = (match: (key: AnyColumn | SQL) => SQL) => (n: NameSource) => (typeof n === "function" ? n(match) : match(n));
  const contains = apply((key) => nameContains(key, term));
  const similar = apply((key) => nameTypo(key, term));
  const [ranked] = names.filter((n): n is AnyColumn => typeof n !== "function");
  const vectorMatch = sql`${vector} @@ ${tsq}`;
  // Best first: the vector's weights, plus how much of the name the term covers. Among exact
  // matches only a name that contains the term can score there, so the trigram comparison
  // (a third of the companies search's time at 100,000 rows) runs for those names alone.
  const vectorRank = sql`ts_rank(${vector}, ${tsq})`;
  const nameBonus = (containing: boolean) =>
    !ranked ? sql`0` : containing ? sql`(case when ${contains(ranked)} then ${nameRank(ranked, term)} else 0 end)` : nameRank(ranked, term);
  return {
    // Two letters have no trigrams: then the full-text prefix alone ("ai" finds "AI Labs").
    exact: term.length < 3 ? vectorMatch : or(vectorMatch, ...names.map(contains))!,
    fuzzy: term.length < 3 ? sql`false` : or(...[...names, ...typoOnly].map(similar))!,
    rank: sql<number>`(${vectorRank} + ${nameBonus(true)})`,
    fuzzyRank: sql<number>`(${vectorRank} + ${nameBonus(false)})`,
  };
}
