import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { applicationEvents, applications } from "@/db/schema";
import { ALREADY_DECIDED, WITHDRAWN } from "@/lib/applications/withdraw";
import { APPLICATION_WITHDRAWN_EVENT, channel } from "@/lib/realtime/channels";
import { latestEventId, readSince } from "@/lib/realtime/log";
import { settleAfterResponse } from "@/lib/server/after-response";
import { makeActor, type TestActor } from "../helpers/actors";
import { call } from "../helpers/api";

/** A candidate withdraws an undecided application: gone for both sides, the owner told, a new application possible. */

let owner: TestActor;
let jobId: number;

const withdraw = (who: TestActor, id: number) => call<{ message: string }>("POST", `/web/common/candidateJob/withdraw-application/${id}`, { bearer: who.token });
const apply = async (who: TestActor) =>
  (await call<{ applicationId: number }>("POST", "/web/common/candidateJob/ApplytoJob", { bearer: who.token, body: { jobId, personalMessage: "Hello" } })).body.applicationId;
const move = (ids: number[], status: string) => call("POST", "/web/common/candidateJob/update-application-status", { bearer: owner.token, body: { applicationIds: ids, status } });
const mine = async (who: TestActor) =>
  (await call<{ jobs: { appliedJobs: { id: number; status: string }[] } }>("GET", "/web/common/candidateJob/get-all-jobs-applied-for-candidate/1", { bearer: who.token })).body.jobs.appliedJobs;
const applicantIds = async () =>
  (await call<{ applicants: { id: number }[] }>("GET", `/web/common/candidateJob/get-all-jobs-applied-for-recruiter/1?jobId=${jobId}`, { bearer: owner.token })).body.applicants.map((a) => a.id);
const stored = async (id: number) => {
  const db = await getDb();
  const [row] = await db.select({ status: applications.status }).from(applications).where(eq(applications.id, id));
  const events = await db.select({ id: applicationEvents.id }).from(applicationEvents).where(eq(applicationEvents.applicationId, id));
  return { status: row?.status ?? null, events: events.length };
};

beforeAll(async () => {
  owner = await makeActor("COMPANY", "Withdraw Co");
  const created = await call<{ job: { id: number } }>("POST", "/web/common/job/createjobpost", {
    bearer: owner.token,
    body: { jobTitle: "Platform Engineer", jobStatus: "Open", jobDescription: "Run the platform." },
  });
  jobId = created.body.job.id;
});

describe("withdrawing an application", () => {
  it("deletes a Pending one for both sides, tells the owner, and lets the candidate apply again", async () => {
    const c = await makeActor("CANDIDATE", "Changed mind");
    const id = await apply(c);
    expect(await applicantIds()).toContain(id);
    const start = await latestEventId();

    const res = await withdraw(c, id);
    expect([res.status, res.body.message]).toEqual([200, WITHDRAWN]);
    expect((await mine(c)).map((a) => a.id)).not.toContain(id);
    expect(await applicantIds()).not.toContain(id);
    await settleAfterResponse();
    const heard = (await readSince([channel.user(owner.id)], start)).filter((e) => e.type === APPLICATION_WITHDRAWN_EVENT).map((e) => e.data);
    expect(heard).toEqual([{ jobId, jobTitle: "Platform Engineer", applicationId: id }]);

    // A second withdrawal finds nothing; a new application is a new row.
    expect((await withdraw(c, id)).status).toBe(404);
    const again = await apply(c);
    expect(again).toBeGreaterThan(id);
    expect((await mine(c)).map((a) => [a.id, a.status])).toEqual([[again, "Pending"]]);
  });

  it("deletes a Reviewed one with its history", async () => {
    const c = await makeActor("CANDIDATE", "Seen then gone");
    const id = await apply(c);
    expect((await call("POST", `/web/common/candidateJob/open-application/${id}`, { bearer: owner.token })).status).toBe(200);
    expect(await stored(id)).toEqual({ status: "Reviewed", events: 1 });
    expect((await withdraw(c, id)).status).toBe(200);
    expect(await stored(id)).toEqual({ status: null, events: 0 });
  });

  it("is a 409 once the recruiter decided, and changes nothing", async () => {
    for (const decision of ["Accepted", "Rejected"]) {
      const c = await makeActor("CANDIDATE", `Decided ${decision}`);
      const id = await apply(c);
      expect((await move([id], decision)).status).toBe(200);
      const before = await stored(id);
      const res = await withdraw(c, id);
      expect([res.status, res.body.message]).toEqual([409, ALREADY_DECIDED]);
      expect(await stored(id)).toEqual(before);
      expect(await applicantIds()).toContain(id);
    }
  });

  it("of another candidate, or of nobody, is a 404 that leaves it in place", async () => {
    const [c, stranger] = await Promise.all([makeActor("CANDIDATE", "Owner of it"), makeActor("CANDIDATE", "Stranger")]);
    const id = await apply(c);
    const res = await withdraw(stranger, id);
    expect([res.status, res.body.message]).toEqual([404, "Application not found."]);
    expect(await stored(id)).toEqual({ status: "Pending", events: 0 });
    expect((await withdraw(c, 2_000_000_000)).status).toBe(404);
  });

  it("is the candidate's alone: the job's owner cannot withdraw it (403)", async () => {
    const c = await makeActor("CANDIDATE", "Kept");
    const id = await apply(c);
    expect((await withdraw(owner, id)).status).toBe(403);
    expect(await stored(id)).toEqual({ status: "Pending", events: 0 });
  });
});
