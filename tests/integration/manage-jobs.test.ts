import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { assistantChats, jobs } from "@/db/schema";
import { markApplicantsSeen } from "@/lib/jobs/applicant-counts";
import { ownJobsFromChat } from "@/lib/jobs/queries";
import { makeActor, type TestActor } from "../helpers/actors";
import { call } from "../helpers/api";

/** Manage jobs: per-status counts, applicant counts (new since the owner looked), LinkedIn share, agencies. */

type Managed = { jobs: { id: number; jobStatus: string; applicants: number; newApplicants: number; undecidedApplicants: number }[]; totalJobs: number };
type Counts = { jobStatus: string; count: number }[];

let owner: TestActor;
let other: TestActor;

const counts = async (a: TestActor) => Object.fromEntries((await call<Counts>("GET", "/web/common/job/getjobstatuscount", { bearer: a.token })).body.map((c) => [c.jobStatus, c.count]));
const tab = async (a: TestActor, status: string) => (await call<Managed>("GET", `/web/common/job/getjobsbystatus/${status}/1`, { bearer: a.token })).body;
const newJob = async (a: TestActor, jobStatus: string, title = `Job ${Math.random()}`) =>
  (await call<{ job: { id: number } }>("POST", "/web/common/job/createjobpost", { bearer: a.token, body: { jobTitle: title, jobStatus, jobDescription: `About ${title}` } })).body.job.id;

beforeAll(async () => {
  [owner, other] = await Promise.all([makeActor("COMPANY", "Owner Co"), makeActor("COMPANY", "Other Co")]);
});

