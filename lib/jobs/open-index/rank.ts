/**
 * The job search's rank, computed where the candidates already are (the open-jobs index) and
 * equal, float for float, to what Postgres computes for lib/jobs/search.ts's definition:
 * `ts_rank(search_vector, query)` plus, when a query word is in the title (weight A),
 * pg_trgm's `word_similarity(typed text, job_title)`.
 *
 * Both are re-derived from what Postgres documents and does (tsrank.c: calc_rank_and /
 * calc_rank_or with the default weights and no normalisation; trgm_op.c: word similarity over
 * padded word trigrams): single-precision where Postgres uses `float`, double where it uses a
 * double constant, so `Math.fround` marks every float step. Tested against the database itself
 * for random texts and queries (tests/integration/open-jobs-rank.test.ts).
 */
const f = Math.fround;

/** ts_rank's default weights, by a position's weight code (0 D … 3 A). */
const WEIGHTS = [f(0.1), f(0.2), f(0.4), f(1.0)] as const;
/** tsvector positions are 14 bits; a position is packed as weight << 14 | position (WordEntryPos). */
const MAXENTRYPOS = 1 << 14;
const WEIGHT_A = 3;
export const packPosition = (position: number, weight: number) => (weight << 14) | Math.min(position, MAXENTRYPOS - 1);
const positionOf = (p: number) => p & (MAXENTRYPOS - 1);
const weightOf = (p: number) => WEIGHTS[p >> 14]!;
/** Whether one of an entry's positions has weight A (the title): the query's `:*A` would match it. */
export const inTitleWeight = (positions: Positions) => Array.prototype.some.call(positions, (p: number) => p >> 14 === WEIGHT_A);

/** A vector entry's positions (packed); empty when the vector was stored without positions. */
export type Positions = ArrayLike<number>;

/** Stands for an entry without positions: in the "and" rank the last position, weight D. */
const NO_POSITIONS_AND: Positions = [MAXENTRYPOS - 1];
/** … and in the "or" rank position 0, weight D. */
const NO_POSITIONS_OR: Positions = [0];

/** How close two positions' words are (word_distance): 1 beside each other, nearly 0 beyond 100. */
const DISTANCE: number[] = Array.from({ length: 101 }, (_, w) => f(1.0 / (1.005 + 0.05 * Math.exp(f(w) / 1.5 - 2))));
const wordDistance = (w: number) => (w > 100 ? f(1e-30) : DISTANCE[w]!);

/**
 * ts_rank of a vector for a query. `items` holds, for each distinct query lexeme in
 * Postgres' order (sorted by bytes, see sortItems), the vector's entries it matches in the
 * vector's order (a prefix term may match several). `and`: the query's top operator is "&".
 */
export function tsRank(items: Positions[][], and: boolean): number {
  const res = and && items.length >= 2 ? rankAnd(items) : rankOr(items);
  return res < 0 ? f(1e-20) : res;
}

/** Every pair of positions of two different query lexemes counts, more the closer they are. */
function rankAnd(items: Positions[][]): number {
  let res = f(-1);
  const pos: (Positions | null)[] = items.map(() => null);
  for (let i = 0; i < items.length; i++) {
    for (const entry of items[i]!) {
      const post = (pos[i] = entry.length ? entry : NO_POSITIONS_AND);
      for (let k = 0; k < i; k++) {
        const ct = pos[k];
        if (!ct) continue;
        const eitherBare = post === NO_POSITIONS_AND || ct === NO_POSITIONS_AND;
        for (let l = 0; l < post.length; l++) {
          for (let p = 0; p < ct.length; p++) {
            let dist = Math.abs(positionOf(post[l]!) - positionOf(ct[p]!));
            if (!dist && !eitherBare) continue;
            if (!dist) dist = MAXENTRYPOS;
            const curw = f(Math.sqrt(f(f(weightOf(post[l]!) * weightOf(ct[p]!)) * wordDistance(dist))));
            res = res < 0 ? curw : f(1.0 - (1.0 - res) * (1.0 - curw));
          }
        }
      }
    }
  }
  return res;
}

/** Each matched entry counts by its heaviest position and the rest, averaged over the query's lexemes. */
function rankOr(items: Positions[][]): number {
  let res = f(0);
  for (const entries of items) {
    for (const entry of entries) {
      const post = entry.length ? entry : NO_POSITIONS_OR;
      let resj = f(0);
      let wjm = f(-1);
      let jm = 0;
      for (let j = 0; j < post.length; j++) {
        const w = weightOf(post[j]!);
        resj = f(resj + f(w / ((j + 1) * (j + 1))));
        if (w > wjm) {
          wjm = w;
          jm = j;
        }
      }
      res = f(res + f(f(wjm + resj) - f(wjm / ((jm + 1) * (jm + 1)))) / 1.64493406685);
    }
  }
  return items.length ? f(res / items.length) : res;
}

/** Byte order of UTF-8 strings (Postgres compares lexemes with memcmp, then by length). */
export function compareBytes(a: string, b: string): number {
  return a === b ? 0 : Buffer.compare(Buffer.from(a), Buffer.from(b));
}

/** The query's distinct lexemes in the order ts_rank takes them (sorted by bytes, duplicates once). */
export function sortItems<T extends { lexeme: string }>(terms: T[]): T[] {
  const sorted = [...terms].sort((a, b) => compareBytes(a.lexeme, b.lexeme));
  return sorted.filter((t, i) => i === 0 || t.lexeme !== sorted[i - 1]!.lexeme);
}

