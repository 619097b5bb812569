import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createJob } from "@/lib/jobs/mutations";
import { searchOpenJobs } from "@/lib/jobs/queries";
import { createJobSchema, jobSearchSchema } from "@/lib/jobs/schemas";
import { makeActor, type TestActor } from "../helpers/actors";

/**
 * Postgres only (vitest.config.ts POSTGRES_ONLY): two writers at once. A transaction that began
 * before the index's last look but commits after it must still be read (lib/jobs/open-index/feed.ts
 * keeps the look's xmin, not the newest write it saw).
 */
const marker = () => `oixl${randomUUID().slice(0, 8)}`;
const idsOf = async (word: string) => (await searchOpenJobs(jobSearchSchema.parse({ search: word }))).jobs.map((j) => j.id);

// Two owners: a job's write locks its owner's row of job_status_counts until it commits.
let company: TestActor;
let otherCompany: TestActor;
let other: pg.Client;
beforeAll(async () => {
  company = await makeActor("COMPANY");
  otherCompany = await makeActor("COMPANY");
  other = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await other.connect();
});
afterAll(async () => {
  await other.end();
});

describe("the open-jobs index and a transaction that commits late", () => {
  it("lists a job whose transaction began before a newer one committed, once it commits", async () => {
    const late = marker();
    const early = marker();
    await other.query("BEGIN");
    const { rows } = await other.query<{ id: number }>("INSERT INTO jobs (owner_id, job_title, job_status) VALUES ($1, $2, 'Open') RETURNING id", [otherCompany.id, `Late ${late}`]);
    // Its xid is taken now: make sure the later write gets a higher one.
    await other.query("SELECT pg_current_xact_id()");
    expect(await idsOf(late)).toEqual([]);
    const newer = await createJob(company, createJobSchema.parse({ jobTitle: `Newer ${early}`, jobDescription: "About", jobStatus: "Open" }));
    expect(await idsOf(early)).toEqual([newer.id]);
    await other.query("COMMIT");
    expect(await idsOf(late)).toEqual([rows[0]!.id]);
  });

  it("drops a job whose deletion commits after a newer write was read", async () => {
    const word = marker();
    const job = await createJob(otherCompany, createJobSchema.parse({ jobTitle: `Doomed ${word}`, jobDescription: "About", jobStatus: "Open" }));
    expect(await idsOf(word)).toEqual([job.id]);
    await other.query("BEGIN");
    await other.query("DELETE FROM jobs WHERE id = $1", [job.id]);
    await createJob(company, createJobSchema.parse({ jobTitle: `Newer ${marker()}`, jobDescription: "About", jobStatus: "Open" }));
    expect(await idsOf(word)).toEqual([job.id]);
    await other.query("COMMIT");
    expect(await idsOf(word)).toEqual([]);
  });
});
