import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { companyProfiles } from "@/db/schema";
import { createJob } from "@/lib/jobs/mutations";
import { createJobSchema } from "@/lib/jobs/schemas";
import { searchPeople } from "@/lib/people/search";
import { makeActor } from "../helpers/actors";
import { call } from "../helpers/api";

/**
 * fold_place (migration 0024) folds the letters that are not an accent on a base letter: æ/Æ → ae, œ/Œ → oe,
 * þ/Þ → th, ð/Ð/đ/Đ → d, besides ø and ł. Typed in plain letters, a name or place finds them, and the reverse.
 */
describe("fold_place and the ligatures", () => {
  it("folds each of them, upper and lower case", async () => {
    const db = await getDb();
    const fold = async (t: string) => ((await db.execute(sql`SELECT fold_place(${t}) AS f`)) as unknown as { rows: { f: string }[] }).rows[0]!.f;
    expect(await fold("Ærø")).toBe("aero");
    expect(await fold("Œuvre cœur")).toBe("oeuvre coeur");
    expect(await fold("Þórður Sigurðsson")).toBe("thordur sigurdsson");
    expect(await fold("ÐAÐI Đoković")).toBe("dadi dokovic");
    expect(await fold("Łódź Øster Straße")).toBe("lodz oster strasse");
  });

  it("are found by a name typed in plain letters (the stored keys are folded by the new function)", async () => {
    const word = `lig${randomUUID().slice(0, 8).replace(/\d/g, "x")}`;
    const [aeroe, firm] = await Promise.all([makeActor("CANDIDATE", `Ærø Þórðarson ${word}`), makeActor("COMPANY", "Account of a firm")]);
    const db = await getDb();
    await db.insert(companyProfiles).values({ userId: firm.id, companyName: `Œuvre Ltd ${word}` });
    expect((await searchPeople({ role: "CANDIDATE", name: `aeroe thordarson ${word}` })).map((h) => h.id)).toEqual([aeroe.id]);
    // Typed with the letters themselves, in capitals: the typed text is folded too. The whole name, so it matches
    // as a part of the key; "AERØ word" alone matched only by trigram closeness, which fell under pg_trgm's 0.6
    // for some random words (repeated trigrams such as "xxx" count once).
    expect((await searchPeople({ role: "CANDIDATE", name: `AERØ ÞÓRÐARSON ${word}` })).map((h) => h.id)).toEqual([aeroe.id]);
    expect((await searchPeople({ role: "COMPANY", name: `oeuvre ltd ${word}` })).map((h) => h.id)).toEqual([firm.id]);
  });

  it("are found by a location typed in plain letters", async () => {
    const word = `lig${randomUUID().slice(0, 8).replace(/\d/g, "x")}`;
    const company = await makeActor("COMPANY");
    await createJob(company, createJobSchema.parse({ jobTitle: `Ferry planner ${word}`, location: "Ærøskøbing, Danmark", jobDescription: `About ${word}`, jobStatus: "Open" }));
    const titles = async (location: string) => {
      const res = await call<{ jobs: { jobTitle: string }[] }>("GET", `/web/common/job/searchjobsfilter?${new URLSearchParams({ search: word, location })}`);
      expect(res.status).toBe(200);
      return res.body.jobs.map((j) => j.jobTitle);
    };
    expect(await titles("aeroskobing")).toEqual([`Ferry planner ${word}`]);
    expect(await titles("ÆRØSKØBING")).toEqual([`Ferry planner ${word}`]);
  });
});
