import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { placeMatcher } from "./place-match";
import { OpenJobsIndex, type IndexChange, type IndexedJob, type IndexQuery } from "./store";

/**
 * The index against the plainest model of what it answers: the open jobs in a map, filtered
 * with Array.filter and sorted newest first. Random jobs, random changes (replaced, removed,
 * re-added, enough of them to merge the recent ones and to compact dead slots) and random
 * queries of every kind must give the same page and count.
 */
const WORDS = ["react", "reactive", "data", "database", "engin", "senior", "go", "golang", "kube"];
const PLACES = ["paris, franc", "berlin", "london", "paris, texa", "remote (uk)", "leeds, united kingdom", "kyiv, ukraine", null];

const job: fc.Arbitrary<IndexedJob> = fc.record({
  id: fc.integer({ min: 1, max: 60 }),
  micros: fc.integer({ min: 0, max: 15 }).map((d) => 1_700_000_000_000_000 + d * 86_400_000_000),
  workplace: fc.constantFrom("remote", "hybrid", "onsite", null),
  employment: fc.constantFrom("full-time", "contract", null),
  level: fc.constantFrom("junior", "senior", null),
  salaryCurrency: fc.constantFrom("EUR", "USD", null),
  salaryMaxYearly: fc.option(fc.integer({ min: 10_000, max: 200_000 }), { nil: null }),
  locationKey: fc.constantFrom(...PLACES),
  lexemes: fc.uniqueArray(fc.constantFrom(...WORDS), { maxLength: 4 }),
});

const change: fc.Arbitrary<IndexChange> = fc.oneof(
  job.map((j) => ({ id: j.id, job: j })),
  fc.integer({ min: 1, max: 60 }).map((id) => ({ id, job: null })),
);

const term = fc.record({ lexeme: fc.constantFrom(...WORDS, "dat", "re", "x"), prefix: fc.boolean() });
const day = fc.integer({ min: 0, max: 15 }).map((d) => 1_700_000_000_000_000 + d * 86_400_000_000);
/** A filter in one query of three, so that a good share of queries match something. */
const sometimes = <T>(a: fc.Arbitrary<T>) => fc.oneof({ arbitrary: fc.constant(undefined), weight: 2 }, { arbitrary: a, weight: 1 });
const query: fc.Arbitrary<IndexQuery> = fc.record({
  text: fc.option(fc.array(fc.array(term, { minLength: 1, maxLength: 2 }), { maxLength: 2 }), { nil: null, freq: 2 }),
  workplace: sometimes(fc.constantFrom("remote", "hybrid", "onsite", "nowhere")),
  employment: sometimes(fc.constantFrom("full-time", "contract")),
  level: sometimes(fc.constantFrom("junior", "senior")),
  location: sometimes(fc.constantFrom("paris", "lon", "", "texa", "tokyo", "uk", "united kingdom", "ukr")),
  salary: sometimes(fc.record({ currency: fc.constantFrom("EUR", "USD", "GBP"), min: fc.integer({ min: 0, max: 200_000 }) })),
  fromMicros: sometimes(day),
  toMicros: sometimes(day),
  after: sometimes(fc.record({ micros: day, id: fc.integer({ min: 0, max: 61 }) })),
});

function model(jobs: Map<number, IndexedJob>, q: IndexQuery, offset: number, limit: number, cap: number) {
  const hasTerm = (j: IndexedJob, t: { lexeme: string; prefix: boolean }) => j.lexemes.some((l) => (t.prefix ? l.startsWith(t.lexeme) : l === t.lexeme));
  const matches = [...jobs.values()]
    .filter((j) => q.text === null || (q.text.length > 0 && q.text.every((g) => g.some((t) => hasTerm(j, t)))))
    .filter((j) => (!q.workplace || j.workplace === q.workplace) && (!q.employment || j.employment === q.employment) && (!q.level || j.level === q.level))
    .filter((j) => q.location === undefined || (j.locationKey !== null && placeMatcher(q.location)(j.locationKey)))
    .filter((j) => !q.salary || (j.salaryCurrency === q.salary.currency && j.salaryMaxYearly !== null && j.salaryMaxYearly >= q.salary.min))
    .filter((j) => (q.fromMicros === undefined || j.micros >= q.fromMicros) && (q.toMicros === undefined || j.micros < q.toMicros))
    .filter((j) => !q.after || j.micros < q.after.micros || (j.micros === q.after.micros && j.id < q.after.id))
    .sort((a, b) => b.micros - a.micros || b.id - a.id);
  return { ids: matches.slice(offset, offset + limit).map((j) => j.id), total: Math.min(matches.length, Math.max(offset + limit, cap + 1)) };
}

