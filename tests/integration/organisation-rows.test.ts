import { readFileSync } from "node:fs";
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { agencyProfiles, companyProfiles } from "@/db/schema";
import { chooseAccountType } from "@/lib/auth/account";
import { issueCode } from "@/lib/auth/one-time-code";
import { registerWithCode } from "@/lib/auth/registration";
import { searchCompanies } from "@/lib/directories/companies";
import { exploreRecruiters } from "@/lib/directories/recruiters";
import { ownProfile } from "@/lib/profiles/view";
import { updateProfile } from "@/lib/profiles/update";
import { makeActor } from "../helpers/actors";

/** A word no other test's organisation has, so a search finds exactly the one made here. */
const word = () => `Zephyra${randomUUID().replace(/[^a-f]/g, "").slice(0, 8)}`;

const listedCompanies = async (search: string) => (await searchCompanies({ search, page: 1 })).data.map((c) => ({ id: c.id, name: c.name }));
const listedAgencies = async (search: string) => (await exploreRecruiters({ search, page: 1 })).data.map((r) => ({ id: r.id, name: r.agencyName }));

const register = async (userType: "COMPANY" | "RECRUIMENTAGENCY", name: string) => {
  const email = `org-${randomUUID()}@example.test`;
  return registerWithCode({ email, code: await issueCode(email, "register"), password: "A-str0ng-passw0rd!", userType, name });
};

describe("every company and agency is in its directory from its creation", () => {
  it("a company and an agency that register are listed at once, under the names they registered with", async () => {
    const company = await register("COMPANY", `${word()} Robotics`);
    const agency = await register("RECRUIMENTAGENCY", `${word()} Talent`);
    expect(await listedCompanies(company.name.split(" ")[0]!)).toEqual([{ id: company.id, name: company.name }]);
    expect(await listedAgencies(agency.name.split(" ")[0]!)).toEqual([{ id: agency.id, name: agency.name }]);
    // A candidate gets no organisation row.
    const email = `cand-${randomUUID()}@example.test`;
    const candidate = await registerWithCode({ email, code: await issueCode(email, "register"), password: "A-str0ng-passw0rd!", userType: "CANDIDATE", name: "Cand Idate" });
    const db = await getDb();
    expect(await db.select().from(companyProfiles).where(eq(companyProfiles.userId, candidate.id))).toEqual([]);
    expect(await db.select().from(agencyProfiles).where(eq(agencyProfiles.userId, candidate.id))).toEqual([]);
  });

  it("an account that chooses company or agency after a LinkedIn sign-in is listed at once", async () => {
    for (const [type, listed] of [["COMPANY", listedCompanies], ["RECRUIMENTAGENCY", listedAgencies]] as const) {
      const name = `${word()} Partners`;
      const untyped = await makeActor(null, name);
      await chooseAccountType(untyped, type);
      expect(await listed(name.split(" ")[0]!)).toEqual([{ id: untyped.id, name }]);
    }
  });

  it("migration 0025 gives an older company or agency without a row the row it would have got", async () => {
    const company = await makeActor("COMPANY", `${word()} Older Co`);
    const agency = await makeActor("RECRUIMENTAGENCY", `${word()} Older Agency`);
    const db = await getDb();
    expect(await db.select().from(companyProfiles).where(eq(companyProfiles.userId, company.id))).toEqual([]);
    for (const statement of readFileSync("db/migrations/0025_organisation_rows.sql", "utf8").split("--> statement-breakpoint")) {
      await db.execute(sql.raw(statement));
    }
    expect((await db.select({ name: companyProfiles.companyName }).from(companyProfiles).where(eq(companyProfiles.userId, company.id)))[0]?.name).toBe(company.name);
    expect((await db.select({ name: agencyProfiles.agencyName }).from(agencyProfiles).where(eq(agencyProfiles.userId, agency.id)))[0]?.name).toBe(agency.name);
  });
});

describe("'Your name' is the person's, never the organisation's", () => {
  it("a company or agency without a row that saves only its holder's name keeps the organisation's name", async () => {
    for (const type of ["COMPANY", "RECRUIMENTAGENCY"] as const) {
      const org = await makeActor(type, "Nordlicht Robotics GmbH");
      const { profile } = await updateProfile(org, { name: "Lena Hoffmann" });
      const shown = profile.profile.kind === "company" ? profile.profile.companyName : profile.profile.kind === "agency" ? profile.profile.agencyName : "";
      expect(shown).toBe("Nordlicht Robotics GmbH");
      expect(profile.user.name).toBe("Lena Hoffmann");
    }
  });

  it("with other fields saved in the same call, as the profile form sends a new account's first save", async () => {
    const company = await makeActor("COMPANY", "Talentbruecke Recruiting");
    await updateProfile(company, { name: "Jan Becker", industry: "Software", location: "Berlin" });
    const page = await ownProfile(company);
    expect(page.profile).toMatchObject({ kind: "company", companyName: "Talentbruecke Recruiting", industry: "Software" });
    expect(page.user.name).toBe("Jan Becker");
    // Renaming the company itself still works, and the holder's name stays.
    await updateProfile({ ...company, name: "Jan Becker" }, { companyName: "Talentbrücke GmbH" });
    expect((await ownProfile(company)).profile).toMatchObject({ companyName: "Talentbrücke GmbH" });
  });
});
