import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { jobs } from "@/db/schema";
import { createJob } from "@/lib/jobs/mutations";
import { createJobSchema } from "@/lib/jobs/schemas";
import { makeActor, type TestActor } from "../helpers/actors";
import { call } from "../helpers/api";

/**
 * A job stores the company's name as it was written (jobs.company_name). Renaming the company renames the
 * jobs that carried its old name — not a job naming something else, not an agency's jobs (their clients),
 * and without moving them in the newest-first lists.
 */
const rename = (a: TestActor, body: Record<string, string>) => call("PUT", "/web/common/profile/updateProfile", { bearer: a.token, body });

async function jobRows(ids: number[]) {
  const db = await getDb();
  const rows = await db.select({ id: jobs.id, companyName: jobs.companyName, updatedAt: jobs.updatedAt }).from(jobs).where(inArray(jobs.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

const post = (owner: TestActor, jobTitle: string, companyName?: string) =>
  createJob(owner, createJobSchema.parse({ jobTitle, companyName, jobStatus: "Open", jobDescription: `About ${jobTitle}` }));

describe("renaming a company", () => {
  it("renames its jobs that carried the old name, keeps the others and their place in the lists", async () => {
    const company = await makeActor("COMPANY", "Northwind account");
    const [carried, brand, unnamed] = await Promise.all([post(company, "Buyer", "Northwind account"), post(company, "Chef", "Northwind Kitchen brand"), post(company, "Clerk")]);
    const before = await jobRows([carried.id, brand.id, unnamed.id]);

    expect((await rename(company, { companyName: "Northwind Traders" })).status).toBe(200);
    const after = await jobRows([carried.id, brand.id, unnamed.id]);
    expect(after.get(carried.id)!.companyName).toBe("Northwind Traders");
    expect(after.get(brand.id)!.companyName).toBe("Northwind Kitchen brand");
    expect(after.get(unnamed.id)!.companyName).toBeNull();
    for (const id of [carried.id, brand.id]) expect(after.get(id)!.updatedAt.getTime()).toBe(before.get(id)!.updatedAt.getTime());
    // The public job answers with the new name.
    const shown = await call<{ job: { companyName: string } }>("GET", `/web/common/job/getJobById/${carried.id}`);
    expect(shown.body.job.companyName).toBe("Northwind Traders");

    // The account's own name is not the name shown once the profile names the company: the jobs stay.
    expect((await rename(company, { name: "Nora at Northwind" })).status).toBe(200);
    expect((await jobRows([carried.id])).get(carried.id)!.companyName).toBe("Northwind Traders");
  });

  it("keeps the company's name and its jobs' when the holder's name is saved, a company without a profile row too", async () => {
    // Every company has its row from registration (migration 0025 for older ones); a test actor has none.
    const company = await makeActor("COMPANY", "Solo Bakery");
    const job = await post(company, "Baker", "Solo Bakery");
    const saved = await rename(company, { name: "Sam Baker" });
    expect(saved.status).toBe(200);
    expect((saved.body as { profile: { profile: { companyName: string } } }).profile.profile.companyName).toBe("Solo Bakery");
    expect((await jobRows([job.id])).get(job.id)!.companyName).toBe("Solo Bakery");
  });

  it("leaves an agency's jobs alone: they name the agency's clients", async () => {
    const agency = await makeActor("RECRUIMENTAGENCY", "Talent Bridge");
    const job = await post(agency, "Nurse", "Talent Bridge");
    expect((await rename(agency, { agencyName: "Talent Bridge Partners", name: "Tara" })).status).toBe(200);
    const db = await getDb();
    const [row] = await db.select({ companyName: jobs.companyName }).from(jobs).where(eq(jobs.id, job.id));
    expect(row!.companyName).toBe("Talent Bridge");
  });
});
