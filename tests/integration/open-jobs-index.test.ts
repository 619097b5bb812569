import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { jobs, users } from "@/db/schema";
import { createJob, updateJobFields, updateJobStatus } from "@/lib/jobs/mutations";
import { openJobsIndex, openJobsIndexState } from "@/lib/jobs/open-index/feed";
import { readiness } from "@/lib/ops/readiness";
import { searchOpenJobs } from "@/lib/jobs/queries";
import { createJobSchema, jobSearchSchema } from "@/lib/jobs/schemas";
import { asTyped, prefixQuery, RANK_CANDIDATES } from "@/lib/jobs/search";
import { escapeLike } from "@/lib/people/names";
import { searchRank } from "../helpers/search-rank";
import { makeActor, type TestActor } from "../helpers/actors";

/**
 * The open-jobs index (lib/jobs/open-index) picks which jobs a search lists. Checked here against
 * the database itself: it must follow every write at once, and answer exactly what the same
 * search written in SQL answers.
 */
const marker = () => `oix${randomUUID().slice(0, 8)}`;
const search = (query: Record<string, string | number>) =>
  searchOpenJobs(jobSearchSchema.parse(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]))));
const idsOf = async (query: Record<string, string | number>) => (await search(query)).jobs.map((j) => j.id);

let company: TestActor;
beforeAll(async () => {
  company = await makeActor("COMPANY");
});

describe("loading the open-jobs index", () => {
  it("says it is loading while its first load waits for the database, and is loaded after (readiness waits for it)", async () => {
    expect(await openJobsIndexState()).toBe("cold");
    const db = await getDb();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    // The jobs table locked by another transaction: the load's first read waits for it.
    const holder = db.transaction(async (tx) => {
      await tx.execute(sql`LOCK TABLE jobs IN ACCESS EXCLUSIVE MODE`);
      locked();
      await held;
    });
    await lockTaken;
    const loading = openJobsIndex();
    await expect.poll(() => openJobsIndexState()).toBe("loading");
    release();
    await holder;
    await loading;
    expect(await openJobsIndexState()).toBe("loaded");
    expect(await readiness()).toMatchObject({ ready: true, searchIndex: "loaded" });
  });
});

describe("the open-jobs index follows every write", () => {
  it("finds a job the moment it is saved, follows its edits and status, and forgets it when it is deleted", async () => {
    const word = marker();
    const other = marker();
    const job = await createJob(company, createJobSchema.parse({ jobTitle: `Engineer ${word}`, jobDescription: "About the role", jobStatus: "Open", jobType: "Remote" }));
    expect(await idsOf({ search: word })).toEqual([job.id]);
    expect(await idsOf({ search: word, workplace: "remote" })).toEqual([job.id]);

    await updateJobFields(company, job.id, { jobTitle: `Engineer ${other}`, jobType: "Hybrid" });
    expect(await idsOf({ search: word })).toEqual([]);
    expect(await idsOf({ search: other, workplace: "hybrid" })).toEqual([job.id]);
    expect(await idsOf({ search: other, workplace: "remote" })).toEqual([]);

    await updateJobStatus(company, job.id, "Paused");
    expect(await idsOf({ search: other })).toEqual([]);
    await updateJobStatus(company, job.id, "Open");
    expect(await idsOf({ search: other })).toEqual([job.id]);

    const db = await getDb();
    await db.delete(jobs).where(eq(jobs.id, job.id));
    expect(await idsOf({ search: other })).toEqual([]);
  });

  it("forgets every job of an account that is deleted (the rows go by cascade)", async () => {
    const owner = await makeActor("RECRUIMENTAGENCY");
    const word = marker();
    const made = [];
    for (let i = 0; i < 3; i++) made.push((await createJob(owner, createJobSchema.parse({ jobTitle: `Role ${i} ${word}`, jobDescription: "About the role", jobStatus: "Open" }))).id);
    expect((await idsOf({ search: word })).sort()).toEqual(made.sort());
    const db = await getDb();
    await db.delete(users).where(eq(users.id, owner.id));
    expect(await idsOf({ search: word })).toEqual([]);
  });

  it("lists a job written by the database alone (a migration, a seed, another process): the index reads the table, not the app's calls", async () => {
    const word = marker();
    const db = await getDb();
    const [row] = await db
      .insert(jobs)
      .values({ ownerId: company.id, jobTitle: `Written directly ${word}`, jobStatus: "Open" })
      .returning({ id: jobs.id });
    expect(await idsOf({ search: word })).toEqual([row!.id]);
    await db.execute(sql`UPDATE jobs SET job_status = 'Closed' WHERE id = ${row!.id}`);
    expect(await idsOf({ search: word })).toEqual([]);
  });
});

