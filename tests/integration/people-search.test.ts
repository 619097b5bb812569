import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { agencyProfiles, companyProfiles } from "@/db/schema";
import { searchPeople } from "@/lib/people/search";
import { makeActor, type TestActor } from "../helpers/actors";

/** Users by account type and name, as the chat's user search and the directories find them. */

let zelda: TestActor;
let zeldaCompany: TestActor;
let unsaved: TestActor;
let agency: TestActor;

beforeAll(async () => {
  [zelda, zeldaCompany, unsaved, agency] = await Promise.all([
    makeActor("CANDIDATE", "Zelda Hortensiawood"),
    makeActor("COMPANY", "Person At Company"),
    makeActor("COMPANY", "Unsaved Quillbrambleworks"),
    makeActor("RECRUIMENTAGENCY", "Agency Owner"),
  ]);
  const db = await getDb();
  await db.insert(companyProfiles).values({ userId: zeldaCompany.id, companyName: "Zelda Quillbrambletronics" });
  await db.insert(agencyProfiles).values({ userId: agency.id, agencyName: "Talent Lanternbridge" });
});

const ids = (hits: { id: number }[]) => hits.map((h) => h.id);

describe("searchPeople", () => {
  it("finds only users of the asked type", async () => {
    expect(ids(await searchPeople({ role: "CANDIDATE", name: "Hortensiawood" }))).toEqual([zelda.id]);
    expect(ids(await searchPeople({ role: "COMPANY", name: "Hortensiawood" }))).toEqual([]);
  });

  it("knows an organisation by its profile's name, or by the account's until it saves one", async () => {
    const hits = await searchPeople({ role: "COMPANY", name: "Quillbramble" });
    expect(hits.map((h) => [h.id, h.name])).toEqual(
      expect.arrayContaining([
        [zeldaCompany.id, "Zelda Quillbrambletronics"],
        [unsaved.id, "Unsaved Quillbrambleworks"],
      ]),
    );
    expect(ids(await searchPeople({ role: "RECRUIMENTAGENCY", name: "Lanternbridge" }))).toEqual([agency.id]);
    expect(ids(await searchPeople({ role: "COMPANY", name: "Person At Company" }))).toContain(zeldaCompany.id);
  });

  it("tolerates a typo and matches part of a name", async () => {
    const typo = "Hortensiawod";
    expect(ids(await searchPeople({ role: "CANDIDATE", name: typo }))).toEqual([zelda.id]);
    expect(ids(await searchPeople({ role: "CANDIDATE", name: "ensiaw" }))).toContain(zelda.id);
  });

  it("matches names with or without their accents, whichever way they were typed", async () => {
    const word = `q${Date.now().toString(36)}`;
    const [zoe, plain, firm] = await Promise.all([
      makeActor("CANDIDATE", `Zoë Ñúñez-Øvergård ${word}`),
      makeActor("CANDIDATE", `Jose Muller ${word}`),
      makeActor("COMPANY", "Account of a firm"),
    ]);
    const db = await getDb();
    await db.insert(companyProfiles).values({ userId: firm.id, companyName: `Straße Zürich Café ${word}` });
    expect(ids(await searchPeople({ role: "CANDIDATE", name: "zoe nunez-overgard" }))).toContain(zoe.id);
    expect(ids(await searchPeople({ role: "CANDIDATE", name: "NUNEZ" }))).toContain(zoe.id);
    expect(ids(await searchPeople({ role: "CANDIDATE", name: `José Müller ${word}` }))).toEqual([plain.id]);
    expect(ids(await searchPeople({ role: "COMPANY", name: "strasse zurich cafe" }))).toContain(firm.id);
  });

  it("treats % and _ as text, leaves out the caller, and caps the list", async () => {
    expect(await searchPeople({ role: "CANDIDATE", name: "%%%" })).toEqual([]);
    expect(await searchPeople({ role: "CANDIDATE", name: "_" })).toEqual([]);
    expect(ids(await searchPeople({ role: "CANDIDATE", name: "Hortensiawood", excludeUserId: zelda.id }))).toEqual([]);
    expect((await searchPeople({ role: "COMPANY", name: "", limit: 500 })).length).toBeLessThanOrEqual(50);
  });
});
