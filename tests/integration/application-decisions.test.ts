import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { applicationEvents, applications, jobs } from "@/db/schema";
import { markReviewed, retryDecisionMails } from "@/lib/applications/decisions";
import { APPLICATION_RECEIVED_EVENT, APPLICATIONS_CHANGED_EVENT, channel } from "@/lib/realtime/channels";
import { latestEventId, readSince } from "@/lib/realtime/log";
import { settleAfterResponse } from "@/lib/server/after-response";
import { makeActor, type TestActor } from "../helpers/actors";
import { call, formData } from "../helpers/api";
import { textPdf } from "../helpers/sample-files";
import { mailsTo } from "../helpers/auth-data";

/** The review pipeline: status moves by the job's owner only, their history, the candidates' mails, the match score. */

const mail = vi.hoisted(() => ({ failures: 0 }));
vi.mock("@/lib/mail/send", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/lib/mail/send")>();
  return {
    ...real,
    sendMail: async (m: Parameters<typeof real.sendMail>[0]) => {
      if (mail.failures > 0) {
        mail.failures--;
        throw new Error("SMTP is down");
      }
      return real.sendMail(m);
    },
  };
});

type Applicant = { id: number; status: string; matchScore: number | null; match: { criteria: { key: string; evidence: string }[] } | null; history: { fromStatus: string; toStatus: string; by: string | null; message: string | null }[]; candidate: { id: number; headline: string } };

let owner: TestActor;
let other: TestActor;
let jobId: number;
const candidates: TestActor[] = [];
const appIds: number[] = [];

const move = (a: TestActor, applicationIds: number[], status: string, message?: string) =>
  call<{ applications: { id: number; status: string }[] }>("POST", "/web/common/candidateJob/update-application-status", { bearer: a.token, body: { applicationIds, status, message } });
const applicants = async (query = "") =>
  (await call<{ applicants: Applicant[] }>("GET", `/web/common/candidateJob/get-all-jobs-applied-for-recruiter/1?jobId=${jobId}${query}`, { bearer: owner.token })).body.applicants;

beforeAll(async () => {
  [owner, other] = await Promise.all([makeActor("COMPANY", "Decider Co"), makeActor("COMPANY", "Stranger Co")]);
  const created = await call<{ job: { id: number } }>("POST", "/web/common/job/createjobpost", {
    bearer: owner.token,
    body: { jobTitle: "Backend Engineer", companyName: "Decider Co", jobStatus: "Open", jobDescription: "Build the backend.", requiredSkills: ["Go", "PostgreSQL"], experienceLevel: "Senior, 5+ years", jobType: "Remote", location: "Remote" },
  });
  jobId = created.body.job.id;
  for (const [i, skills] of [["Go", "PostgreSQL"], ["Excel"], ["Go"]].entries()) {
    const c = await makeActor("CANDIDATE", `Candidate ${i}`);
    await call("PUT", "/web/common/profile/updateProfile", { bearer: c.token, body: { headline: `Headline ${i}`, skills } });
    const res = await call<{ applicationId: number }>("POST", "/web/common/candidateJob/ApplytoJob", { bearer: c.token, body: { jobId, personalMessage: `Hello from ${i}` } });
    candidates.push(c);
    appIds.push(res.body.applicationId);
  }
  await settleAfterResponse(); // the match scores are computed after the answers
});