describe("status tabs", () => {
  it("moves a job between tabs: the old count loses exactly one and the new gains one", async () => {
    const id = await newJob(owner, "Drafted");
    const before = await counts(owner);
    const moved = await call<{ message: string }>("POST", "/web/common/job/updatejobstatus", { bearer: owner.token, body: { jobId: id, jobStatus: "Open" } });
    expect(moved.body.message).toBe("Job status updated successfully.");
    const after = await counts(owner);
    expect(after).toEqual({ ...before, Drafted: before.Drafted! - 1, Open: before.Open! + 1 });
    expect((await tab(owner, "Open")).jobs.map((j) => j.id)).toContain(id);
    expect((await tab(owner, "Drafted")).jobs.map((j) => j.id)).not.toContain(id);
  });

  it("publishes only a job with a description: creating, moving to Open and clearing it are refused with the reason, and nothing changes", async () => {
    const reason = "Write a description before publishing, or save the post as a draft.";
    const bare = await call<{ message: string }>("POST", "/web/common/job/createjobpost", { bearer: owner.token, body: { jobTitle: "No words yet", jobStatus: "Open", jobDescription: "  " } });
    expect([bare.status, bare.body.message]).toEqual([400, reason]);
    const draft = (await call<{ job: { id: number } }>("POST", "/web/common/job/createjobpost", { bearer: owner.token, body: { jobTitle: "No words yet" } })).body.job.id;
    const before = await counts(owner);
    const publish = await call<{ message: string }>("POST", "/web/common/job/updatejobstatus", { bearer: owner.token, body: { jobId: draft, jobStatus: "Open" } });
    expect([publish.status, publish.body.message]).toEqual([400, reason]);
    expect(await counts(owner)).toEqual(before);
    // Another owner's job is still a 404, whatever its description.
    expect((await call("POST", "/web/common/job/updatejobstatus", { bearer: other.token, body: { jobId: draft, jobStatus: "Open" } })).status).toBe(404);
    // With a description it publishes; clearing it then is refused, and allowed once the job is paused.
    expect((await call("PATCH", `/web/common/job/updatealljobfields/${draft}`, { bearer: owner.token, body: { jobDescription: "Now it has words." } })).status).toBe(200);
    expect((await call("POST", "/web/common/job/updatejobstatus", { bearer: owner.token, body: { jobId: draft, jobStatus: "Open" } })).status).toBe(200);
    const clear = await call<{ message: string }>("PATCH", `/web/common/job/updatealljobfields/${draft}`, { bearer: owner.token, body: { jobDescription: "" } });
    expect([clear.status, clear.body.message]).toEqual([400, reason]);
    const [row] = await (await getDb()).select({ d: jobs.jobDescription, s: jobs.jobStatus }).from(jobs).where(eq(jobs.id, draft));
    expect(row).toEqual({ d: "Now it has words.", s: "Open" });
    expect((await call("POST", "/web/common/job/updatejobstatus", { bearer: owner.token, body: { jobId: draft, jobStatus: "Paused" } })).status).toBe(200);
    expect((await call("PATCH", `/web/common/job/updatealljobfields/${draft}`, { bearer: owner.token, body: { jobDescription: "" } })).status).toBe(200);
  });

  it("refuses fields the edit does not take, naming them, and changes nothing", async () => {
    const id = await newJob(owner, "Drafted");
    for (const body of [{ jobStatus: "Open" }, { ownerId: other.id }, { id: 7, jobTitle: "Renamed" }, {}]) {
      const res = await call<{ message: string }>("PATCH", `/web/common/job/updatealljobfields/${id}`, { bearer: owner.token, body });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/jobStatus|ownerId|id|Nothing to change/);
    }
    const [row] = await (await getDb()).select({ s: jobs.jobStatus, o: jobs.ownerId, t: jobs.jobTitle }).from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ s: "Drafted", o: owner.id });
    expect(row!.t).not.toBe("Renamed");
  });

  it("keeps the counts whole under two concurrent moves of the same job", async () => {
    const id = await newJob(owner, "Open");
    const before = await counts(owner);
    const total = Object.values(before).reduce((a, b) => a + b, 0);
    await Promise.all([
      call("POST", "/web/common/job/updatejobstatus", { bearer: owner.token, body: { jobId: id, jobStatus: "Paused" } }),
      call("PUT", `/web/common/jobs/${id}`, { bearer: owner.token, body: { jobStatus: "Closed" } }),
    ]);
    const after = await counts(owner);
    expect(Object.values(after).reduce((a, b) => a + b, 0)).toBe(total);
    expect(after.Open).toBe(before.Open! - 1);
    expect(after.Paused! + after.Closed!).toBe(before.Paused! + before.Closed! + 1);
  });

  it("moves many jobs of one owner in opposite directions at once: every move answers 200 and the counts stay whole", async () => {
    // Open → Closed and Closed → Open together used to lock the two counter rows in opposite orders (a deadlock, a 500 on Postgres).
    const ids = await Promise.all(Array.from({ length: 12 }, (_, i) => newJob(owner, i % 2 ? "Open" : "Closed")));
    const before = await counts(owner);
    for (let round = 0; round < 3; round++) {
      const moves = await Promise.all(
        ids.map((id, i) => call("POST", "/web/common/job/updatejobstatus", { bearer: owner.token, body: { jobId: id, jobStatus: (i + round) % 2 ? "Closed" : "Open" } })),
      );
      expect(moves.map((m) => m.status)).toEqual(ids.map(() => 200));
    }
    // After three rounds every job stands where the first round put it: six moved each way.
    expect(await counts(owner)).toEqual(before);
  });

  it("keeps the stored counts equal to the jobs themselves through inserts, moves, owner changes and deletes", async () => {
    const db = await getDb();
    const a = await newJob(owner, "Open");
    await newJob(owner, "Drafted");
    await db.update(jobs).set({ ownerId: other.id }).where(eq(jobs.id, a));
    const [gone] = await db.insert(jobs).values({ ownerId: owner.id, jobTitle: "Short-lived", jobStatus: "Paused" }).returning();
    await db.delete(jobs).where(eq(jobs.id, gone!.id));
    for (const who of [owner, other]) {
      const real = await db.select({ s: jobs.jobStatus, n: sql<number>`count(*)::int` }).from(jobs).where(eq(jobs.ownerId, who.id)).groupBy(jobs.jobStatus);
      const expected = Object.fromEntries(["Open", "Drafted", "Paused", "Closed"].map((s) => [s, real.find((r) => r.s === s)?.n ?? 0]));
      expect(await counts(who)).toEqual(expected);
    }
  });

  it("only the owner moves a job: anyone else gets 404 and the job stays", async () => {
    const id = await newJob(owner, "Open");
    const res = await call("POST", "/web/common/job/updatejobstatus", { bearer: other.token, body: { jobId: id, jobStatus: "Closed" } });
    expect(res.status).toBe(404);
    expect((await tab(owner, "Open")).jobs.map((j) => j.id)).toContain(id);
  });
});

