import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { searchCompanies } from "@/lib/directories/companies";
import { companiesFilterSchema } from "@/lib/directories/schemas";
import { createJob } from "@/lib/jobs/mutations";
import { searchOpenJobs } from "@/lib/jobs/queries";
import { createJobSchema, jobSearchSchema } from "@/lib/jobs/schemas";
import { spellSigns } from "@/lib/jobs/search";
import { makeActor } from "../helpers/actors";
import { companiesAbout, jobsDescribed } from "../helpers/search-fixture";

/**
 * "C++", "C#", "F#" and ".NET": Postgres' parser drops the signs, so every text is spelled with them as words
 * before it is parsed (search_text(), migration 0027) and so is what is typed (lib/jobs/search.ts spellSigns).
 */
const tag = `s${randomBytes(4).toString("hex").replace(/\d/g, (d) => "ghijklmnop"[Number(d)]!)}`;

describe("the typed text is spelled as the database spells a job's text", () => {
  it("for random texts of signs, letters and digits", async () => {
    const db = await getDb();
    const piece = fc.constantFrom("c", "C", "f", "F", "#", "+", "++", ".", ".net", ".NET", "net", "asp", "ASP", "vb", "ado", "c++", "C#", "f#", " ", ",", "/", "(", "a", "x", "1", "17", "_", "é", "ü");
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { maxLength: 12 }).map((p) => p.join("")), async (text) => {
        const { rows } = (await db.execute(sql`SELECT search_text(${text}) AS t`)) as unknown as { rows: { t: string }[] };
        expect(spellSigns(text)).toBe(rows[0]!.t);
      }),
      { numRuns: 400 },
    );
  });

  it("spells a sign only where it ends the name", () => {
    expect(spellSigns("C++ and C#, F# on .NET; C++17, (c#) .network, abc++, c###, ASP.NET, x.net")).toBe(
      "cplusplus and Csharp, Fsharp on dotnet; cplusplus17, (csharp) .network, abc++, c###, ASP.NET dotnet, x.net",
    );
  });
});

describe("searching for a language by its signs", () => {
  const found = jobsDescribed(tag, "Developer", {
    cpp: "Modern C++ (C++17) services.",
    csharp: "C# and Unity.",
    c: "Embedded C firmware.",
    dotnet: "Services on .NET.",
    aspnet: "ASP.NET Core APIs.",
    network: "Network operations.",
  });

  it("tells C++, C# and .NET from C and from network", async () => {
    expect(await found("C++")).toEqual(["cpp"]);
    expect(await found("c++17")).toEqual(["cpp"]);
    expect(await found("C#")).toEqual(["csharp"]);
    expect(await found(".net")).toEqual(["aspnet", "dotnet"]);
    expect(await found("asp.net")).toEqual(["aspnet"]);
    expect(await found("network")).toEqual(["network"]);
    expect(await found("embedded c")).toEqual(["c"]);
  });

  it("finds a company whose profile names the language", async () => {
    const ids = await companiesAbout(tag, "Studio", { csharp: "Games in C# and Unity.", c: "Drivers in C." });
    const list = await searchCompanies(companiesFilterSchema.parse({ search: `${tag} c#` }));
    expect(list.data.map((c) => c.id)).toEqual([ids.csharp!]);
  });
});

describe("a job's workplace, employment type and level are searched as written", () => {
  it("finds a senior, remote contract job whose title and description say none of it", async () => {
    const company = await makeActor("COMPANY");
    const job = await createJob(
      company,
      createJobSchema.parse({
        jobTitle: `DevOps engineer ${tag}`,
        jobDescription: "Own the pipelines.",
        experienceLevel: "Senior, 5+ years",
        jobType: "Remote",
        employmentType: "Contract",
        jobStatus: "Open",
      }),
    );
    const other = await createJob(company, createJobSchema.parse({ jobTitle: `DevOps engineer ${tag}`, jobDescription: "Own the pipelines.", experienceLevel: "Junior", jobType: "On-site", jobStatus: "Open" }));
    const ids = async (search: string) => (await searchOpenJobs(jobSearchSchema.parse({ search: `${tag} ${search}`, sort: "newest" }))).jobs.map((j) => j.id);
    expect(await ids("senior devops")).toEqual([job.id]);
    expect(await ids("remote devops")).toEqual([job.id]);
    expect(await ids("devops contract")).toEqual([job.id]);
    expect(await ids("junior")).toEqual([other.id]);
    // A typo of such a word is corrected against the vocabulary, which holds them too.
    expect(await ids("contrcat")).toEqual([job.id]);
  });
});

describe("the list says whether its page is in rank order, so the screen can say how it is ordered", () => {
  jobsDescribed(tag, "Ranking", { kotlin: "Kotlin services." });
  const rankedFor = async (input: Record<string, unknown>) => (await searchOpenJobs(jobSearchSchema.parse(input))).ranked;

  it("ranked for words; newest first for text with no word in it (signs, an emoji), and when newest is chosen", async () => {
    expect(await rankedFor({ search: `${tag} kotlin` })).toBe(true);
    expect(await rankedFor({ search: `${tag} kotlin`, sort: "newest" })).toBe(false);
    for (const search of ["😀", `%_'"\\`, "— · !"]) expect([search, await rankedFor({ search })]).toEqual([search, false]);
    expect(await rankedFor({})).toBe(false);
  });
});