describe("match score", () => {
  it("is stored with each application, explained per criterion, and a sort order the recruiter can choose", async () => {
    const byDate = await applicants();
    expect(byDate.map((a) => a.id)).toEqual([...appIds].reverse()); // newest first by default
    const best = byDate.find((a) => a.id === appIds[0])!;
    expect(best.matchScore).toBeGreaterThanOrEqual(50);
    expect(best.match!.criteria.find((c) => c.key === "skills")!.evidence).toMatch(/2 of 2 required skills/);
    const byScore = await applicants("&sort=score");
    const scores = byScore.map((a) => a.matchScore!);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(byScore[0]!.id).toBe(appIds[0]);
    expect(byScore.at(-1)!.id).toBe(appIds[1]); // Excel only: no required skill
    expect(byDate[0]!.candidate.headline).toBe("Headline 2");
  });

  it("reads the resume sent with the application: skills found only there count", async () => {
    const c = await makeActor("CANDIDATE", "Resume only");
    const pdf = await textPdf(["Resume Only", "Experience", "Engineer at Initech", "2019 - 2022", "Skills", "Go, PostgreSQL"]);
    await call("POST", "/web/common/candidate/upload-resume", { bearer: c.token, body: formData({ resume: { name: "cv.pdf", bytes: pdf } }) });
    const res = await call<{ applicationId: number }>("POST", "/web/common/candidateJob/ApplytoJob", { bearer: c.token, body: { jobId } });
    await settleAfterResponse();
    const row = (await applicants()).find((a) => a.id === res.body.applicationId)!;
    expect(row.match!.criteria.find((x) => x.key === "skills")!.evidence).toMatch(/2 of 2 required skills: Go, PostgreSQL \(in resume\)/);
  });

  it("is recomputed when the job changes what it asks", async () => {
    const before = (await applicants()).find((a) => a.id === appIds[1])!.matchScore!;
    await call("PATCH", `/web/common/job/updatealljobfields/${jobId}`, { bearer: owner.token, body: { requiredSkills: ["Excel"] } });
    await settleAfterResponse();
    const after = (await applicants()).find((a) => a.id === appIds[1])!.matchScore!;
    expect(after).toBeGreaterThan(before);
    await call("PATCH", `/web/common/job/updatealljobfields/${jobId}`, { bearer: owner.token, body: { requiredSkills: ["Go", "PostgreSQL"] } });
    await settleAfterResponse();
  });
});