describe("applicant counts", () => {
  it("counts applicants per job and which are new since the owner last opened them", async () => {
    const id = await newJob(owner, "Open", "Counted job");
    const apply = async () => {
      const c = await makeActor("CANDIDATE", "Applicant");
      expect((await call("POST", "/web/common/candidateJob/ApplytoJob", { bearer: c.token, body: { jobId: id } })).status).toBe(200);
    };
    await apply();
    await apply();
    const row = async () => (await tab(owner, "Open")).jobs.find((j) => j.id === id)!;
    expect(await row()).toMatchObject({ applicants: 2, newApplicants: 2 });
    await markApplicantsSeen(other.id, id); // not the owner: changes nothing
    expect(await row()).toMatchObject({ applicants: 2, newApplicants: 2 });
    const updatedAt = async () => (await (await getDb()).select({ u: jobs.updatedAt }).from(jobs).where(eq(jobs.id, id)))[0]!.u.getTime();
    const before = await updatedAt();
    await markApplicantsSeen(owner.id, id);
    expect(await row()).toMatchObject({ applicants: 2, newApplicants: 0 });
    // Looking at applicants is not an edit: the job keeps its "Updated" date and its place in newest-first lists.
    expect(await updatedAt()).toBe(before);
    await apply();
    expect(await row()).toMatchObject({ applicants: 3, newApplicants: 1 });
  });

  it("counts the applicants still Pending or Reviewed: those a close may reject", async () => {
    const id = await newJob(owner, "Open", "Decided job");
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const c = await makeActor("CANDIDATE", "Applicant");
      const applied = await call("POST", "/web/common/candidateJob/ApplytoJob", { bearer: c.token, body: { jobId: id } });
      ids.push((applied.body as { applicationId: number }).applicationId);
    }
    const row = async () => (await tab(owner, "Open")).jobs.find((j) => j.id === id)!;
    expect(await row()).toMatchObject({ applicants: 3, undecidedApplicants: 3 });
    const move = (applicationIds: number[], status: string) => call("POST", "/web/common/candidateJob/update-application-status", { bearer: owner.token, body: { applicationIds, status } });
    expect((await move([ids[0]!], "Reviewed")).status).toBe(200);
    expect((await move([ids[1]!], "Accepted")).status).toBe(200);
    expect(await row()).toMatchObject({ applicants: 3, undecidedApplicants: 2 });
    expect((await move([ids[0]!, ids[2]!], "Rejected")).status).toBe(200);
    expect(await row()).toMatchObject({ applicants: 3, undecidedApplicants: 0 });
  });
});

