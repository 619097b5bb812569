import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { createJob } from "@/lib/jobs/mutations";
import { searchOpenJobs } from "@/lib/jobs/queries";
import { createJobSchema, jobSearchSchema } from "@/lib/jobs/schemas";
import { SimilarityQuery, sortItems, tsRank } from "@/lib/jobs/open-index/rank";
import { termGroups } from "@/lib/jobs/open-index/tsquery";
import { parseVector } from "@/lib/jobs/open-index/tsvector";
import { prefixQuery, queryWords } from "@/lib/jobs/search";
import { makeActor } from "../helpers/actors";
import { searchRank } from "../helpers/search-rank";

/**
 * The open-jobs index ranks a search's candidates itself (lib/jobs/open-index/rank.ts) and must
 * rank exactly as the database would: for random texts and queries, Postgres' own ts_rank and
 * pg_trgm's word_similarity against the TypeScript ones, float for float, on this database (its
 * LC_CTYPE decides how pg_trgm splits words).
 */
const VOCABULARY = ["data", "database", "dat", "react", "reactive", "engineer", "engineering", "senior", "go", "golang", "the", "and", "café", "Zürich", "naïve", "ÉCOLE", "k8s", "C3PO", "o'brien", "x"];
const words = (min: number, max: number) => fc.array(fc.constantFrom(...VOCABULARY), { minLength: min, maxLength: max }).map((ws) => ws.join(" "));
/** What the search puts in a query: lower-cased letters and digits (lib/jobs/search.ts queryWords). */
const typedWord = fc.constantFrom(...VOCABULARY.flatMap((w) => queryWords(w)), "eng", "re", "reac", "zur", "cafe", "datab");

type Case = { title: string; skills: string; place: string; description: string; groups: string[][]; typed: string };
const cases: fc.Arbitrary<Case> = fc.record({
  title: fc.tuple(words(1, 6), fc.constantFrom("-", "!", "/", " ")).map(([t, s]) => `${t} ${s} Lead`),
  skills: words(0, 4),
  place: words(0, 3),
  description: words(0, 40),
  // Each typed word with its alternatives (the typo step's corrections), like prefixQuery takes them.
  groups: fc.array(fc.array(typedWord, { minLength: 1, maxLength: 2 }), { minLength: 1, maxLength: 3 }),
  typed: words(1, 3),
});

async function inDatabase(c: Case) {
  const db = await getDb();
  const vector = sql`setweight(to_tsvector('english', ${c.title}), 'A') || setweight(to_tsvector('english', ${c.skills}), 'B')
    || setweight(to_tsvector('english', ${c.place}), 'C') || setweight(to_tsvector('english', ${c.description}), 'D')`;
  const result = (await db.execute(sql`
    SELECT v::text AS vector, q::text AS query, ts_rank(v, q) AS rank, word_similarity(${c.typed}, ${c.title}) AS closeness,
      (SELECT datctype FROM pg_database WHERE datname = current_database()) AS ctype
    FROM (SELECT ${vector} AS v, to_tsquery('english', ${prefixQuery(c.groups)}) AS q) d`)) as unknown as {
    rows: { vector: string; query: string; rank: number | string; closeness: number | string; ctype: string }[];
  };
  return result.rows[0]!;
}

