import { sql } from "drizzle-orm";
import { jobs } from "@/db/schema";

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * The signs that tell languages apart, spelled as words, exactly as the database's search_text() does to
 * every text before it is parsed (migration 0027): Postgres' parser drops them, so "C++" and "C#" were
 * both 'c' and ".NET" the start of "network". Only where the sign ends the name ("c++17" is cplusplus17).
 */
const SIGNS: [RegExp, string][] = [
  // ASP.NET, VB.NET and ADO.NET keep their own name (a compound) and are .NET too.
  [/(?<![A-Za-z0-9_.])((?:asp|vb|ado)\.net)(?![A-Za-z0-9_])/gi, "$1 dotnet"],
  [/(?<![A-Za-z0-9_.])\.net(?![A-Za-z0-9_])/gi, "dotnet"],
  [/(?<![A-Za-z0-9_])([cf])#(?![A-Za-z0-9_#])/gi, "$1sharp"],
  [/(?<![A-Za-z0-9_])c\+\+(?![A-Za-z_+])/gi, "cplusplus"],
];

export const spellSigns = (text: string): string => SIGNS.reduce((t, [sign, word]) => t.replace(sign, word), text);

/** What a user typed as the search reads it: the signs spelled, lower-cased. */
const typed = (text: string) => spellSigns(text).toLowerCase();

/** The words of what a user typed (letters and digits only, at most 8), lower-cased. */
export function queryWords(text: string): string[] {
  return typed(text).match(WORD)?.slice(0, 8) ?? [];
}

/** A typed token: letters and digits, perhaps joined by dots or slashes ("node.js", "ci/cd"). */
const TOKEN = /[\p{L}\p{N}]+(?:[./][\p{L}\p{N}]+)*/gu;

/**
 * A name Postgres' parser keeps whole, as one lexeme and unstemmed, in a job's text and in a query alike:
 * a host-like name ("node.js", "asp.net": ASCII letters, the last part two letters or more) or a path-like
 * one ("ci/cd", "tcp/ip", "ui/ux": ASCII letters and digits, each part beginning with a letter). Only these:
 * the parser reads others its own way ("react.js/vue.js" and "1.x9" as phrases, "0e0/0" as a number and a
 * path), and the open-jobs index reads no phrases. The integration test
 * tests/integration/search-compounds.test.ts holds this rule to the database's parser.
 */
const COMPOUND = /^(?:[a-z]+(?:\.[a-z]+)*\.[a-z]{2,}|[a-z][a-z0-9]*(?:\/[a-z][a-z0-9]*)+)$/;

export const isCompound = (token: string): boolean => COMPOUND.test(token);

/**
 * What the exact search looks for, one list of alternatives per entry (what prefixQuery takes), at most 8:
 * each typed word, and for a compound name either the name or all of its parts. The text holds "Node.js" as
 * the one lexeme 'node.js', which the parts 'node' & 'js' never matched; a text that writes "Node and JS"
 * still does. "node.js" becomes (node.js | node) & (node.js | js), which is "node.js, or node and js".
 */
export function asTyped(text: string): string[][] {
  const groups = (typed(text).match(TOKEN) ?? []).flatMap((token) => {
    const parts = token.match(WORD)!;
    if (!isCompound(token)) return parts.map((w) => [w]);
    return parts.map((w) => [token, w]);
  });
  return groups.slice(0, 8);
}

/**
 * Whether a word may enter a query's text: letters and digits only, or a compound name of them
 * (dots and slashes, never a quote, colon or operator), so nothing of tsquery syntax.
 */
export const isQueryWord = (word: string): boolean => /^[\p{L}\p{N}]+$/u.test(word) || isCompound(word);

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
