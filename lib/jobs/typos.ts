import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { isQueryWord, queryWords } from "./search";

/** How many of a word's nearest vocabulary words the typo step searches for, as alternatives. */
export const CORRECTIONS_PER_WORD = 3;

/**
 * How similar a word that starts with the same two letters must be, when no word is as similar
 * as pg_trgm's `%` asks (0.3). Two swapped letters in a short word fall below 0.3 ("pyhton" and
 * "python" share 3 of 11 trigrams: 0.27), and swapped or missed letters are the commonest typos
 * after the first two letters.
 */
const NEAR_SAME_START = 0.2;

/**
 * The typo step's query (README "Design → Typos are corrected against the vocabulary"):
 * each typed word that begins no word of the job search's vocabulary (`search_words`,
 * every word the jobs' text has held) is replaced by its nearest vocabulary words
 * (pg_trgm similarity ≥ 0.3 — or ≥ 0.2 among words with the same first two letters — the
 * closest CORRECTIONS_PER_WORD), the others are kept.
 * Returns one list of alternatives per typed word, or null when there is nothing to
 * retry: every word is spelled like a known word (the exact search already said
 * "none"), or a word has no near word at all (no job can match it).
 *
 * This is how search engines make typos cheap (Lucene's fuzzy query expands a term from
 * its term dictionary): two index probes per word in a table of distinct words, then
 * the exact search again, instead of a trigram comparison with the title of every job
 * the filters let through (up to 1.6 s at a million jobs).
 */
export async function correctedQuery(text: string): Promise<string[][] | null> {
  const words = queryWords(text);
  if (!words.length) return null;
  const db = await getDb();
  // The prefix pattern is a parameter, not an expression of one, so Postgres plans it on
  // search_words_prefix_idx; words hold letters and digits only, so nothing in it is a wildcard.
  const rows = (await db.execute(
    sql.join(
      words.map(
        (w, i) => sql`select ${i}::int as i, case when exists (select 1 from search_words where word like ${`${w}%`}) then null
          else coalesce(
            nullif(array(select word from search_words where word % ${w} order by similarity(word, ${w}) desc, word limit ${CORRECTIONS_PER_WORD}), '{}'),
            array(select word from search_words where word like ${`${w.slice(0, 2)}%`} and similarity(word, ${w}) >= ${NEAR_SAME_START}
                  order by similarity(word, ${w}) desc, word limit ${CORRECTIONS_PER_WORD})) end as near`,
      ),
      sql` union all `,
    ),
  )) as unknown as { rows: { i: number; near: string[] | null }[] };
  const near = new Map(rows.rows.map((r) => [Number(r.i), r.near]));
  if (words.every((_, i) => near.get(i) === null)) return null;
  const groups = words.map((w, i) => near.get(i)?.filter(isQueryWord) ?? [w]);
  return groups.every((g) => g.length > 0) ? groups : null;
}