/** The same search in SQL: every Open job matching the text and filters, ranked or newest first. */
async function inSql(q: { text: string; workplace?: string; level?: string; location?: string; newest: boolean; page: number }) {
  const db = await getDb();
  const tsquery = prefixQuery(asTyped(q.text))!;
  const where = [sql`job_status = 'Open'`, sql`search_vector @@ to_tsquery('english', ${tsquery})`];
  if (q.workplace) where.push(sql`workplace = ${q.workplace}`);
  if (q.level) where.push(sql`level = ${q.level}`);
  if (q.location !== undefined) where.push(sql`location_key LIKE '%' || fold_place(${escapeLike(q.location)}) || '%'`);
  const order = q.newest ? sql`updated_at DESC, id DESC` : sql`${searchRank(q.text)!} DESC, updated_at DESC, id DESC`;
  // Ranked: the newest RANK_CANDIDATES matches are ranked (lib/jobs/search.ts); here there are fewer.
  const result = (await db.execute(sql`SELECT id FROM jobs WHERE ${sql.join(where, sql` AND `)} ORDER BY ${order} LIMIT ${RANK_CANDIDATES}`)) as unknown as {
    rows: { id: number }[];
  };
  const all = result.rows.map((r) => Number(r.id));
  return { page: all.slice((q.page - 1) * 10, q.page * 10), total: all.length };
}

describe("the open-jobs index answers like the database", () => {
  const word = marker();
  const WORDS = ["react", "data", "senior", "engineering", "kubernetes", "go"];
  const PLACES = ["Paris, France", "Zürich", "Berlin", "Paris, Texas", null];
  const COMPOUNDS = [" Node.js and CI/CD.", " Node and JS, CI and CD.", " ASP.NET on node.js.", "", " Node alone."];

  beforeAll(async () => {
    // 36 jobs, every one with the marker (the shared Postgres database holds other files' jobs too).
    for (let i = 0; i < 36; i++) {
      await createJob(
        company,
        createJobSchema.parse({
          // Some titles with letters beyond ASCII, some words twice: the rank reads positions and the title's trigrams.
          // The marker in the description, and in the title of every third job only: the title's closeness then turns on the
          // other words (it counts when a typed word is in the title), as the ranks of the rest do on their positions.
          jobTitle: `${WORDS[i % 6]} ${WORDS[(i * 5) % 6]}${i % 3 === 1 ? ` ${word}` : ""}${i % 4 === 0 ? " – Zürich café" : ""}`,
          // Compound names Postgres keeps as one lexeme ('node.js', 'ci/cd'), and their parts apart (lib/jobs/search.ts asTyped).
          jobDescription: `${word}: work with ${WORDS[(i * 7) % 6]} daily.${i % 3 === 0 ? ` ${WORDS[i % 6]} and ${WORDS[(i * 7) % 6]} again.` : ""}${COMPOUNDS[i % 5]}`,
          requiredSkills: [WORDS[(i + 2) % 6]!],
          jobType: ["Remote", "Hybrid", "On-site"][i % 3],
          experienceLevel: ["Junior", "Senior, 5+ years", "Lead"][i % 4] ?? null,
          location: PLACES[i % 5] ?? undefined,
          jobStatus: i % 7 === 6 ? "Paused" : "Open",
        }),
      );
    }
  });

  it("for random words, prefixes, filters, orders and pages", async () => {
    const typed = fc.subarray(["react", "dat", "senior", "engineer", "kube", "go", "the", "zürich", "caf", "node.js", "ci/cd", "asp.net", "node"], { maxLength: 2 }).map((ws) => [word, ...ws].join(" "));
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          text: typed,
          workplace: fc.constantFrom(undefined, "remote", "hybrid", "onsite"),
          level: fc.constantFrom(undefined, "junior", "senior", "lead"),
          location: fc.constantFrom(undefined, "paris", "zurich", "TEXAS", "is, "),
          newest: fc.boolean(),
          page: fc.integer({ min: 1, max: 3 }),
        }),
        async (q) => {
          const expected = await inSql(q);
          const query = { search: q.text, page: q.page, ...(q.newest ? { sort: "newest" } : {}) } as Record<string, string | number>;
          if (q.workplace) query.workplace = q.workplace;
          if (q.level) query.level = q.level;
          if (q.location !== undefined) query.location = q.location;
          const got = await search(query);
          expect({ page: got.jobs.map((j) => j.id), total: got.totalJobs }).toEqual(expected);
        },
      ),
      { numRuns: 60 },
    );
  });
});
