import { PDFDocument } from "pdf-lib";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { applications, experiences, jobs, storedFiles } from "@/db/schema";
import { MAX_EXPERIENCES } from "@/lib/profiles/experiences";
import { MAX_CERTIFICATES } from "@/lib/profiles/uploads";
import { loadPublicJob } from "@/lib/jobs/public";
import { buildSitemap } from "@/lib/jobs/sitemap";
import { ProfileView } from "@/components/profile/profile-view";
import { profileTitle } from "@/lib/profiles/public";
import { previewOwnProfile, viewProfile } from "@/lib/profiles/view";
import { makeActor, type TestActor } from "../helpers/actors";
import { call, formData } from "../helpers/api";
import { png, RESUME_LINES, svg, textPdf } from "../helpers/sample-files";

/** Profiles of every type through the API: fields, experiences, certificates, resume, pictures, and who sees what. */

type Page = {
  access: string;
  user: { id: number; name: string; email: string | null; photoUrl: string | null; coverPhotoUrl: string | null };
  profile: Record<string, unknown> & { kind: string };
  experiences: { id: number; title: string; company: string; current: boolean; startDate: string | null; endDate: string | null }[];
  certificates: { id: number; name: string; description: string | null; file: { id: string; url: string } }[];
  resume: { id: string; url: string; fileName: string } | null;
  resumeProposals: unknown;
  limited: boolean;
  indexable: boolean;
};

const P = "/web/common/profile";
const C = "/web/common/candidate";

const getOwn = (a: TestActor) => call<Page>("GET", `${P}/getProfile`, { bearer: a.token });
const view = (id: number, a?: TestActor) => call<Page>("GET", `${P}/view/${id}`, { bearer: a?.token });
const fileStatus = async (url: string, a?: TestActor) => (await call("GET", url.replace(/^\/api/, ""), { bearer: a?.token })).status;

let candidate: TestActor;
let company: TestActor;
let agency: TestActor;
let otherCompany: TestActor;
let otherCandidate: TestActor;

beforeAll(async () => {
  [candidate, company, agency, otherCompany, otherCandidate] = await Promise.all([
    makeActor("CANDIDATE", "Jane Candidate"),
    makeActor("COMPANY", "Acme account"),
    makeActor("RECRUIMENTAGENCY", "Agency account"),
    makeActor("COMPANY", "Other company"),
    makeActor("CANDIDATE", "Other candidate"),
  ]);
});

