import { beforeAll } from "vitest";
import { getDb } from "@/db/client";
import { companyProfiles } from "@/db/schema";
import { createJob } from "@/lib/jobs/mutations";
import { searchOpenJobs } from "@/lib/jobs/queries";
import { createJobSchema, jobSearchSchema } from "@/lib/jobs/schemas";
import { makeActor } from "./actors";

/**
 * Open jobs, one per description, titled `${title} ${tag}` (call it inside a describe: they are made before
 * its tests). The answer names the jobs a search for `${tag} ${search}` lists, sorted, so a test reads
 * `expect(await found("node.js")).toEqual(["nodejs", "parts"])`.
 */
export function jobsDescribed(tag: string, title: string, descriptions: Record<string, string>): (search: string) => Promise<string[]> {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    const company = await makeActor("COMPANY");
    for (const [key, jobDescription] of Object.entries(descriptions)) {
      ids[key] = (await createJob(company, createJobSchema.parse({ jobTitle: `${title} ${tag}`, jobDescription, jobStatus: "Open" }))).id;
    }
  });
  return async (search) => {
    const list = await searchOpenJobs(jobSearchSchema.parse({ search: `${tag} ${search}`, sort: "newest" }));
    return Object.keys(ids)
      .filter((key) => list.jobs.some((j) => j.id === ids[key]))
      .sort();
  };
}

/** A company per "about" text, named `${name} ${key} ${tag}` in the software industry; their ids by key. */
export async function companiesAbout(tag: string, name: string, abouts: Record<string, string>): Promise<Record<string, number>> {
  const db = await getDb();
  const ids: Record<string, number> = {};
  for (const [key, about] of Object.entries(abouts)) {
    const owner = await makeActor("COMPANY", `${key} ${tag}`);
    const profile = { companyName: `${name} ${key} ${tag}`, industry: "Software", about };
    await db.insert(companyProfiles).values({ userId: owner.id, ...profile }).onConflictDoUpdate({ target: companyProfiles.userId, set: profile });
    ids[key] = owner.id;
  }
  return ids;
}
