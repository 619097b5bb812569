import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { createJob, updateJobFields } from "@/lib/jobs/mutations";
import { createJobSchema } from "@/lib/jobs/schemas";
import { makeActor, type TestActor } from "../helpers/actors";
import { call } from "../helpers/api";

/** The job seekers' filters and the order choice, through the public search call. */
const word = `flt${randomUUID().slice(0, 8)}`;
let company: TestActor;
const ids: Record<string, number> = {};

const search = async (query: Record<string, string>) => {
  const qs = new URLSearchParams({ search: word, ...query }).toString();
  const res = await call<{ jobs: { id: number; jobTitle: string }[] }>("GET", `/web/common/job/searchjobsfilter?${qs}`);
  return { status: res.status, body: res.body, titles: res.status === 200 ? res.body.jobs.map((j) => j.jobTitle).sort() : [] };
};

beforeAll(async () => {
  company = await makeActor("COMPANY");
  const jobs = {
    remoteSenior: { jobTitle: `Remote senior ${word}`, jobType: "Remote", employmentType: "Full time", experienceLevel: "Senior, 5+ years", location: "Berlin, Germany", salaryRange: "€70,000 – €90,000 a year" },
    hybridJunior: { jobTitle: `Hybrid junior ${word}`, jobType: "Hybrid", employmentType: "Part-time", experienceLevel: "Junior", location: "Paris, France", salaryRange: "€40k-45k" },
    onsiteContract: { jobTitle: `Contract ${word}`, jobType: "On-site", employmentType: "Freelance contract", experienceLevel: "Lead", location: "London, UK", salaryRange: "£600 a day" },
  };
  for (const [key, fields] of Object.entries(jobs)) {
    ids[key] = (await createJob(company, createJobSchema.parse({ ...fields, jobDescription: `About ${word}`, jobStatus: "Open" }))).id;
  }
  // The newest, but the word only in its description: a weak match.
  ids.weak = (await createJob(company, createJobSchema.parse({ jobTitle: `Quiet role ${randomUUID().slice(0, 6)}`, jobDescription: `Mentions ${word} once`, jobStatus: "Open" }))).id;
});