describe("own profile: getProfile and updateProfile", () => {
  it("starts empty for each type, companies and agencies named after the account", async () => {
    expect((await getOwn(candidate)).body.profile).toMatchObject({ kind: "candidate", headline: "", skills: [], publicProfile: false });
    expect((await getOwn(company)).body.profile).toMatchObject({ kind: "company", companyName: "Acme account" });
    expect((await getOwn(agency)).body.profile).toMatchObject({ kind: "agency", agencyName: "Agency account", candidatesPlaced: 0 });
    expect((await call("GET", `${P}/getProfile`)).status).toBe(401);
  });

  it("saves a candidate's fields with the spec's message, and only the fields sent", async () => {
    const res = await call<{ message: string; profile: Page }>("PUT", `${P}/updateProfile`, {
      bearer: candidate.token,
      body: { headline: "Backend engineer", location: "Berlin", skills: ["Go", "go", "SQL"] },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Profile Updated Successfully");
    // Skills are de-duplicated whatever their case, keeping the first spelling.
    expect(res.body.profile.profile).toMatchObject({ headline: "Backend engineer", location: "Berlin", skills: ["Go", "SQL"] });
    await call("PUT", `${P}/updateProfile`, { bearer: candidate.token, body: { location: "Hamburg" } });
    expect((await getOwn(candidate)).body.profile).toMatchObject({ headline: "Backend engineer", location: "Hamburg" });
  });

  it("refuses another type's fields and bad values with a 400 that names them, storing nothing", async () => {
    const foreign = await call("PUT", `${P}/updateProfile`, { bearer: candidate.token, body: { headline: "Changed", companyName: "Sneaky" } });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toMatch(/companyName is not a field of your profile/);
    const badSite = await call("PUT", `${P}/updateProfile`, { bearer: company.token, body: { website: "javascript:alert(1)" } });
    expect(badSite.status).toBe(400);
    expect(badSite.body.message).toMatch(/must be a web address such as https:\/\/acme\.example/);
    const badSize = await call("PUT", `${P}/updateProfile`, { bearer: company.token, body: { companySize: "HUGE" } });
    expect(badSize.status).toBe(400);
    const unknown = await call("PUT", `${P}/updateProfile`, { bearer: company.token, body: { isAdmin: true } });
    expect(unknown.status).toBe(400);
    expect((await getOwn(candidate)).body.profile.headline).toBe("Backend engineer");
  });

  it("saves company and agency fields; the summary through profile-summary", async () => {
    const saved = await call<{ profile: Page }>("PUT", `${P}/updateProfile`, {
      bearer: company.token,
      body: { companyName: "Acme Robotics", industry: "manufacturing", website: "https://acme.example", numberOfEmployees: 120, companySize: "medium", about: "We build **robots**." },
    });
    expect(saved.status).toBe(200);
    // The industry is one of the list, saved as the list spells it; anything else is refused.
    expect(saved.body.profile.profile).toMatchObject({ companyName: "Acme Robotics", industry: "Manufacturing", companySize: "medium", numberOfEmployees: 120 });
    const freeText = await call("PUT", `${P}/updateProfile`, { bearer: company.token, body: { industry: "Robotics" } });
    expect(freeText.status).toBe(400);
    expect(freeText.body.message).toBe("Choose an industry from the list (for example Software, Healthcare or Finance)");
    expect((await getOwn(company)).body.profile).toMatchObject({ industry: "Manufacturing" });
    const ag = await call<{ profile: Page }>("PUT", `${P}/updateProfile`, {
      bearer: agency.token,
      body: { agencyName: "Talent Bridge", specialties: ["Engineering", "Finance"], candidatesPlaced: 340, recruiterDegree: "CIPD Level 5", yearsInBusiness: 12 },
    });
    expect(ag.body.profile.profile).toMatchObject({ agencyName: "Talent Bridge", candidatesPlaced: 340, yearsInBusiness: 12 });
    const summary = await call("POST", `${P}/profile-summary`, { bearer: candidate.token, body: { profileSummary: "Eight years of payments." } });
    expect(summary.body).toMatchObject({ message: "Profile Updated Successfully", profileSummary: "Eight years of payments." });
    expect((await getOwn(candidate)).body.profile.profileSummary).toBe("Eight years of payments.");
  });
});

describe("a company's size follows its headcount", () => {
  it("refuses a size the number of employees contradicts, and moves the size with the number", async () => {
    const acme = await makeActor("COMPANY", "Sizing Co");
    const put = (body: Record<string, unknown>) => call<{ profile: Page }>("PUT", `${P}/updateProfile`, { bearer: acme.token, body });
    const sizeNow = async () => (await getOwn(acme)).body.profile;

    const both = await put({ numberOfEmployees: 120, companySize: "large" });
    expect(both.status).toBe(400);
    expect(both.body).toMatchObject({ message: "The company size must match the number of employees: 120 is Medium (51–500).", error: { details: [{ path: "companySize" }] } });
    expect(await sizeNow()).toMatchObject({ numberOfEmployees: null, companySize: "" });

    // A headcount alone: the size is filled in; saved again, it moves with it.
    expect((await put({ numberOfEmployees: 120 })).status).toBe(200);
    expect(await sizeNow()).toMatchObject({ numberOfEmployees: 120, companySize: "medium" });
    expect((await put({ numberOfEmployees: 2300 })).status).toBe(200);
    expect(await sizeNow()).toMatchObject({ numberOfEmployees: 2300, companySize: "large" });

    // A size alone against the stored headcount is refused; without a headcount any size stands.
    expect((await put({ companySize: "small" })).status).toBe(400);
    expect(await sizeNow()).toMatchObject({ numberOfEmployees: 2300, companySize: "large" });
    expect((await put({ numberOfEmployees: null, companySize: "small" })).status).toBe(200);
    expect(await sizeNow()).toMatchObject({ numberOfEmployees: null, companySize: "small" });
  });
});

describe("an agency page says whose it is", () => {
  // Explore recruiters lists "Priya Nair" of Keystone Tech Recruiting; the page that card opens showed only the agency.
  const render = (page: Awaited<ReturnType<typeof viewProfile>>) =>
    renderToStaticMarkup(createElement(ProfileView, { page, testId: "t", openJobs: { jobs: [], total: 0 } }));

  it("names the recruiter under the agency's name, and in the title", async () => {
    const recruiter = await makeActor("RECRUIMENTAGENCY", "Priya Nair");
    await call("PUT", `${P}/updateProfile`, { bearer: recruiter.token, body: { agencyName: "Keystone Tech Recruiting" } });
    const page = await viewProfile(null, recruiter.id);
    expect(render(page)).toContain("Recruiter: Priya Nair");
    expect(profileTitle(page)).toBe("Priya Nair · Keystone Tech Recruiting");
  });

  it("says nothing more when the agency is named after the account, nor on a company's page", async () => {
    const sameName = await makeActor("RECRUIMENTAGENCY", "Solo Search");
    const org = await makeActor("COMPANY", "Person at Co");
    await call("PUT", `${P}/updateProfile`, { bearer: org.token, body: { companyName: "Co Industries" } });
    for (const id of [sameName.id, org.id]) {
      const page = await viewProfile(null, id);
      expect(render(page)).not.toContain("Recruiter:");
    }
    expect(profileTitle(await viewProfile(null, sameName.id))).toBe("Solo Search");
    expect(profileTitle(await viewProfile(null, org.id))).toBe("Co Industries");
  });

  it("lists its first three specialisms under the name, each isolated for direction", async () => {
    const agency = await makeActor("RECRUIMENTAGENCY", "Gulf Talent");
    await call("PUT", `${P}/updateProfile`, { bearer: agency.token, body: { specialties: ["التمويل", "Engineering", "Sales", "Legal"] } });
    const html = render(await viewProfile(null, agency.id));
    expect(html).toContain('<p class="text-slate-700"><bdi>التمويل</bdi> · <bdi>Engineering</bdi> · <bdi>Sales</bdi></p>');
  });
});

describe("experiences", () => {
  it("adds, orders (current first, then newest), edits and deletes; someone else's is a 404", async () => {
    const add = (body: Record<string, unknown>) => call<{ message: string; experience: Page["experiences"][number] }>("POST", `${C}/upload-experiences`, { bearer: candidate.token, body });
    const old = await add({ title: "Engineer", company: "Globex", startDate: "2016-03", endDate: "2019-12" });
    expect(old.status).toBe(200);
    expect(old.body.experience).toMatchObject({ startDate: "2016-03-01", endDate: "2019-12-01", current: false });
    const now = await add({ title: "Senior Engineer", company: "Acme", startDate: "2020-01", endDate: "2021-01", current: true });
    expect(now.body.experience.endDate).toBeNull(); // a current role has no end
    expect((await add({ title: "x", company: "y", startDate: "2020-05", endDate: "2019-01" })).status).toBe(400);
    const future = `${new Date().getUTCFullYear() + 4}-01`;
    // A role starts by this month, current or not (a planned one is not experience); its start is required.
    const notYet = await add({ title: "x", company: "y", startDate: future, current: true });
    expect(notYet.status).toBe(400);
    expect(notYet.body.message).toMatch(/The start month cannot be in the future/);
    const planned = await add({ title: "Next job", company: "y", startDate: future, endDate: `${new Date().getUTCFullYear() + 5}-01` });
    expect(planned.status).toBe(400);
    expect(planned.body.message).toMatch(/The start month cannot be in the future/);
    expect((await add({ title: "No start", company: "y", current: true })).body.message).toMatch(/The start month is required/);
    expect((await add({ title: "", company: "y", startDate: "2019-01" })).body.message).toMatch(/job title is required/i);

    // The same role again (title, company and start month, whatever the case or spacing) is refused.
    const again = await add({ title: " senior  ENGINEER", company: "acme ", startDate: "2020-01", current: true });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already on your profile/);
    expect((await add({ title: "Senior Engineer", company: "Acme", startDate: "2018-01", endDate: "2019-01" })).status).toBe(200); // another start: another role

    const list = (await getOwn(candidate)).body.experiences;
    expect(list.map((e) => e.title)).toEqual(["Senior Engineer", "Senior Engineer", "Engineer"]);
    expect((await call("DELETE", `${C}/experiences/${list[1]!.id}`, { bearer: candidate.token })).status).toBe(200);

    const put = (id: number, body: Record<string, unknown>, a = candidate) => call<{ experience: { title: string } }>("PUT", `${C}/experiences/${id}`, { bearer: a.token, body });
    const edited = await put(old.body.experience.id, { title: "Software Engineer", company: "Globex", startDate: "2016-03" });
    expect(edited.body.experience.title).toBe("Software Engineer");
    expect((await put(old.body.experience.id, { title: "Software Engineer", company: "Globex", startDate: "2016-03", description: "Billing" })).status).toBe(200); // itself is no duplicate
    expect((await put(old.body.experience.id, { title: "Senior Engineer", company: "Acme", startDate: "2020-01" })).status).toBe(409);
    expect((await put(old.body.experience.id, { title: "Mine", company: "Now", startDate: "2016-03" }, otherCandidate)).status).toBe(404);
    expect((await call("DELETE", `${C}/experiences/${old.body.experience.id}`, { bearer: otherCandidate.token })).status).toBe(404);
    expect((await call("DELETE", `${C}/experiences/${old.body.experience.id}`, { bearer: candidate.token })).status).toBe(200);
    expect((await getOwn(candidate)).body.experiences.map((e) => e.title)).toEqual(["Senior Engineer"]);
  });
});

describe("the same add sent many times at once", () => {
  it("stores an experience once (the others a 409), and never lets the lists pass their caps", async () => {
    const [someone, collector] = await Promise.all([makeActor("CANDIDATE", "Repeat adder"), makeActor("CANDIDATE", "Collector")]);
    const role = { title: "Platform Engineer", company: "Initech", startDate: "2020-03" };
    const adds = await Promise.all(Array.from({ length: 10 }, () => call("POST", `${C}/upload-experiences`, { bearer: someone.token, body: role })));
    expect(adds.map((a) => a.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect((await getOwn(someone)).body.experiences).toHaveLength(1);

    const db = await getDb();
    await db.insert(experiences).values(Array.from({ length: MAX_EXPERIENCES - 2 }, (_, i) => ({ userId: collector.id, title: `Role ${i}`, company: "Many", startDate: `19${50 + i}-01-01` })));
    const more = await Promise.all(Array.from({ length: 6 }, (_, i) => call("POST", `${C}/upload-experiences`, { bearer: collector.token, body: { title: `Late ${i}`, company: "Many", startDate: "2024-01" } })));
    expect(more.filter((a) => a.status === 200)).toHaveLength(2);
    expect((await getOwn(collector)).body.experiences).toHaveLength(MAX_EXPERIENCES);

    const certs = await Promise.all(
      Array.from({ length: MAX_CERTIFICATES + 4 }, async (_, i) =>
        call("POST", `${C}/upload-certificate`, { bearer: collector.token, body: formData({ certificate: { name: `c${i}.png`, bytes: await png(20, 20) }, name: `Certificate ${i}` }) }),
      ),
    );
    expect(certs.filter((c) => c.status === 200)).toHaveLength(MAX_CERTIFICATES);
    expect((await getOwn(collector)).body.certificates).toHaveLength(MAX_CERTIFICATES);
    const files = await db.select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.ownerId, collector.id));
    expect(files).toHaveLength(MAX_CERTIFICATES); // a refused certificate keeps no file
  });
});

describe("certificates", () => {
  const upload = (a: TestActor, parts: Parameters<typeof formData>[0]) => call<{ message: string; certificate: Page["certificates"][number] }>("POST", `${C}/upload-certificate`, { bearer: a.token, body: formData(parts) });

  it("needs a file and a name; the description is optional (spec §5)", async () => {
    const pdf = await textPdf(["AWS Certified Developer"]);
    const noName = await upload(candidate, { certificate: { name: "aws.pdf", bytes: pdf } });
    expect(noName.status).toBe(400);
    expect(noName.body.message).toMatch(/name is required/i);
    const noFile = await upload(candidate, { name: "AWS Developer" });
    expect(noFile.status).toBe(400);
    expect(noFile.body.message).toMatch(/certificate file/i);
    const ok = await upload(candidate, { certificate: { name: "aws.pdf", bytes: pdf }, name: "AWS Developer" });
    expect(ok.status).toBe(200);
    expect(ok.body.certificate).toMatchObject({ name: "AWS Developer", description: null });
    const image = await upload(candidate, { certificate: { name: "scrum.png", bytes: await png() }, name: "Scrum Master", description: "2023" });
    expect(image.body.certificate.description).toBe("2023");
    const html = await upload(candidate, { certificate: { name: "x.pdf", bytes: Buffer.from("<html><script>alert(1)</script></html>") }, name: "Fake" });
    expect(html.status).toBe(415);
  });

  it("renames a certificate or changes its description, keeping its file; someone else's is a 404 and stays as it was", async () => {
    const before = (await getOwn(candidate)).body.certificates[0]!;
    const other = await call("PUT", `${C}/certificates/${before.id}`, { bearer: otherCandidate.token, body: { name: "Taken over" } });
    expect(other.status).toBe(404);
    expect((await getOwn(candidate)).body.certificates[0]).toMatchObject({ id: before.id, name: before.name });
    const empty = await call("PUT", `${C}/certificates/${before.id}`, { bearer: candidate.token, body: { name: "  " } });
    expect(empty.status).toBe(400);
    const renamed = await call<{ message: string; certificate: Page["certificates"][number] }>("PUT", `${C}/certificates/${before.id}`, {
      bearer: candidate.token,
      body: { name: "AWS Solutions Architect", description: "Associate, 2024" },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ message: "Certificate updated.", certificate: { id: before.id, name: "AWS Solutions Architect", description: "Associate, 2024", file: { id: before.file.id } } });
    const after = (await getOwn(candidate)).body.certificates.find((c) => c.id === before.id)!;
    expect(after).toMatchObject({ name: "AWS Solutions Architect", description: "Associate, 2024", file: { id: before.file.id, url: before.file.url } });
    // No description clears it.
    await call("PUT", `${C}/certificates/${before.id}`, { bearer: candidate.token, body: { name: "AWS Solutions Architect" } });
    expect((await getOwn(candidate)).body.certificates.find((c) => c.id === before.id)!.description).toBeNull();
  });

  it("deletes a certificate with its file; someone else's is a 404", async () => {
    const { certificates } = (await getOwn(candidate)).body;
    const first = certificates[0]!;
    expect((await call("DELETE", `${C}/certificates/${first.id}`, { bearer: otherCandidate.token })).status).toBe(404);
    expect((await call("DELETE", `${C}/certificates/${first.id}`, { bearer: candidate.token })).status).toBe(200);
    expect(await fileStatus(first.file.url, candidate)).toBe(404);
    expect((await getOwn(candidate)).body.certificates.map((c) => c.name)).not.toContain(first.name);
  });
});

describe("resume", () => {
  it("stores the profile's resume and proposes what it reads, saving none of it", async () => {
    const res = await call<{ message: string; resume: { id: string; url: string }; proposals: { experiences: { title: string; company: string }[]; skills: string[]; summary: string | null } | null; readMessage: string | null }>(
      "POST",
      `${C}/upload-resume`,
      { bearer: candidate.token, body: formData({ resume: { name: "jane.pdf", bytes: await textPdf(RESUME_LINES) } }) },
    );
    expect(res.status).toBe(200);
    expect(res.body.readMessage).toBeNull();
    expect(res.body.proposals!.experiences).toEqual(
      expect.arrayContaining([expect.objectContaining({ title: "Senior Backend Engineer", company: "Acme Payments" }), expect.objectContaining({ title: "Software Engineer", company: "Globex" })]),
    );
    expect(res.body.proposals!.skills.map((s) => s.toLowerCase())).toEqual(expect.arrayContaining(["go", "postgresql", "kubernetes"]));
    const own = (await getOwn(candidate)).body;
    expect(own.resume?.id).toBe(res.body.resume.id);
    expect(own.experiences.map((e) => e.company)).not.toContain("Acme Payments"); // proposals are not saved
  });

  it("keeps the proposals for the review until the candidate is through them; no one else sees them", async () => {
    type Proposals = { experiences: { title: string }[]; skills: string[]; summary: string | null; headline: string | null; location: string | null };
    const reader = await makeActor("CANDIDATE", "Proposal keeper");
    const upload = await call<{ proposals: Proposals | null }>("POST", `${C}/upload-resume`, { bearer: reader.token, body: formData({ resume: { name: "cv.pdf", bytes: await textPdf(RESUME_LINES) } }) });
    const proposals = upload.body.proposals!;
    // A reload of the profile has them again.
    expect((await getOwn(reader)).body.resumeProposals).toEqual(proposals);
    // The review moves on: an item dropped is gone after a reload too.
    const rest = { ...proposals, skills: proposals.skills.slice(1) };
    const put = await call<{ proposals: Proposals | null }>("PUT", `${C}/resume-proposals`, { bearer: reader.token, body: { proposals: rest } });
    expect(put.status).toBe(200);
    expect((await getOwn(reader)).body.resumeProposals).toEqual(rest);
    // Nobody else reads them: not a recruiter, not another member, not a guest.
    expect((await view(reader.id, company)).body.resumeProposals).toBeNull();
    expect((await view(reader.id)).body.resumeProposals).toBeNull();
    // Another type cannot write any; bad shapes are a 400 and change nothing.
    expect((await call("PUT", `${C}/resume-proposals`, { bearer: company.token, body: { proposals: null } })).status).toBe(403);
    expect((await call("PUT", `${C}/resume-proposals`, { bearer: reader.token, body: { proposals: { skills: "go" } } })).status).toBe(400);
    expect((await getOwn(reader)).body.resumeProposals).toEqual(rest);
    // Done (or nothing left): none, and a new resume's review replaces what was left.
    // What the review offers is gone (the headline and place it never shows do not keep it open).
    const done = await call<{ proposals: Proposals | null }>("PUT", `${C}/resume-proposals`, { bearer: reader.token, body: { proposals: { summary: null, skills: [], experiences: [], headline: "Engineer", location: "Berlin" } } });
    expect(done.body.proposals).toBeNull();
    expect((await getOwn(reader)).body.resumeProposals).toBeNull();
    await call("POST", `${C}/upload-resume`, { bearer: reader.token, body: formData({ resume: { name: "cv2.pdf", bytes: await textPdf(RESUME_LINES) } }) });
    expect((await getOwn(reader)).body.resumeProposals).toEqual(proposals);
  });

  it("says when it cannot read text, keeping the upload; refuses what is not a PDF or DOCX", async () => {
    const doc = await PDFDocument.create();
    doc.addPage([200, 200]);
    const blank = await call<{ readMessage: string | null; proposals: unknown }>("POST", `${C}/upload-resume`, { bearer: otherCandidate.token, body: formData({ resume: { name: "scan.pdf", bytes: await doc.save() } }) });
    expect(blank.status).toBe(200);
    expect(blank.body.proposals).toBeNull();
    expect(blank.body.readMessage).toMatch(/could not read text/i);
    const lying = await call("POST", `${C}/upload-resume`, { bearer: otherCandidate.token, body: formData({ resume: { name: "cv.pdf", bytes: await png(), type: "application/pdf" } }) });
    expect(lying.status).toBe(415);
  });

  it("keeps the upload and says so when too many resumes are being read at once", async () => {
    const { BUSY_MESSAGE, resumeGate } = await import("@/lib/resume/gate");
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const hold = () => held;
    const blockers: Promise<void>[] = [];
    // Every worker slot taken and the queue full, as in a burst of uploads.
    while (resumeGate.limit.activeCount < resumeGate.limit.concurrency || blockers.length < resumeGate.limit.concurrency * 9) blockers.push(resumeGate.limit(hold));
    try {
      const res = await call<{ resume: { id: string }; proposals: unknown; readMessage: string | null }>("POST", `${C}/upload-resume`, {
        bearer: otherCandidate.token,
        body: formData({ resume: { name: "busy.pdf", bytes: await textPdf(RESUME_LINES) } }),
      });
      expect(res.status).toBe(200);
      expect(res.body.proposals).toBeNull();
      expect(res.body.readMessage).toBe(BUSY_MESSAGE);
      expect((await getOwn(otherCandidate)).body.resume?.id).toBe(res.body.resume.id);
    } finally {
      release();
      await Promise.all(blockers);
    }
  });

  it("replacing the resume deletes the old file", async () => {
    const before = (await getOwn(otherCandidate)).body.resume!;
    await call("POST", `${C}/upload-resume`, { bearer: otherCandidate.token, body: formData({ resume: { name: "new.pdf", bytes: await textPdf(["Other Candidate", "Experience"]) } }) });
    const after = (await getOwn(otherCandidate)).body.resume!;
    expect(after.id).not.toBe(before.id);
    expect(await fileStatus(before.url, otherCandidate)).toBe(404);
  });
});

describe("logo, banner and photo", () => {
  it("answer with the spec's texts, become photoUrl and coverPhotoUrl, and show on the company's job pages", async () => {
    const db = await getDb();
    const [job] = await db.insert(jobs).values({ ownerId: company.id, jobTitle: "Robot wrangler", jobStatus: "Open" }).returning();
    const logo = await call<{ message: string; photoUrl: string }>("POST", "/web/common/auth/upload/logo", { bearer: company.token, body: formData({ companyLogo: { name: "logo.png", bytes: await png(300, 300) } }) });
    expect(logo.status).toBe(200);
    expect(logo.body.message).toBe("Logo Uploaded Successfully");
    const banner = await call<{ message: string; coverPhotoUrl: string }>("POST", "/web/common/auth/upload/banner", { bearer: company.token, body: formData({ companyBanner: { name: "b.png", bytes: await png(1200, 300) } }) });
    expect(banner.body.message).toBe("Banner Uploaded Successfully");
    const own = (await getOwn(company)).body.user;
    expect(own).toMatchObject({ photoUrl: logo.body.photoUrl, coverPhotoUrl: banner.body.coverPhotoUrl });
    expect((await loadPublicJob(job!.id))?.org).toMatchObject({ name: "Acme Robotics", logo: logo.body.photoUrl });
    expect(await fileStatus(logo.body.photoUrl)).toBe(200); // public, also to guests
    const listed = await call<{ jobs: { id: number; companyLogo: string | null }[] }>("GET", "/web/common/job/getopenjobs?search=Robot%20wrangler");
    expect(listed.body.jobs.find((j) => j.id === job!.id)?.companyLogo).toBe(logo.body.photoUrl);
  });

  it("refuse an SVG logo (415) and candidates' logos (403); candidates upload a photo", async () => {
    const svgLogo = await call("POST", "/web/common/auth/upload/logo", { bearer: agency.token, body: formData({ companyLogo: { name: "logo.svg", bytes: svg(), type: "image/svg+xml" } }) });
    expect(svgLogo.status).toBe(415);
    expect((await call("POST", "/web/common/auth/upload/logo", { bearer: candidate.token, body: formData({ companyLogo: { name: "l.png", bytes: await png() } }) })).status).toBe(403);
    const photo = await call<{ photoUrl: string }>("POST", `${P}/upload-photo`, { bearer: candidate.token, body: formData({ photo: { name: "me.png", bytes: await png(400, 400) } }) });
    expect(photo.status).toBe(200);
    expect((await getOwn(candidate)).body.user.photoUrl).toBe(photo.body.photoUrl);
  });
});

describe("the same single file uploaded several times at once (a double submit, two tabs)", () => {
  it("answers 200 each time and leaves the profile on one stored file that opens, the others deleted", async () => {
    const [someone, organisation] = await Promise.all([makeActor("CANDIDATE", "Double clicker"), makeActor("COMPANY", "Double clicker Co")]);
    const send = (a: TestActor, path: string, field: string, name: string, bytes: Buffer) =>
      call<{ photoUrl?: string; coverPhotoUrl?: string }>("POST", path, { bearer: a.token, body: formData({ [field]: { name, bytes } }) });
    const cases = [
      { who: someone, path: `${P}/upload-photo`, field: "photo", kind: "photo", url: async () => (await getOwn(someone)).body.user.photoUrl, file: () => png(40, 40) },
      { who: organisation, path: "/web/common/auth/upload/logo", field: "companyLogo", kind: "logo", url: async () => (await getOwn(organisation)).body.user.photoUrl, file: () => png(40, 40) },
      { who: organisation, path: "/web/common/auth/upload/banner", field: "companyBanner", kind: "banner", url: async () => (await getOwn(organisation)).body.user.coverPhotoUrl, file: () => png(400, 100) },
      { who: someone, path: `${C}/upload-resume`, field: "resume", kind: "resume", url: async () => (await getOwn(someone)).body.resume?.url ?? null, file: () => textPdf(["Double Clicker", "Engineer"]) },
    ];
    const db = await getDb();
    for (const c of cases) {
      const answers = await Promise.all(Array.from({ length: 6 }, async (_, i) => send(c.who, c.path, c.field, `${c.kind}${i}`, await c.file())));
      expect(answers.map((a) => a.status), c.kind).toEqual([200, 200, 200, 200, 200, 200]);
      const url = await c.url();
      expect(url, c.kind).toBeTruthy();
      expect(await fileStatus(url!, c.who), c.kind).toBe(200);
      const rows = await db.select({ id: storedFiles.id, kind: storedFiles.kind }).from(storedFiles).where(eq(storedFiles.ownerId, c.who.id));
      expect(rows.filter((r) => r.kind === c.kind).map((r) => `/api/files/${r.id}`), c.kind).toEqual([url]);
    }
  });
});

describe("applying with a resume, and who sees what of a candidate", () => {
  let jobId: number;
  beforeAll(async () => {
    const db = await getDb();
    const [job] = await db.insert(jobs).values({ ownerId: company.id, jobTitle: "Backend engineer", jobStatus: "Open" }).returning();
    jobId = job!.id;
  });

  it("sends the profile's resume by default; a resume for one application only by its owner", async () => {
    const forOther = await call("POST", "/web/candidate/job/upload-resume", { bearer: candidate.token, body: formData({ resume: { name: "cv.pdf", bytes: await textPdf(["Jane"]) }, userId: String(otherCandidate.id) }) });
    expect(forOther.status).toBe(404);
    const applied = await call("POST", "/web/common/candidateJob/ApplytoJob", { bearer: candidate.token, body: { jobId, personalMessage: "Hello" } });
    expect(applied.status).toBe(200);
    const db = await getDb();
    const [row] = await db.select().from(applications).where(eq(applications.jobId, jobId));
    expect(row!.resumeFileId).toBe((await getOwn(candidate)).body.resume!.id);

    const mine = await call<{ resume: { id: string } }>("POST", "/web/candidate/job/upload-resume", { bearer: otherCandidate.token, body: formData({ resume: { name: "tailored.pdf", bytes: await textPdf(["Tailored"]) }, userId: String(otherCandidate.id) }) });
    expect(mine.status).toBe(200);
    const profileResume = (await getOwn(otherCandidate)).body.resume!;
    expect(profileResume.id).not.toBe(mine.body.resume.id); // the profile's stays
    const [job2] = await db.insert(jobs).values({ ownerId: otherCompany.id, jobTitle: "Other", jobStatus: "Open" }).returning();
    const stolen = await call("POST", "/web/common/candidateJob/ApplytoJob", { bearer: candidate.token, body: { jobId: job2!.id, resumeFileId: mine.body.resume.id } });
    expect(stolen.status).toBe(404); // someone else's resume does not exist for this candidate
    expect(stolen.body.message).toBe("Resume not found.");
    const tailored = await call("POST", "/web/common/candidateJob/ApplytoJob", { bearer: otherCandidate.token, body: { jobId, resumeFileId: mine.body.resume.id } });
    expect(tailored.status).toBe(200);
    const mine2 = await call<{ jobs: { appliedJobs: { jobId: number; job: { companyLogo: string | null } }[] } }>("GET", "/web/common/candidateJob/get-all-jobs-applied-for-candidate/1", { bearer: candidate.token });
    expect(mine2.body.jobs.appliedJobs.find((a) => a.jobId === jobId)?.job.companyLogo).toBe((await getOwn(company)).body.user.photoUrl);
    const applicants = await call<{ applicants: { candidate: { id: number }; resume: { url: string } | null }[] }>("GET", "/web/common/candidateJob/get-all-jobs-applied-for-recruiter/1", { bearer: company.token });
    const theirs = applicants.body.applicants.find((a) => a.candidate.id === otherCandidate.id)!;
    expect(theirs.resume?.url).toBe(`/api/files/${mine.body.resume.id}`);
  });

  it("keeps the newest three resumes uploaded for an application not sent, besides the profile's and those sent", async () => {
    const cand = await makeActor("CANDIDATE");
    const upload = async (path: string, name: string) => {
      const body = formData({ resume: { name, bytes: await textPdf([name]) }, ...(path.includes("/job/") ? { userId: String(cand.id) } : {}) });
      const res = await call<{ resume: { id: string } }>("POST", path, { bearer: cand.token, body });
      expect(res.status).toBe(200);
      return res.body.resume.id;
    };
    const profile = await upload(`${C}/upload-resume`, "profile.pdf");
    const sent = await upload("/web/candidate/job/upload-resume", "sent.pdf");
    expect((await call("POST", "/web/common/candidateJob/ApplytoJob", { bearer: cand.token, body: { jobId, resumeFileId: sent } })).status).toBe(200);
    const drafts: string[] = [];
    for (let n = 1; n <= 5; n++) drafts.push(await upload("/web/candidate/job/upload-resume", `draft-${n}.pdf`));
    const db = await getDb();
    const kept = await db.select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.ownerId, cand.id));
    expect(kept.map((r) => r.id).sort()).toEqual([profile, sent, ...drafts.slice(2)].sort());
    expect((await call("GET", `/files/${drafts[0]}`, { bearer: cand.token })).status).toBe(404);
  });

  it("gives each viewer what the README's table says", async () => {
    const self = (await view(candidate.id, candidate)).body;
    expect(self).toMatchObject({ access: "self", limited: false });
    expect(self.user.email).toBe(candidate.email);

    const recruiter = (await view(candidate.id, company)).body;
    expect(recruiter.access).toBe("recruiter");
    expect(recruiter.user.email).toBe(candidate.email);
    expect(recruiter.resume).not.toBeNull();
    expect(recruiter.certificates.length).toBeGreaterThan(0);
    expect(await fileStatus(recruiter.resume!.url, company)).toBe(200);

    for (const other of [otherCompany, agency, otherCandidate]) {
      const seen = (await view(candidate.id, other)).body;
      expect(seen).toMatchObject({ access: "member", resume: null, certificates: [], limited: false });
      expect(seen.user.email).toBeNull();
      expect(seen.experiences.length).toBeGreaterThan(0);
      expect(await fileStatus(self.resume!.url, other)).toBe(404);
    }

    const guest = (await view(candidate.id)).body;
    expect(guest).toMatchObject({ access: "guest", limited: true, indexable: false, experiences: [], resume: null });
    expect(guest.profile).toMatchObject({ headline: "Backend engineer", profileSummary: "", skills: [] });
    expect(await fileStatus(self.resume!.url)).toBe(404);

    await call("PUT", `${P}/updateProfile`, { bearer: candidate.token, body: { publicProfile: true } });
    const opened = (await view(candidate.id)).body;
    expect(opened).toMatchObject({ limited: false, indexable: true, resume: null });
    expect(opened.user.email).toBeNull();
    expect(opened.experiences.length).toBeGreaterThan(0);
  });

  it("previews one's own profile exactly as a signed-in member and a guest see it, and only one's own", async () => {
    await call("PUT", `${P}/updateProfile`, { bearer: candidate.token, body: { publicProfile: false } });
    const asMember = await previewOwnProfile(candidate, "member");
    expect(asMember).toEqual((await view(candidate.id, otherCandidate)).body);
    expect(asMember).toMatchObject({ access: "member", resume: null, certificates: [], limited: false, user: { email: null } });
    const asGuest = await previewOwnProfile(candidate, "guest");
    expect(asGuest).toEqual((await view(candidate.id)).body);
    expect(asGuest).toMatchObject({ limited: true, experiences: [] });
    // The preview has no id: it is always the caller's own profile; a guest has none to preview.
    expect((await previewOwnProfile(otherCandidate, "member")).user.id).toBe(otherCandidate.id);
    await expect(previewOwnProfile(null, "guest")).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
    await call("PUT", `${P}/updateProfile`, { bearer: candidate.token, body: { publicProfile: true } });
  });

  it("shows organisations to everyone without their e-mail; unknown ids and users without a type are 404", async () => {
    const seen = (await view(company.id)).body;
    expect(seen).toMatchObject({ access: "guest", indexable: true, profile: { kind: "company", companyName: "Acme Robotics" } });
    expect(seen.user.email).toBeNull();
    expect((await view(2_000_000_000)).status).toBe(404);
    const untyped = await makeActor(null, "No type");
    expect((await view(untyped.id)).status).toBe(404);
    expect((await view(0)).status).toBe(400);
  });

  it("lists organisations and public candidates in the sitemap, not private candidates", async () => {
    const map = await buildSitemap();
    if (map.kind !== "urlset") throw new Error("expected one sitemap file in tests");
    const urls = map.entries.map((e) => e.url);
    // A company's canonical page is its company page (README "Directories").
    expect(urls).toContain(`http://localhost:3000/companydetails/${company.id}`);
    expect(urls).not.toContain(`http://localhost:3000/profile/${company.id}`);
    expect(urls).toContain(`http://localhost:3000/profile/${candidate.id}`); // made public above
    expect(urls).not.toContain(`http://localhost:3000/profile/${otherCandidate.id}`);
  });
});

describe("account deletion", () => {
  it("deleting a user removes their stored files' rows (bytes through deleteUserFiles)", async () => {
    const { deleteUserFiles } = await import("@/lib/files/store");
    const db = await getDb();
    const before = await db.select().from(storedFiles).where(eq(storedFiles.ownerId, otherCandidate.id));
    expect(before.length).toBeGreaterThan(0);
    expect(await deleteUserFiles(otherCandidate.id)).toBe(before.length);
    for (const f of before) expect(await fileStatus(`/api/files/${f.id}`, otherCandidate)).toBe(404);
  });
});
