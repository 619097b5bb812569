import { randomInt } from "node:crypto";
import { inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { jobs } from "@/db/schema";
import { createJob } from "@/lib/jobs/mutations";
import { searchOpenJobs } from "@/lib/jobs/queries";
import { createJobSchema, jobSearchSchema } from "@/lib/jobs/schemas";
import { makeActor } from "../helpers/actors";

// A day in the past no other test uses, so the window holds only this file's jobs
// (the Postgres run shares one database with the other test files).
const dayOfThisFile = `19${randomInt(70, 99)}-0${randomInt(1, 9)}-1${randomInt(0, 9)}`;
const ids: number[] = [];

beforeAll(async () => {
  const company = await makeActor("COMPANY");
  for (let i = 0; i < 13; i++) {
    const j = await createJob(company, createJobSchema.parse({ jobTitle: `Keyset ${i}`, jobDescription: "Keyset paging", jobStatus: "Open" }));
    ids.push(j.id);
  }
  const db = await getDb();
  // Same microsecond-rich time for several rows: the cursor must break ties by id.
  await db
    .update(jobs)
    .set({ updatedAt: sql`${dayOfThisFile}::date + (${jobs.id} % 3) * interval '1.000123 second'` })
    .where(inArray(jobs.id, ids));
});

describe("paging of the unranked list", () => {
  it("walks the same rows by keyset cursor as by page number, with no gaps or repeats", async () => {
    const window = { updatedFrom: dayOfThisFile, updatedTo: dayOfThisFile };
    const byPage = [1, 2].map((page) => searchOpenJobs(jobSearchSchema.parse({ ...window, page })));
    const [p1, p2] = await Promise.all(byPage);
    expect(p1!.totalJobs).toBe(13);
    expect(p1!.totalJobsExact).toBe(true);
    expect(p1!.nextCursor).toMatch(/^-?\d+\.\d+$/);
    const k2 = await searchOpenJobs(jobSearchSchema.parse({ ...window, page: 2, after: p1!.nextCursor }));
    expect(k2.jobs.map((j) => j.id)).toEqual(p2!.jobs.map((j) => j.id));
    expect(k2.nextCursor).toBeNull();
    expect(new Set([...p1!.jobs, ...k2.jobs].map((j) => j.id))).toEqual(new Set(ids));
    expect(p1!.jobs[0]).not.toHaveProperty("cursor");
  });

  it("refuses a malformed cursor with 400-style validation", () => {
    expect(jobSearchSchema.safeParse({ after: "1;drop", page: 1 }).success).toBe(false);
  });
});
