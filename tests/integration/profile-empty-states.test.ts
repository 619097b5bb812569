import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ProfileView } from "@/components/profile/profile-view";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { agencyProfiles, candidateProfiles, companyProfiles } from "@/db/schema";
import { organisationToIntroduce, profileToStart } from "@/lib/profiles/first-steps";
import { ownProfile, viewProfile } from "@/lib/profiles/view";
import { makeActor } from "../helpers/actors";

/** A fresh profile's empty sections: the owner is told where to fill them in, anyone else just sees them empty. */
describe("profile empty states", () => {
  const render = (page: Parameters<typeof ProfileView>[0]["page"], own: boolean) =>
    renderToStaticMarkup(createElement(ProfileView, { page, own, testId: "t", openJobs: page.profile.kind === "candidate" ? undefined : { jobs: [], total: 0 } }));

  it("offers the owner the next step in each empty section of a candidate's page", async () => {
    const candidate = await makeActor("CANDIDATE", "Fresh Candidate");
    const html = render(await ownProfile(candidate), true);
    expect(html).toContain("No summary yet.");
    // Each link lands on its panel of /editprofile (EDIT_SECTIONS names the panels' ids).
    expect(html).toMatch(/href="\/editprofile#about"[^>]*>Write a summary, or upload your resume to fill it in</);
    expect(html).toMatch(/href="\/editprofile#experience"[^>]*>Add your experience</);
    expect(html).toMatch(/None yet\. <a [^>]*href="\/editprofile#resume"[^>]*>Upload your resume</);
    expect(html).toMatch(/href="\/editprofile#about"[^>]*>Add your skills</);
    expect(html).toMatch(/No certificates yet\. <a [^>]*href="\/editprofile#certificates"[^>]*>Add a certificate</);
    // Anyone else sees no empty resume, skills or certificates, and no link to fill them in.
    const company = await makeActor("COMPANY");
    const seen = render(await viewProfile(company, candidate.id), false);
    expect(seen).not.toMatch(/editprofile|None yet|No skills yet|No certificates yet/);
  });

  it("offers a company owner a description and a first job post; a visitor sees neither link", async () => {
    const company = await makeActor("COMPANY", "Fresh Co");
    const own = render(await ownProfile(company), true);
    expect(own).toMatch(/>Add a description</);
    expect(own).toMatch(/href="\/dashboard"[^>]*>Write a job post with the assistant</);
    const visitor = await makeActor("CANDIDATE");
    const seen = render(await viewProfile(visitor, company.id), false);
    expect(seen).toContain("No open jobs right now.");
    expect(seen).not.toMatch(/Add a description|Write a job post/);
  });

  it("points a new candidate to the profile from /jobs until a resume or a headline is there; nobody else", async () => {
    const candidate = await makeActor("CANDIDATE", "Brand New");
    expect(await profileToStart(candidate)).toBe(true);
    const db = await getDb();
    await db.insert(candidateProfiles).values({ userId: candidate.id, headline: "   " });
    expect(await profileToStart(candidate)).toBe(true);
    await db.update(candidateProfiles).set({ headline: "Backend engineer" }).where(eq(candidateProfiles.userId, candidate.id));
    expect(await profileToStart(candidate)).toBe(false);
    expect(await profileToStart(await makeActor("COMPANY"))).toBe(false);
    expect(await profileToStart(await makeActor("RECRUIMENTAGENCY"))).toBe(false);
    expect(await profileToStart(null)).toBe(false);
  });

  it("points a new company or agency to its profile from /dashboard until it says who it is; nobody else", async () => {
    const db = await getDb();
    const company = await makeActor("COMPANY", "Bare Co");
    expect(await organisationToIntroduce(company)).toBe(true);
    await db.insert(companyProfiles).values({ userId: company.id, companyName: "Bare Co", about: "  " }).onConflictDoUpdate({ target: companyProfiles.userId, set: { about: "  " } });
    expect(await organisationToIntroduce(company)).toBe(true);
    await db.update(companyProfiles).set({ industry: "Logistics" }).where(eq(companyProfiles.userId, company.id));
    expect(await organisationToIntroduce(company)).toBe(false);

    const agency = await makeActor("RECRUIMENTAGENCY", "Bare Agency");
    expect(await organisationToIntroduce(agency)).toBe(true);
    await db.insert(agencyProfiles).values({ userId: agency.id, agencyName: "Bare Agency", specialties: ["Finance"] }).onConflictDoUpdate({ target: agencyProfiles.userId, set: { specialties: ["Finance"] } });
    expect(await organisationToIntroduce(agency)).toBe(false);

    expect(await organisationToIntroduce(await makeActor("CANDIDATE"))).toBe(false);
    expect(await organisationToIntroduce(null)).toBe(false);
  });
});
