import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { applications, assistantChats, jobs, searchWords } from "@/db/schema";
import { dispatch } from "@/lib/api/dispatch";
import { applyToJob, ALREADY_APPLIED, APPLY_SUCCESS } from "@/lib/applications/apply";
import { ownApplicationsAmong } from "@/lib/applications/mine";
import { candidateApplications } from "@/lib/applications/queries";
import { createJob, updateJobStatus } from "@/lib/jobs/mutations";
import { getVisibleJob, ownJobStatusCounts, searchOpenJobs } from "@/lib/jobs/queries";
import { INVALID_JOB_ID, createJobSchema } from "@/lib/jobs/schemas";
import { correctedQuery } from "@/lib/jobs/typos";
import { makeActor } from "../helpers/actors";
import { rowsRead, statementsOf } from "../helpers/statements";

type Act = Awaited<ReturnType<typeof makeActor>>;
let company: Act, otherCompany: Act, candidate: Act;
const marker = `zq${randomUUID().slice(0, 8)}`; // a word only this file's jobs contain

async function api(method: string, path: string, token?: string, body?: unknown) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await dispatch(
    new Request(`http://localhost/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }),
    path.split("?")[0]!,
  );
  return { status: res.status, body: await res.json() };
}

const job = (title: string, extra: Record<string, unknown> = {}) =>
  createJobSchema.parse({ jobTitle: title, companyName: "Acme", requiredSkills: ["TypeScript"], jobStatus: "Open", jobDescription: marker, ...extra });

beforeAll(async () => {
  [company, otherCompany, candidate] = await Promise.all([makeActor("COMPANY"), makeActor("COMPANY"), makeActor("CANDIDATE")]);
});

describe("create payload rules (spec §5)", () => {
  it("stores empty values and empty arrays as null", () => {
    const parsed = createJobSchema.parse({ jobTitle: "Engineer", companyName: "  ", requiredSkills: [], tags: [], location: "" });
    expect(parsed).toMatchObject({ companyName: null, requiredSkills: null, tags: null, location: null, jobStatus: "Drafted" });
  });
});

describe("job visibility", () => {
  it("hides drafts from everyone but the owner, and shows paused/closed jobs to anyone with the link", async () => {
    const draft = await createJob(company, job("Draft role", { jobStatus: "Drafted" }));
    await expect(getVisibleJob(null, draft.id)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(getVisibleJob(otherCompany, draft.id)).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect((await getVisibleJob(company, draft.id)).jobTitle).toBe("Draft role");

    const closed = await createJob(company, job("Closed role", { jobStatus: "Closed" }));
    expect((await getVisibleJob(null, closed.id)).jobStatus).toBe("Closed");
  });

  it("answers a non-numeric job id with the spec's message", async () => {
    const res = await api("GET", "/web/common/job/getJobById/abc");
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(INVALID_JOB_ID);
  });

  it("lets only the owner change a job's status and keeps counts per status", async () => {
    const created = await createJob(company, job("Status mover", { jobStatus: "Drafted" }));
    const before = await ownJobStatusCounts(company);
    await expect(updateJobStatus(otherCompany, created.id, "Open")).rejects.toMatchObject({ code: "NOT_FOUND" });
    const res = await api("POST", "/web/common/job/updatejobstatus", company.token, { jobId: created.id, jobStatus: "Paused" });
    expect(res).toMatchObject({ status: 200, body: { message: "Job status updated successfully." } });
    const after = await ownJobStatusCounts(company);
    const n = (list: typeof before, s: string) => list.find((c) => c.jobStatus === s)!.count;
    expect(n(after, "Drafted")).toBe(n(before, "Drafted") - 1);
    expect(n(after, "Paused")).toBe(n(before, "Paused") + 1);
  });
});

describe("search", () => {
  it("lists only open jobs, ranks title matches first and tolerates prefixes and typos", async () => {
    await createJob(company, job(`Kubernetes Platform Engineer ${marker}`));
    await createJob(company, job(`Office Manager ${marker}`, { requiredSkills: ["Kubernetes"] }));
    await createJob(company, job(`Kubernetes Paused ${marker}`, { jobStatus: "Paused" }));

    const exact = await searchOpenJobs({ search: `kubernetes ${marker}`, page: 1 });
    expect(exact.jobs.map((j) => j.jobTitle)).toEqual([`Kubernetes Platform Engineer ${marker}`, `Office Manager ${marker}`]);

    const prefix = await searchOpenJobs({ search: `kuber ${marker}`, page: 1 });
    expect(prefix.totalJobs).toBe(2);

    const typo = await searchOpenJobs({ search: `Kubernetis Platform Enginer ${marker}`, page: 1 });
    expect(typo.jobs[0]?.jobTitle).toBe(`Kubernetes Platform Engineer ${marker}`);
  });

  it("adds a title's closeness to the query only for a title that shares a word with it", async () => {
    const word = `zq${randomUUID().replaceAll("-", "").slice(0, 10)}`;
    // Shares most of its letters with the word but is not the word (nor starts with it).
    const lookalike = `${word.slice(0, -2)}xx`;
    const db = await getDb();
    const at = async (id: number, when: string) => db.execute(sql`update jobs set updated_at = ${when}::timestamptz where id = ${id}`);
    const titled = await createJob(company, job(`${word} Lead`, { requiredSkills: [word] }));
    const lookalikeTitle = await createJob(company, job(`Analyst ${lookalike}`, { requiredSkills: [word] }));
    const plainTitle = await createJob(company, job("Accountant", { requiredSkills: [word] }));
    await at(titled.id, "2024-01-01T00:00:00Z");
    await at(lookalikeTitle.id, "2024-01-02T00:00:00Z");
    await at(plainTitle.id, "2024-01-03T00:00:00Z");
    // The title with the word first; the two that have it in their skills alone tie, so the newer
    // comes first: letters shared by chance no longer lift the lookalike title above it.
    const found = await searchOpenJobs({ search: word, page: 1 });
    expect(found.jobs.map((j) => j.id)).toEqual([titled.id, plainTitle.id, lookalikeTitle.id]);
    // The typo step (nothing has this spelling) searches the two nearest words and puts the title
    // closest to what was typed first: word similarity 0.85 to the lookalike title, 0.77 to the
    // titled one; "Accountant" has the word in its skills, as the exact search found it.
    const typo = await searchOpenJobs({ search: `${lookalike.slice(0, -1)}y`, page: 1 });
    expect(typo.jobs.map((j) => j.id)).toEqual([lookalikeTitle.id, titled.id, plainTitle.id]);
  });

  it("corrects typos against the vocabulary only when nothing matches exactly", async () => {
    const word = `zq${randomUUID().replaceAll("-", "").slice(0, 10)}`;
    const exact = await createJob(company, job(`Observability Lead ${word}`));
    const misspelt = await createJob(company, job(`Obsevability Lead ${word}`));
    // Exact matches exist: the misspelt title is not mixed in, however similar.
    const found = await searchOpenJobs({ search: `observability ${word}`, page: 1 });
    expect(found.jobs.map((j) => j.id)).toEqual([exact.id]);
    // None do: the typo step finds both spellings (each a near word of what was typed).
    const typo = await searchOpenJobs({ search: `Obzervability Lead ${word}`, page: 1 });
    expect(typo.jobs.map((j) => j.id).sort()).toEqual([exact.id, misspelt.id].sort());
  });

  it("corrects a typo of any field's word, keeps the filters, and retries nothing for known words", async () => {
    // Long enough that another run's word is never among the nearest three.
    const skill = `zq${randomUUID().replaceAll("-", "").slice(0, 20)}kubernetes`;
    const remote = await createJob(company, job("Platform Engineer", { requiredSkills: [skill], jobType: "Remote", location: "Remote" }));
    await createJob(company, job("Platform Engineer", { requiredSkills: [skill], jobType: "On-site", location: "Berlin, Germany" }));
    // A typo of a word only the skills hold (the old typo step compared titles alone).
    const typo = `${skill.slice(0, -3)}tis`;
    const all = await searchOpenJobs({ search: typo, page: 1 });
    expect(all.totalJobs).toBe(2);
    const filtered = await searchOpenJobs({ search: typo, workplace: "remote", page: 1 });
    expect(filtered.jobs.map((j) => j.id)).toEqual([remote.id]);
    // Every word is spelled like a known word: no second search, the answer stays empty.
    expect(await correctedQuery(`${skill} engineer`)).toBeNull();
    // A word near to nothing in the vocabulary: nothing can match, nothing is retried.
    expect(await correctedQuery(`${typo} qqqqqqqqqqqq`)).toBeNull();
    expect(await correctedQuery(`${typo} engineer`)).toEqual([expect.arrayContaining([skill]), ["engineer"]]);
  });

  it("corrects two swapped letters of a short word, among words that start the same", async () => {
    // Six random letters (a word of this run's own); letters four and five swapped share 3 of 11
    // trigrams with it (0.27), under pg_trgm's 0.3.
    const letters = Array.from(randomUUID().replaceAll("-", "").slice(0, 6), (c) => String.fromCharCode(97 + (parseInt(c, 16) % 26)));
    if (letters[2] === letters[3]) letters[3] = letters[3] === "z" ? "a" : String.fromCharCode(letters[3]!.charCodeAt(0) + 1);
    const word = `q${letters.slice(0, 5).join("")}`;
    const swapped = `${word.slice(0, 3)}${word[4]}${word[3]}${word.slice(5)}`;
    const created = await createJob(company, job("Site Engineer", { requiredSkills: [word] }));
    const typo = await searchOpenJobs({ search: swapped, page: 1 });
    expect(typo.jobs.map((j) => j.id)).toContain(created.id);
  });

  it("adds every word of a job's text to the vocabulary when it is written or edited", async () => {
    const word = `zq${randomUUID().replaceAll("-", "").slice(0, 10)}`;
    const db = await getDb();
    const known = async (w: string) => (await db.select().from(searchWords).where(eq(searchWords.word, w))).length === 1;
    const created = await createJob(company, job(`Analyst ${word}a`, { jobDescription: `Reports for ${word}b teams.` }));
    expect([await known(`${word}a`), await known(`${word}b`)]).toEqual([true, true]);
    await db.update(jobs).set({ location: `${word}c City` }).where(eq(jobs.id, created.id));
    expect(await known(`${word}c`)).toBe(true);
    // Compounds are left out; their parts are words of their own.
    await db.update(jobs).set({ tags: [`${word}d-${word}e`] }).where(eq(jobs.id, created.id));
    expect([await known(`${word}d-${word}e`), await known(`${word}d`), await known(`${word}e`)]).toEqual([false, true, true]);
  });

  it("filters by the updated-date window inclusively at both ends", async () => {
    // A word no other run's jobs contain, in the description only, so neither earlier
    // runs on a shared database nor title similarity can add rows.
    const word = `wd${randomUUID().replaceAll("-", "")}`;
    const a = await createJob(company, job("Windowed role", { jobDescription: word }));
    const db = await getDb();
    await db.execute(sql`update jobs set updated_at = '2024-03-10T23:59:59Z' where id = ${a.id}`);
    const inside = await searchOpenJobs({ search: word, updatedFrom: "2024-03-10", updatedTo: "2024-03-10", page: 1 });
    expect(inside.jobs.map((j) => j.id)).toEqual([a.id]);
    const after = await searchOpenJobs({ search: word, updatedFrom: "2024-03-11", page: 1 });
    expect(after.totalJobs).toBe(0);
  });

  it("rejects a reversed window and malformed dates with 400", async () => {
    const reversed = await api("GET", "/web/common/job/searchjobsfilter?updatedFrom=2024-03-11&updatedTo=2024-03-10");
    expect(reversed.status).toBe(400);
    const bad = await api("GET", "/web/common/job/searchjobsfilter?updatedFrom=10/03/2024");
    expect(bad.status).toBe(400);
  });

  it("pages 10 at a time with totals", async () => {
    const word = `pg${randomUUID().replaceAll("-", "")}`;
    for (let i = 0; i < 12; i++) await createJob(company, job(`Pager ${i}`, { jobDescription: word }));
    const p1 = await searchOpenJobs({ search: word, page: 1 });
    const p2 = await searchOpenJobs({ search: word, page: 2 });
    expect([p1.jobs.length, p2.jobs.length, p1.totalJobs, p1.totalPages]).toEqual([10, 2, 12, 2]);
    expect(new Set([...p1.jobs, ...p2.jobs].map((j) => j.id)).size).toBe(12);
  });
});

describe("apply", () => {
  it("applies once, refuses a second time and shows the application as Pending", async () => {
    const open = await createJob(company, job(`Apply target ${marker}`));
    const first = await api("POST", "/web/common/candidateJob/ApplytoJob", candidate.token, { jobId: open.id, personalMessage: "Hello!" });
    expect(first).toMatchObject({ status: 200, body: { message: APPLY_SUCCESS } });
    const second = await api("POST", "/web/common/candidateJob/ApplytoJob", candidate.token, { jobId: open.id, personalMessage: "Again" });
    expect(second).toMatchObject({ status: 409, body: { message: ALREADY_APPLIED } });
    const mine = await candidateApplications(candidate, 1);
    expect(mine.jobs.appliedJobs.find((a) => a.jobId === open.id)).toMatchObject({ status: "Pending", personalMessage: "Hello!" });
  });

  it("marks a candidate's own applications among a list's jobs, and nobody else's", async () => {
    const [applied, notApplied] = await Promise.all([createJob(company, job(`Marked ${marker}`)), createJob(company, job(`Unmarked ${marker}`))]);
    const other = await makeActor("CANDIDATE");
    await applyToJob(other, { jobId: applied.id, personalMessage: "" });
    const ids = [applied.id, notApplied.id];
    expect([...(await ownApplicationsAmong(other, ids))]).toEqual([[applied.id, "Pending"]]);
    // Another candidate's application is not theirs; a recruiter or a guest has none.
    expect((await ownApplicationsAmong(candidate, ids)).size).toBe(0);
    expect((await ownApplicationsAmong(company, ids)).size).toBe(0);
    expect((await ownApplicationsAmong(null, ids)).size).toBe(0);
  });

  it("makes one row when two applications race", async () => {
    const open = await createJob(company, job(`Race target ${marker}`));
    const c = await makeActor("CANDIDATE");
    const results = await Promise.allSettled([applyToJob(c, { jobId: open.id, personalMessage: "" }), applyToJob(c, { jobId: open.id, personalMessage: "" })]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const db = await getDb();
    const rows = await db.select().from(applications).where(eq(applications.jobId, open.id));
    expect(rows).toHaveLength(1);
  });

  // Two connections at once: the embedded database runs one transaction at a time.
  if (process.env.TEST_DB === "postgres") {
    it("an application sent while its job is being closed waits for the close and is refused, never lands on a Closed job", async () => {
      const open = await createJob(company, job(`Closing target ${marker}`));
      const c = await makeActor("CANDIDATE");
      const db = await getDb();
      let commit = () => {};
      const committed = new Promise<void>((resolve) => (commit = resolve));
      let moved = () => {};
      const closeHeld = new Promise<void>((resolve) => (moved = resolve));
      // The close as a status move makes it: the job held FOR UPDATE, its status changed, not yet committed.
      const closing = db.transaction(async (tx) => {
        await tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, open.id)).for("update");
        await tx.update(jobs).set({ jobStatus: "Closed" }).where(eq(jobs.id, open.id));
        moved();
        await committed;
      });
      await closeHeld;
      const applying = api("POST", "/web/common/candidateJob/ApplytoJob", c.token, { jobId: open.id, personalMessage: "Just in time?" });
      // The apply has read the job as still Open and now waits on the close's lock.
      for (let waiting = 0; waiting === 0; ) {
        const found = await db.execute(sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`);
        waiting = (found as unknown as { rows: { n: number }[] }).rows[0]!.n;
        if (!waiting) await new Promise((resolve) => setTimeout(resolve, 5));
      }
      commit();
      await closing;
      expect(await applying).toMatchObject({ status: 409, body: { message: "This job is not accepting applications." } });
      expect(await db.select().from(applications).where(eq(applications.jobId, open.id))).toHaveLength(0);
    });
  }

  it("refuses paused, closed and draft jobs, other roles and bad ids", async () => {
    const paused = await createJob(company, job(`Paused target ${marker}`, { jobStatus: "Paused" }));
    const draft = await createJob(company, job(`Draft target ${marker}`, { jobStatus: "Drafted" }));
    expect((await api("POST", "/web/common/candidateJob/ApplytoJob", candidate.token, { jobId: paused.id })).status).toBe(409);
    expect((await api("POST", "/web/common/candidateJob/ApplytoJob", candidate.token, { jobId: draft.id })).status).toBe(404);
    expect((await api("POST", "/web/common/candidateJob/ApplytoJob", company.token, { jobId: paused.id })).status).toBe(403);
    expect((await api("POST", "/web/common/candidateJob/ApplytoJob", undefined, { jobId: paused.id })).status).toBe(401);
    const bad = await api("POST", "/web/common/candidateJob/ApplytoJob", candidate.token, { jobId: "12abc" });
    expect(bad).toMatchObject({ status: 400 });
    expect(bad.body.message).toContain(INVALID_JOB_ID);
    const long = await api("POST", "/web/common/candidateJob/ApplytoJob", candidate.token, { jobId: paused.id, personalMessage: "x".repeat(5001) });
    expect(long.status).toBe(400);
  });

  it("refuses to link a job to another user's assistant chat", async () => {
    const db = await getDb();
    const [chat] = await db.insert(assistantChats).values({ ownerId: otherCompany.id }).returning({ id: assistantChats.id });
    const res = await api("POST", "/web/common/job/createjobpost", company.token, { jobTitle: "Linked", chatId: chat!.id });
    expect(res).toMatchObject({ status: 404, body: { message: "Chat not found" } });
    const own = await api("POST", "/web/common/job/createjobpost", otherCompany.token, { jobTitle: "Linked", chatId: chat!.id });
    expect(own.status).toBe(200);
    expect(own.body.job.chatId).toBe(chat!.id);
  });

  it("does not store a job for a candidate", async () => {
    const res = await api("POST", "/web/common/job/createjobpost", candidate.token, { jobTitle: "Nope" });
    expect(res.status).toBe(403);
    const db = await getDb();
    const rows = await db.select().from(jobs).where(eq(jobs.ownerId, candidate.id));
    expect(rows).toHaveLength(0);
  });
});