describe("status moves", () => {
  it("moves an application, records who and when, and mails the candidate with the recruiter's message", async () => {
    const res = await move(owner, [appIds[1]!], "Rejected", "We went with someone closer to the role.");
    expect(res.status).toBe(200);
    expect(res.body.applications).toEqual([expect.objectContaining({ id: appIds[1], status: "Rejected" })]);
    const [mailed] = await mailsTo(candidates[1]!.email);
    expect(mailed!.subject).toBe("Your application for Backend Engineer at Decider Co: Rejected");
    expect(mailed!.text).toContain("We went with someone closer to the role.");
    const row = (await applicants()).find((a) => a.id === appIds[1])!;
    expect(row.history).toEqual([expect.objectContaining({ fromStatus: "Pending", toStatus: "Rejected", by: "Decider Co", message: "We went with someone closer to the role." })]);
    // The candidate sees it on /appliedjobs with the date of the change.
    const mine = async (who: TestActor, id: number) =>
      (await call<{ jobs: { appliedJobs: { id: number; status: string; updatedAt: string; appliedAt: string; recruiterMessage: string | null }[] } }>("GET", "/web/common/candidateJob/get-all-jobs-applied-for-candidate/1", { bearer: who.token })).body.jobs.appliedJobs.find((a) => a.id === id)!;
    const seen = await mine(candidates[1]!, appIds[1]!);
    expect(seen.status).toBe("Rejected");
    expect(Date.parse(seen.updatedAt)).toBeGreaterThan(Date.parse(seen.appliedAt));
    // And with the recruiter's words, not in the mail alone.
    expect(seen.recruiterMessage).toBe("We went with someone closer to the role.");
    // A later move without words shows none, the earlier ones may no longer hold (on a job of its own: the tests below count this one's applicants).
    const other = await call<{ job: { id: number } }>("POST", "/web/common/job/createjobpost", { bearer: owner.token, body: { jobTitle: "Support Engineer", jobStatus: "Open", jobDescription: "Help customers." } });
    const later = await makeActor("CANDIDATE", "Later move");
    const applied = await call<{ applicationId: number }>("POST", "/web/common/candidateJob/ApplytoJob", { bearer: later.token, body: { jobId: other.body.job.id } });
    await move(owner, [applied.body.applicationId], "Reviewed", "Thanks, we are reading your CV.");
    expect((await mine(later, applied.body.applicationId)).recruiterMessage).toBe("Thanks, we are reading your CV.");
    await move(owner, [applied.body.applicationId], "Accepted");
    expect((await mine(later, applied.body.applicationId)).recruiterMessage).toBeNull();
  });

  it("sends no mail and records nothing when the status does not change", async () => {
    const before = (await mailsTo(candidates[1]!.email)).length;
    const res = await move(owner, [appIds[1]!], "Rejected");
    expect(res.body.applications).toEqual([]);
    expect((await mailsTo(candidates[1]!.email)).length).toBe(before);
    const db = await getDb();
    expect(await db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, appIds[1]!))).toHaveLength(1);
  });

  it("moves several at once; one application that is not the caller's makes it a 404 and moves nothing", async () => {
    const foreign = await call("POST", "/web/common/candidateJob/update-application-status", { bearer: other.token, body: { applicationIds: [appIds[0], appIds[2]], status: "Accepted" } });
    expect(foreign.status).toBe(404);
    const db = await getDb();
    const [otherJob] = await db.insert(jobs).values({ ownerId: other.id, jobTitle: "Theirs", jobStatus: "Open" }).returning();
    const [theirs] = await db.insert(applications).values({ jobId: otherJob!.id, candidateId: candidates[0]!.id }).returning();
    expect((await move(owner, [appIds[0]!, theirs!.id], "Accepted")).status).toBe(404);
    expect((await applicants()).find((a) => a.id === appIds[0])!.status).toBe("Pending");
    const both = await move(owner, [appIds[0]!, appIds[2]!], "Accepted");
    expect(both.body.applications.map((a) => a.status)).toEqual(["Accepted", "Accepted"]);
    for (const i of [0, 2]) expect((await mailsTo(candidates[i]!.email))[0]!.subject).toMatch(/: Accepted$/);
  });

  it("tells each moved candidate's own channel which of their applications moved, and nobody else's", async () => {
    const c = await makeActor("CANDIDATE", "Live listener");
    const ids: number[] = [];
    for (const title of ["Live one", "Live two"]) {
      const job = await call<{ job: { id: number } }>("POST", "/web/common/job/createjobpost", { bearer: owner.token, body: { jobTitle: title, jobStatus: "Open", jobDescription: `About ${title}.` } });
      ids.push((await call<{ applicationId: number }>("POST", "/web/common/candidateJob/ApplytoJob", { bearer: c.token, body: { jobId: job.body.job.id } })).body.applicationId);
    }
    const heard = async (who: TestActor) => {
      await settleAfterResponse();
      return (await readSince([channel.user(who.id)], 0)).filter((e) => e.type === APPLICATIONS_CHANGED_EVENT).map((e) => e.data);
    };
    const start = await latestEventId();
    await move(owner, ids, "Reviewed");
    expect(await heard(c)).toEqual([{ applications: [{ id: ids[0], jobTitle: "Live one", status: "Reviewed" }, { id: ids[1], jobTitle: "Live two", status: "Reviewed" }] }]);
    // A move that changes nothing says nothing; the candidates of other applications heard nothing of this one.
    await move(owner, ids, "Reviewed");
    expect(await heard(c)).toHaveLength(1);
    const others = (await readSince(candidates.map((x) => channel.user(x.id)), start)).filter((e) => e.type === APPLICATIONS_CHANGED_EVENT);
    expect(others).toEqual([]);
  });

  it("tells the job's owner's own channel that a candidate applied, and no other company", async () => {
    const job = await call<{ job: { id: number } }>("POST", "/web/common/job/createjobpost", { bearer: owner.token, body: { jobTitle: "Live applied", jobStatus: "Open", jobDescription: "About it." } });
    const start = await latestEventId();
    const c = await makeActor("CANDIDATE", "Live applicant");
    const applied = await call<{ applicationId: number }>("POST", "/web/common/candidateJob/ApplytoJob", { bearer: c.token, body: { jobId: job.body.job.id } });
    await settleAfterResponse();
    const received = async (who: TestActor) => (await readSince([channel.user(who.id)], start)).filter((e) => e.type === APPLICATION_RECEIVED_EVENT).map((e) => e.data);
    expect(await received(owner)).toEqual([{ jobId: job.body.job.id, jobTitle: "Live applied", applicationId: applied.body.applicationId }]);
    expect(await received(other)).toEqual([]);
    // A second try is a 409 and says nothing.
    expect((await call("POST", "/web/common/candidateJob/ApplytoJob", { bearer: c.token, body: { jobId: job.body.job.id } })).status).toBe(409);
    await settleAfterResponse();
    expect(await received(owner)).toHaveLength(1);
  });

  it("lists applicants of the caller's own job only: another company's job is a 404, even asked with no applicants", async () => {
    const url = `/web/common/candidateJob/get-all-jobs-applied-for-recruiter/1?jobId=${jobId}`;
    const foreign = await call<{ message: string }>("GET", url, { bearer: other.token });
    expect([foreign.status, foreign.body.message]).toEqual([404, "Job not found"]);
    expect((await call("GET", `${url}&status=Accepted`, { bearer: other.token })).status).toBe(404);
    expect((await call("GET", url, { bearer: owner.token })).status).toBe(200);
  });

  it("opening an application marks it Reviewed once", async () => {
    const c = await makeActor("CANDIDATE", "Late applicant");
    const applied = await call<{ applicationId: number }>("POST", "/web/common/candidateJob/ApplytoJob", { bearer: c.token, body: { jobId } });
    await markReviewed(owner, applied.body.applicationId);
    await markReviewed(owner, applied.body.applicationId);
    await markReviewed(other, applied.body.applicationId); // not the owner: nothing
    const row = (await applicants("&status=Reviewed")).find((a) => a.id === applied.body.applicationId)!;
    expect(row.history.map((h) => h.toStatus)).toEqual(["Reviewed"]);
    expect((await mailsTo(c.email)).map((m) => m.subject)).toEqual(["Your application for Backend Engineer at Decider Co: Reviewed"]);
  });

  it("a mail that fails is kept and sent by the retry", async () => {
    const c = await makeActor("CANDIDATE", "Unlucky applicant");
    const applied = await call<{ applicationId: number }>("POST", "/web/common/candidateJob/ApplytoJob", { bearer: c.token, body: { jobId } });
    mail.failures = 1;
    expect((await move(owner, [applied.body.applicationId], "Rejected")).status).toBe(200); // the change never waits for the mail
    expect(await mailsTo(c.email)).toHaveLength(0);
    const db = await getDb();
    const [event] = await db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, applied.body.applicationId));
    expect(event).toMatchObject({ notifiedAt: null, notifyAttempts: 1 });
    // The maintenance run retries changes older than a minute.
    await db.update(applicationEvents).set({ createdAt: new Date(Date.now() - 120_000) }).where(eq(applicationEvents.id, event!.id));
    expect(await retryDecisionMails()).toBeGreaterThanOrEqual(1);
    expect((await mailsTo(c.email)).map((m) => m.subject)).toEqual(["Your application for Backend Engineer at Decider Co: Rejected"]);
  });

  it("rejects the remaining Pending and Reviewed applications of a job with one message", async () => {
    const c = await makeActor("CANDIDATE", "Still pending");
    await call("POST", "/web/common/candidateJob/ApplytoJob", { bearer: c.token, body: { jobId } });
    expect((await call("POST", `/web/common/candidateJob/reject-remaining/${jobId}`, { bearer: other.token, body: {} })).status).toBe(404);
    const res = await call<{ rejected: number }>("POST", `/web/common/candidateJob/reject-remaining/${jobId}`, { bearer: owner.token, body: { message: "The role is filled." } });
    expect(res.body.rejected).toBeGreaterThanOrEqual(2); // the late (Reviewed) and the pending applicant
    const rows = await applicants();
    expect(rows.filter((a) => a.status === "Pending" || a.status === "Reviewed")).toEqual([]);
    expect(rows.filter((a) => a.status === "Accepted")).toHaveLength(2); // decisions already taken stay
    expect((await mailsTo(c.email))[0]!.text).toContain("The role is filled.");
  });
});