describe("job filters", () => {
  it("filter by workplace, employment type, level and location", async () => {
    expect((await search({ workplace: "remote" })).titles).toEqual([`Remote senior ${word}`]);
    expect((await search({ employment: "part-time" })).titles).toEqual([`Hybrid junior ${word}`]);
    expect((await search({ level: "lead" })).titles).toEqual([`Contract ${word}`]);
    expect((await search({ location: "pari" })).titles).toEqual([`Hybrid junior ${word}`]);
    // Any case, and % or _ typed are letters, not wildcards.
    expect((await search({ location: "PARIS, fr" })).titles).toEqual([`Hybrid junior ${word}`]);
    expect((await search({ location: "Ber%ny" })).titles).toEqual([]);
    expect((await search({ location: "Lond_n" })).titles).toEqual([]);
    expect((await search({ workplace: "hybrid", level: "senior" })).titles).toEqual([]);
  });

  it("match a location without its accents and in any case, and an internship as entry level", async () => {
    const extra = {
      zurich: { jobTitle: `Zurich ${word}`, location: "Zürich, Schweiz", experienceLevel: "Internship" },
      munich: { jobTitle: `Munich ${word}`, location: "MÜNCHEN", experienceLevel: "Mid-level" },
      krakow: { jobTitle: `Krakow ${word}`, location: "Kraków, Polska", experienceLevel: "Trainee" },
    };
    const made: number[] = [];
    for (const fields of Object.values(extra)) made.push((await createJob(company, createJobSchema.parse({ ...fields, jobDescription: `About ${word}`, jobStatus: "Open" }))).id);
    try {
      expect((await search({ location: "zurich" })).titles).toEqual([`Zurich ${word}`]);
      expect((await search({ location: "ZÜRICH" })).titles).toEqual([`Zurich ${word}`]);
      expect((await search({ location: "münchen" })).titles).toEqual([`Munich ${word}`]);
      expect((await search({ location: "krakow" })).titles).toEqual([`Krakow ${word}`]);
      expect((await search({ level: "entry" })).titles).toEqual([`Krakow ${word}`, `Zurich ${word}`]);
    } finally {
      for (const id of made) await updateJobFields(company, id, { jobTitle: `Closed ${id}` }).then(() => call("POST", "/web/common/job/updatejobstatus", { bearer: company.token, body: { jobId: id, jobStatus: "Closed" } }));
    }
  });

  it("find a country by either of its names, and a short one only as a word", async () => {
    const extra = {
      remoteUk: { jobTitle: `Remote UK ${word}`, location: "Remote (UK)" },
      leeds: { jobTitle: `Leeds ${word}`, location: "Leeds, United Kingdom" },
      kyiv: { jobTitle: `Kyiv ${word}`, location: "Kyiv, Ukraine" },
    };
    const made: number[] = [];
    for (const fields of Object.values(extra)) made.push((await createJob(company, createJobSchema.parse({ ...fields, jobDescription: `About ${word}`, jobStatus: "Open" }))).id);
    try {
      // "London, UK" is the first test's on-site contract.
      const uk = [`Contract ${word}`, `Leeds ${word}`, `Remote UK ${word}`].sort();
      expect((await search({ location: "UK" })).titles.sort()).toEqual(uk);
      expect((await search({ location: "united kingdom" })).titles.sort()).toEqual(uk);
      expect((await search({ location: "Ukr" })).titles).toEqual([`Kyiv ${word}`]);
    } finally {
      for (const id of made) await updateJobFields(company, id, { jobTitle: `Closed ${id}` }).then(() => call("POST", "/web/common/job/updatejobstatus", { bearer: company.token, body: { jobId: id, jobStatus: "Closed" } }));
    }
  });

  it("filter by a yearly minimum in the job's own currency", async () => {
    expect((await search({ minSalary: "60000", currency: "EUR" })).titles).toEqual([`Remote senior ${word}`]);
    expect((await search({ minSalary: "40000", currency: "EUR" })).titles).toEqual([`Hybrid junior ${word}`, `Remote senior ${word}`]);
    // £600 a day is about £156,000 a year; no euro job pays that.
    expect((await search({ minSalary: "150000", currency: "GBP" })).titles).toEqual([`Contract ${word}`]);
    expect((await search({ minSalary: "150000", currency: "EUR" })).titles).toEqual([]);
  });

  it("follow an edit of the fields they come from", async () => {
    await updateJobFields(company, ids.hybridJunior!, { jobType: "Remote (EU)" });
    expect((await search({ workplace: "remote" })).titles).toEqual([`Hybrid junior ${word}`, `Remote senior ${word}`]);
    await updateJobFields(company, ids.hybridJunior!, { jobType: "Hybrid" });
  });

  it("refuse values they do not know with 400 and a readable message", async () => {
    expect((await search({ workplace: "moon" })).body).toMatchObject({ message: "workplace must be one of remote, hybrid, onsite" });
    expect((await search({ minSalary: "60000" })).body).toMatchObject({ message: "Choose the currency of the minimum salary" });
    expect((await search({ minSalary: "lots", currency: "EUR" })).status).toBe(400);
    expect((await search({ sort: "cheapest" })).status).toBe(400);
  });

  it("order text results by best match, or newest first when asked", async () => {
    const order = async (sort?: string) =>
      (await call<{ jobs: { id: number }[] }>("GET", `/web/common/job/searchjobsfilter?search=${word}${sort ? `&sort=${sort}` : ""}`)).body.jobs.map((j) => j.id);
    // Best match (the default): the title matches before the newest job that only mentions the word.
    expect((await order()).at(-1)).toBe(ids.weak);
    expect(await order("relevance")).toEqual(await order());
    // Newest first: the weak match, changed after every job but the one edited above, comes before them.
    const newest = await order("newest");
    expect(newest).toEqual([ids.hybridJunior, ids.weak, ids.onsiteContract, ids.remoteSenior]);
  });
});

/**
 * The session settings the search plans rely on (db/client.ts): without them Postgres plans
 * for spinning disks, and a common prefix's bitmap turns lossy at 4 MB (docs/measurements.md, "Job lists and filters at 1M jobs").
 * Postgres only — the embedded database is one connection the app opens itself.
 */
if (process.env.TEST_DB === "postgres") {
  describe("the app's Postgres connections", () => {
    it("plan for SSDs and give a query's bitmaps and sorts 16 MB", async () => {
      const db = await getDb();
      const setting = async (name: "random_page_cost" | "work_mem") =>
        ((await db.execute(sql.raw(`show ${name}`))) as unknown as { rows: Record<string, string>[] }).rows[0]![name];
      expect([await setting("random_page_cost"), await setting("work_mem")]).toEqual(["1.1", "16MB"]);
    });
  });
}