/**
 * How pg_trgm splits and folds words, which follows the database's LC_CTYPE: under "C" only ASCII
 * letters and digits make words and only A–Z fold; otherwise Unicode letters and digits too, each
 * character folded on its own (towlower, not the context rules of String#toLowerCase).
 */
export type WordRules = "ascii" | "unicode";

/** ASCII letters and digits, folded: the character code, 0 for a separator. */
const ASCII_WORD = Uint8Array.from({ length: 128 }, (_, c) =>
  (c >= 48 && c <= 57) || (c >= 97 && c <= 122) ? c : c >= 65 && c <= 90 ? c + 32 : 0,
);
const OTHER_WORD = /[\p{L}\p{N}]/u;

/** A character of a word, folded, as a code point; 0 when it separates words. */
function wordChar(cp: number, rules: WordRules): number {
  if (cp < 128) return ASCII_WORD[cp]!;
  if (rules === "ascii") return 0;
  const ch = String.fromCodePoint(cp);
  if (!OTHER_WORD.test(ch)) return 0;
  const lower = ch.toLowerCase();
  const folded = lower.codePointAt(0)!;
  return lower.length === String.fromCodePoint(folded).length ? folded : cp;
}

/**
 * The trigrams of a text in order, duplicates kept: each word folded and padded "  word ", every
 * three characters. A trigram is a number (three 21-bit code points would not fit, so characters
 * beyond ASCII make a string key instead: a Map keeps the two apart).
 */
export function trigrams(text: string, rules: WordRules): (number | string)[] {
  const out: (number | string)[] = [];
  const SPACE = 32;
  let a = SPACE;
  let b = SPACE;
  let inWord = false;
  const push = (c: number) => {
    out.push(a < 128 && b < 128 && c < 128 ? (a << 14) | (b << 7) | c : String.fromCodePoint(a, b, c));
    a = b;
    b = c;
  };
  for (let i = 0; i < text.length; i++) {
    let cp = text.charCodeAt(i);
    if (cp >= 0xd800 && cp <= 0xdbff && i + 1 < text.length) {
      cp = text.codePointAt(i)!;
      if (cp > 0xffff) i++;
    }
    const c = wordChar(cp, rules);
    if (c) {
      push(c);
      inWord = true;
    } else if (inWord) {
      push(SPACE);
      a = b = SPACE;
      inWord = false;
    }
  }
  if (inWord) push(SPACE);
  return out;
}

/** A typed text prepared for word_similarity against many titles. */
export class SimilarityQuery {
  /** Each distinct trigram of the text, numbered 0 … size − 1. */
  private readonly known = new Map<number | string, number>();
  /** Titles already compared (many jobs share one: "Senior Software Engineer"). */
  private readonly seen = new Map<string, number>();
  constructor(
    text: string,
    private readonly rules: WordRules,
  ) {
    for (const t of trigrams(text, rules)) if (!this.known.has(t)) this.known.set(t, this.known.size);
  }

  /**
   * word_similarity(text, title): the best, over every run of the title's consecutive trigrams,
   * of shared ÷ (the text's + the run's − shared) distinct trigrams.
   */
  similarity(title: string): number {
    let result = this.seen.get(title);
    if (result === undefined) this.seen.set(title, (result = this.compute(title)));
    return result;
  }

  private compute(title: string): number {
    const ulen1 = this.known.size;
    const others = new Map<number | string, number>();
    // Trigrams the text lacks get numbers after its own; "found" is "the text has it".
    const index = trigrams(title, this.rules).map((t) => {
      const id = this.known.get(t);
      if (id !== undefined) return id;
      let other = others.get(t);
      if (other === undefined) others.set(t, (other = ulen1 + others.size));
      return other;
    });
    return iterate(index, ulen1, ulen1 + others.size);
  }
}

const sml = (count: number, len1: number, len2: number) => f(count / (len1 + len2 - count));

/**
 * The plain (not strict) word-similarity walk over the title's trigrams, widening and then narrowing
 * the run; trigram ids below ulen1 are the text's ("found").
 */
function iterate(index: number[], ulen1: number, ids: number): number {
  const found = (id: number) => id < ulen1;
  const lastpos = new Int32Array(ids).fill(-1);
  let ulen2 = 0;
  let count = 0;
  let lower = -1;
  let smlrMax = f(0);
  for (let i = 0; i < index.length; i++) {
    const t = index[i]!;
    if (lower >= 0 || found(t)) {
      if (lastpos[t]! < 0) {
        ulen2++;
        if (found(t)) count++;
      }
      lastpos[t] = i;
    }
    if (!found(t)) continue;
    const upper = i;
    if (lower === -1) {
      lower = i;
      ulen2 = 1;
    }
    let smlrCur = sml(count, ulen1, ulen2);
    let tmpCount = count;
    let tmpUlen2 = ulen2;
    const prevLower = lower;
    for (let tmpLower = lower; tmpLower <= upper; tmpLower++) {
      const smlrTmp = sml(tmpCount, ulen1, tmpUlen2);
      if (smlrTmp > smlrCur) {
        smlrCur = smlrTmp;
        ulen2 = tmpUlen2;
        lower = tmpLower;
        count = tmpCount;
      }
      const tt = index[tmpLower]!;
      if (lastpos[tt] === tmpLower) {
        tmpUlen2--;
        if (found(tt)) tmpCount--;
      }
    }
    smlrMax = Math.max(smlrMax, smlrCur);
    for (let tmpLower = prevLower; tmpLower < lower; tmpLower++) {
      const tt = index[tmpLower]!;
      if (lastpos[tt] === tmpLower) lastpos[tt] = -1;
    }
  }
  return smlrMax;
}