describe("OpenJobsIndex", () => {
  it("answers every query like a filter over the open jobs, through loads, changes, merges and compactions", () => {
    const answered: boolean[] = [];
    fc.assert(
      fc.property(
        fc.array(job, { maxLength: 120 }),
        fc.array(fc.array(change, { maxLength: 60 }), { maxLength: 6 }),
        fc.array(fc.tuple(query, fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 40 })), { minLength: 1, maxLength: 8 }),
        fc.constantFrom(1, 1e9),
        fc.constantFrom(1, 3, 1e9),
        (loaded, batches, queries, sparse, markChunk) => {
          // Tiny thresholds, so the random changes merge the recent jobs and compact dead slots often;
          // a text's matches collected (sparse 1) or marked (1e9), a range of 1 or 3 slots at a time or all at once.
          const index = new OpenJobsIndex({ recentMax: 5, deadMin: 3, sparse, markChunk });
          const jobs = new Map<number, IndexedJob>();
          index.load(loaded);
          index.settle();
          for (const j of loaded) jobs.set(j.id, j);
          const check = () => {
            for (const [q, offset, limit, cap] of queries) {
              const expected = model(jobs, q, offset, limit, cap);
              expect(index.find(q, offset, limit, cap)).toEqual(expected);
              answered.push(expected.total > 0);
            }
            expect(index.size).toBe(jobs.size);
          };
          check();
          for (const batch of batches) {
            index.apply(batch);
            for (const c of batch) {
              if (c.job) jobs.set(c.id, c.job);
              else jobs.delete(c.id);
            }
            check();
          }
        },
      ),
      { numRuns: 300 },
    );
    // Not a comparison of empty answers: a good share of queries match something.
    expect(answered.filter(Boolean).length / answered.length).toBeGreaterThan(0.15);
  });

  it("merges its recent jobs into the list order and compacts dead slots at scale", () => {
    const index = new OpenJobsIndex();
    const make = (id: number, day: number): IndexedJob => ({
      id, micros: day * 1_000_000, workplace: id % 2 ? "remote" : "onsite", employment: null, level: null,
      salaryCurrency: null, salaryMaxYearly: null, locationKey: null, lexemes: id % 3 ? ["react"] : ["data"],
    });
    index.load(Array.from({ length: 6000 }, (_, i) => make(i + 1, i)));
    index.settle();
    // 5,000 changes one by one: more than the recent list holds, and more dead slots than a quarter.
    for (let i = 1; i <= 5000; i++) index.apply([{ id: i, job: make(i, 10_000 + i) }]);
    for (let i = 5001; i <= 5500; i++) index.apply([{ id: i, job: null }]);
    // Removing what it never held (an unknown or impossible id) changes nothing.
    index.apply([{ id: 99_999, job: null }, { id: -3, job: null }]);
    expect(index.size).toBe(5500);
    const newest = index.find({ text: [[{ lexeme: "react", prefix: true }]], workplace: "remote" }, 0, 3, 10);
    // The last renewed odd ids that are not multiples of 3 (4995 is one).
    expect(newest.ids).toEqual([4999, 4997, 4993]);
    expect(index.find({ text: null }, 0, 0, 100_000).total).toBe(5500);
  });

  it("starts a keyset page strictly after the cursor's own job, also among jobs of the same instant", () => {
    const index = new OpenJobsIndex();
    const at = (id: number, micros: number): IndexedJob => ({
      id, micros, workplace: null, employment: null, level: null, salaryCurrency: null, salaryMaxYearly: null, locationKey: null, lexemes: [],
    });
    index.load([at(1, 5), at(2, 5), at(3, 5), at(4, 9)]);
    index.settle();
    expect(index.find({ text: null }, 0, 10, 10).ids).toEqual([4, 3, 2, 1]);
    expect(index.find({ text: null, after: { micros: 5, id: 3 } }, 0, 10, 10).ids).toEqual([2, 1]);
    expect(index.find({ text: null, after: { micros: 9, id: 4 } }, 0, 10, 10).ids).toEqual([3, 2, 1]);
  });
});