describe("postonlinkedin", () => {
  it("answers LinkedIn's share link for an Open job's public page; a draft cannot be shared", async () => {
    const id = await newJob(owner, "Open");
    const res = await call<{ url: string; jobUrl: string }>("POST", "/web/common/job/postonlinkedin", { bearer: owner.token, body: { jobId: id } });
    expect(res.status).toBe(200);
    expect(res.body.jobUrl).toBe(`http://localhost:3000/jobs/${id}`);
    expect(res.body.url).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(res.body.jobUrl)}`);
    const draft = await newJob(owner, "Drafted");
    const refused = await call("POST", "/web/common/job/postonlinkedin", { bearer: owner.token, body: { jobId: draft } });
    expect(refused.status).toBe(409);
    expect((await call("POST", "/web/common/job/postonlinkedin", { bearer: other.token, body: { jobId: id } })).status).toBe(404);
  });
});

describe("get-all-agencies", () => {
  it("lists agencies by their profile name, most placements first, 10 a page", async () => {
    const a = await makeActor("RECRUIMENTAGENCY", "Account A");
    const b = await makeActor("RECRUIMENTAGENCY", "Account B");
    await call("PUT", "/web/common/profile/updateProfile", { bearer: a.token, body: { agencyName: "Few Placements Ltd", candidatesPlaced: 1 } });
    await call("PUT", "/web/common/profile/updateProfile", { bearer: b.token, body: { agencyName: "Many Placements Ltd", candidatesPlaced: 9_999_999, specialties: ["Finance"] } });
    const res = await call<{ agencies: { id: number; name: string; specialties: string[]; profilePath: string }[]; totalAgencies: number; totalPages: number }>(
      "GET",
      "/web/common/job/get-all-agencies/1",
      { bearer: owner.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.agencies[0]).toMatchObject({ id: b.id, name: "Many Placements Ltd", specialties: ["Finance"], profilePath: `/profile/${b.id}` });
    expect(res.body.totalAgencies).toBeGreaterThanOrEqual(2);
    expect(res.body.totalPages).toBe(Math.max(1, Math.ceil(res.body.totalAgencies / 10)));
    expect((await call("GET", "/web/common/job/get-all-agencies/1", { bearer: (await makeActor("CANDIDATE")).token })).status).toBe(403);
  });
});

describe("recruiter-jobs", () => {
  it("groups the owner's published jobs Open (with Paused) and Closed, with applicants per status, 10 a page", async () => {
    const agency = await makeActor("RECRUIMENTAGENCY", "Grouping agency");
    const open = await newJob(agency, "Open", "Grouped open");
    const paused = await newJob(agency, "Paused", "Grouped paused");
    const closed = await newJob(agency, "Closed", "Grouped closed");
    await newJob(agency, "Drafted", "Grouped draft");
    const c = await makeActor("CANDIDATE", "Grouped applicant");
    const applied = await call<{ applicationId: number }>("POST", "/web/common/candidateJob/ApplytoJob", { bearer: c.token, body: { jobId: open } });
    await call("POST", "/web/common/candidateJob/update-application-status", { bearer: agency.token, body: { applicationIds: [applied.body.applicationId], status: "Accepted" } });
    type Group = { jobs: { id: number; counts: Record<string, number>; total: number }[]; totalJobs: number; totalPages: number };
    const res = await call<{ open: Group; closed: Group }>("GET", "/web/common/candidateJob/recruiter-jobs", { bearer: agency.token });
    expect(res.body.open.jobs.map((j) => j.id).sort()).toEqual([open, paused].sort());
    expect(res.body.closed.jobs.map((j) => j.id)).toEqual([closed]);
    expect(res.body.open.jobs.find((j) => j.id === open)).toMatchObject({ counts: { Pending: 0, Reviewed: 0, Accepted: 1, Rejected: 0 }, total: 1 });
    expect(res.body.open).toMatchObject({ totalJobs: 2, totalPages: 1 });
  });
});

describe("jobs saved from an assistant chat", () => {
  it("lists the owner's own jobs from that chat, newest first, and never another owner's", async () => {
    const db = await getDb();
    const [chat] = await db.insert(assistantChats).values({ ownerId: owner.id }).returning({ id: assistantChats.id });
    const save = async (a: TestActor, jobTitle: string, jobStatus: string) =>
      (await call<{ job: { id: number } }>("POST", "/web/common/job/createjobpost", { bearer: a.token, body: { jobTitle, jobStatus, jobDescription: `About ${jobTitle}`, chatId: chat!.id } })).body.job?.id;
    expect(await ownJobsFromChat(owner, chat!.id)).toEqual([]);
    const first = await save(owner, "From chat, first", "Open");
    const second = await save(owner, "From chat, second", "Drafted");
    // Another company cannot attach a job to this chat, nor read what was saved from it.
    expect((await call("POST", "/web/common/job/createjobpost", { bearer: other.token, body: { jobTitle: "Not theirs", jobStatus: "Open", chatId: chat!.id } })).status).toBe(404);
    expect(await ownJobsFromChat(other, chat!.id)).toEqual([]);
    expect(await ownJobsFromChat(owner, chat!.id)).toEqual([
      { id: second, jobTitle: "From chat, second", jobStatus: "Drafted" },
      { id: first, jobTitle: "From chat, first", jobStatus: "Open" },
    ]);
  });
});