describe("the open-jobs index's rank equals the database's", () => {
  it("ts_rank: every query lexeme's entries (prefixes, repeats, weights, distances), 'and' and 'or'", async () => {
    let nonZero = 0;
    await fc.assert(
      fc.asyncProperty(cases, async (c) => {
        const row = await inDatabase(c);
        const groups = termGroups(row.query);
        fc.pre(groups.length > 0);
        const vector = parseVector(row.vector);
        const items = sortItems(groups.flat()).map((term) =>
          vector.lexemes.flatMap((lexeme, i) => ((term.prefix ? lexeme.startsWith(term.lexeme) : lexeme === term.lexeme) ? [vector.positions[i]!] : [])),
        );
        const expected = Math.fround(Number(row.rank));
        if (expected > 1e-19) nonZero++;
        expect(tsRank(items, groups.length >= 2)).toBe(expected);
      }),
      { numRuns: 250 },
    );
    // Not a comparison of zeros: most cases share a word with the text.
    expect(nonZero).toBeGreaterThan(100);
  });

  it("word_similarity of the typed text and the title", async () => {
    await fc.assert(
      fc.asyncProperty(cases, async (c) => {
        const row = await inDatabase(c);
        const rules = ["C", "POSIX"].includes(row.ctype) ? "ascii" : "unicode";
        expect(new SimilarityQuery(c.typed, rules).similarity(c.title)).toBe(Math.fround(Number(row.closeness)));
      }),
      { numRuns: 250 },
    );
  });

  it("reads a tsvector's text back: quotes, backslashes, weights, several positions, none", () => {
    expect(parseVector(`'a''b':1A,3 'c\\\\d':2B,7C,9 'plain'`)).toEqual({
      lexemes: ["a'b", "c\\d", "plain"],
      positions: [[(3 << 14) | 1, 3], [(2 << 14) | 2, (1 << 14) | 7, 9], []],
    });
  });
});

describe("a search lists its candidates in the database's rank order", () => {
  const marker = `oixr${randomUUID().slice(0, 8)}`;
  // "metadata" and "reengineering" share letters with "data" and "engineer" but are not found by them (no prefix):
  // a title with them is close to the text yet must not count as matching it.
  const WORDS = ["data", "engineer", "senior", "react", "platform", "café", "lead", "go", "metadata", "reengineering"];
  const pick = (i: number, n: number) => Array.from({ length: n }, (_, k) => WORDS[(i * (k + 3) + k * k) % WORDS.length]!);

  beforeAll(async () => {
    const company = await makeActor("COMPANY");
    // 40 jobs with the marker in the description only, so the title's closeness turns on the other words;
    // titles, skills and descriptions differ in words, order and repeats, so their ranks differ.
    for (let i = 0; i < 40; i++) {
      await createJob(
        company,
        createJobSchema.parse({
          jobTitle: pick(i, 1 + (i % 4)).join(" "),
          jobDescription: `${marker} ${pick(i + 7, 2 + (i % 9)).join(" ")}.`,
          requiredSkills: pick(i + 3, i % 3),
          jobStatus: "Open",
        }),
      );
    }
  });

  async function inSql(text: string) {
    const db = await getDb();
    const result = (await db.execute(
      sql`SELECT id FROM jobs WHERE job_status = 'Open' AND search_vector @@ to_tsquery('english', ${prefixQuery(queryWords(text).map((w) => [w]))})
        ORDER BY ${searchRank(text)} DESC, updated_at DESC, id DESC`,
    )) as unknown as { rows: { id: number }[] };
    return result.rows.map((r) => Number(r.id));
  }

  it("for texts of one to three words, every page", async () => {
    let ranked = 0;
    await fc.assert(
      fc.asyncProperty(fc.subarray([...WORDS, "eng", "sen", "plat"], { minLength: 0, maxLength: 2 }), async (extra) => {
        const text = [marker, ...extra].join(" ");
        const expected = await inSql(text);
        const got: number[] = [];
        for (let page = 1; got.length < expected.length; page++) {
          const list = await searchOpenJobs(jobSearchSchema.parse({ search: text, page: String(page) }));
          if (!list.jobs.length) break;
          got.push(...list.jobs.map((j) => j.id));
        }
        // Some order other than newest first: the rank decided it.
        if (expected.join() !== [...expected].sort((a, b) => b - a).join()) ranked++;
        expect(got).toEqual(expected);
      }),
      { numRuns: 40 },
    );
    // Not a comparison of newest-first lists: in a good share of the 40 (18 to over 20 seen), the rank decided the order.
    expect(ranked).toBeGreaterThan(5);
  });
});