describe("a candidate's applications, paged", () => {
  it("come newest first, page by page, each page reading about its own rows (not all 60 sorted)", async () => {
    const db = await getDb();
    const [owner, candidate] = await Promise.all([makeActor("COMPANY", "Many Jobs Co"), makeActor("CANDIDATE", "Keen Applicant")]);
    const made = (await db.execute(sql`
      with j as (insert into jobs (owner_id, job_title, job_status) select ${owner.id}, 'Job ' || g, 'Open' from generate_series(1, 60) g returning id)
      insert into applications (job_id, candidate_id, created_at)
      select j.id, ${candidate.id}, timestamptz '2026-01-01' + ((j.id % 60) / 2) * interval '1 hour' from j
      returning id, created_at`)) as unknown as { rows: { id: number; created_at: string | Date }[] };
    await db.execute(sql`analyze applications`);
    const newestFirst = made.rows.sort((a, b) => new Date(b.created_at).getTime() - new Date(a.created_at).getTime() || b.id - a.id).map((r) => r.id);
    const seen: number[] = [];
    for (let page = 1; page <= 6; page++) {
      const answer = await candidateApplications(candidate, page);
      expect(answer.jobs).toMatchObject({ totalJobs: 60, totalPages: 6, currentPage: page });
      seen.push(...answer.jobs.appliedJobs.map((a) => a.id));
    }
    expect(seen).toEqual(newestFirst);
    const paged = (await statementsOf(() => candidateApplications(candidate, 1))).filter((s) => /\blimit\b/i.test(s.text));
    let read = 0;
    for (const s of paged) read += await rowsRead(s, "applications");
    expect(read).toBeLessThanOrEqual(2 * 10);
  });
});
