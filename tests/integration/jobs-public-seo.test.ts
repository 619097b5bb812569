import { and, eq, inArray, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { jobs, users } from "@/db/schema";
import { demoDataPresent, seed } from "@/db/seed";
import { applyToJob } from "@/lib/applications/apply";
import { googleJobPostingSchema } from "@/lib/jobs/json-ld";
import { withPostingOrg } from "@/lib/jobs/logos";
import { updateJobStatus } from "@/lib/jobs/mutations";
import { descriptionBody, jsonLdScript, loadPublicJob, ownApplication, publicJobView } from "@/lib/jobs/public";
import { buildSitemap, buildSitemapFile, sitemapIndexXml, urlsetXml } from "@/lib/jobs/sitemap";
import { makeActor } from "../helpers/actors";

let demoOwnerIds: number[] = [];

beforeAll(async () => {
  const db = await getDb();
  if (!(await demoDataPresent(db))) {
    await seed(db).catch((error: unknown) => {
      // Another file on the shared Postgres database seeded it first: fine.
      if (!(error instanceof Error && /already loaded/.test(error.message))) throw error;
    });
  }
  const owners = await db.select({ id: users.id }).from(users).where(like(users.email, "%demo.test"));
  demoOwnerIds = owners.map((o) => o.id);
}, 120_000);

async function seededJobIds(status: "Open" | "Paused" | "Closed"): Promise<number[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.jobStatus, status), inArray(jobs.ownerId, demoOwnerIds)));
  return rows.map((r) => r.id);
}

/** The job page's view of a new Open job of a new company. */
async function openJobView(companyName: string, jobTitle: string, jobDescription: string) {
  const owner = await makeActor("COMPANY", companyName);
  const [row] = await (await getDb()).insert(jobs).values({ ownerId: owner.id, jobTitle, jobDescription, jobStatus: "Open" }).returning();
  return publicJobView((await loadPublicJob(row!.id))!);
}

describe("public job page data: JobPosting JSON-LD", () => {
  it("every seeded Open job passes Google's JobPosting schema and matches the visible text", async () => {
    const ids = await seededJobIds("Open");
    expect(ids.length).toBeGreaterThanOrEqual(30);
    for (const id of ids) {
      const data = await loadPublicJob(id);
      expect(data, `job ${id}`).not.toBeNull();
      const view = publicJobView(data!);
      expect(view.indexable).toBe(true);
      expect(view.acceptsApplications).toBe(true);
      const parsed = googleJobPostingSchema.safeParse(view.jsonLd);
      expect(parsed.error?.issues, `job ${id}`).toBeUndefined();
      expect(view.jsonLd).toMatchObject({
        title: data!.job.jobTitle,
        description: view.descriptionHtml,
        hiringOrganization: { name: data!.org.name },
        url: view.pageUrl,
        identifier: { value: String(id) },
      });
      expect(view.pageUrl).toBe(`http://localhost:3000/jobs/${id}`);
    }
  });

  it("shows the description under the page's own title: a leading '# title' (stale after an edit) is dropped, the rest kept", async () => {
    const view = await openJobView("Title Co", "Staff Backend Engineer", "# Senior Backend Engineer\n\n## About the role\n\nYou will build **payments**.\n\n# Not at the start stays");
    expect(view.descriptionHtml).not.toContain("Senior Backend Engineer");
    expect(view.descriptionHtml.startsWith("<h3>About the role</h3>")).toBe(true);
    expect(view.descriptionHtml).toContain("<h2>Not at the start stays</h2>");
    // The meta description is the description's words, not its headings.
    expect(view.summary).toMatch(/^You will build payments\./);
    expect(descriptionBody("## Only a section\n\nText")).toBe("## Only a section\n\nText");
    expect(descriptionBody("#hashtag is not a heading")).toBe("#hashtag is not a heading");
    expect(descriptionBody(null)).toBeNull();
  });

  it("the meta description does not repeat the line of facts under the title (it said the company and place twice)", async () => {
    const view = await openJobView("Facts Co", "Data Analyst", "# Data Analyst\n\n**Facts Co** · Hybrid · Hamburg, Germany · Full-time\n\n## About the role\n\nFacts Co is looking for a Data Analyst.");
    expect(view.summary).toBe("Facts Co is looking for a Data Analyst.");
    // The page itself still shows the facts.
    expect(view.descriptionHtml).toContain("Hybrid · Hamburg, Germany · Full-time");
  });

  it("names an agency's client as the hiring company, with the agency as the poster (its page, not the client's)", async () => {
    const agency = await makeActor("RECRUIMENTAGENCY", "TalentBridge Recruitment");
    const db = await getDb();
    const insert = async (companyName: string) =>
      (await db.insert(jobs).values({ ownerId: agency.id, jobTitle: "Payments Engineer", companyName, jobDescription: "Build payments.", jobStatus: "Open" }).returning())[0]!.id;
    const client = (await loadPublicJob(await insert("Harbour Pay")))!;
    expect(client.org).toMatchObject({ name: "Harbour Pay", via: { name: "TalentBridge Recruitment" }, logo: null, profilePath: `/profile/${agency.id}` });
    const ld = publicJobView(client).jsonLd as { hiringOrganization: Record<string, unknown> };
    expect(ld.hiringOrganization).toEqual({ "@type": "Organization", name: "Harbour Pay" });
    // The agency hiring for itself is just the poster.
    const own = (await loadPublicJob(await insert("TalentBridge Recruitment")))!;
    expect(own.org.via).toBeUndefined();
    // Lists say the same (job cards, a candidate's applications): the client via the agency, without the agency's logo.
    await db.update(users).set({ photoUrl: "/api/files/agency-logo" }).where(eq(users.id, agency.id));
    const listed = await withPostingOrg([
      { ownerId: agency.id, dto: { companyName: "Harbour Pay" } },
      { ownerId: agency.id, dto: { companyName: "talentbridge recruitment" } },
    ]);
    expect(listed).toEqual([
      { companyName: "Harbour Pay", postedVia: "TalentBridge Recruitment", companyLogo: null },
      { companyName: "talentbridge recruitment", postedVia: null, companyLogo: "/api/files/agency-logo" },
    ]);
  });

  it("Paused and Closed jobs carry no JobPosting, are noindex and take no applications", async () => {
    const ids = [...(await seededJobIds("Paused")), ...(await seededJobIds("Closed"))];
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) {
      const view = publicJobView((await loadPublicJob(id))!);
      expect(view.jsonLd, `job ${id}`).toBeNull();
      expect(view.indexable).toBe(false);
      expect(view.acceptsApplications).toBe(false);
    }
  });

  it("a job that becomes Paused loses its JobPosting; reopened it has it again", async () => {
    const owner = await makeActor("COMPANY", "Acme Test");
    const db = await getDb();
    const [row] = await db
      .insert(jobs)
      .values({ ownerId: owner.id, jobTitle: "Staff </script><script>alert(1)</script> Engineer", location: "Remote", jobType: "Remote", jobDescription: "Build the backend.", jobStatus: "Open" })
      .returning({ id: jobs.id });
    const id = row!.id;
    const open = publicJobView((await loadPublicJob(id))!);
    expect(googleJobPostingSchema.safeParse(open.jsonLd).success).toBe(true);
    // The script text can never close its <script> element.
    const text = jsonLdScript(open.jsonLd);
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual(open.jsonLd);

    await updateJobStatus(owner, id, "Paused"); // calls jobChanged(): harmless outside a request
    expect(publicJobView((await loadPublicJob(id))!).jsonLd).toBeNull();
    await updateJobStatus(owner, id, "Open");
    expect(publicJobView((await loadPublicJob(id))!).jsonLd).not.toBeNull();
  });

  it("unknown ids load nothing", async () => {
    expect(await loadPublicJob(2_000_000_000)).toBeNull();
  });

  it("tells a candidate when they applied, and which application it is", async () => {
    const [id] = await seededJobIds("Open");
    const candidate = await makeActor("CANDIDATE");
    expect(await ownApplication(candidate, id!)).toBeNull();
    const { applicationId } = await applyToJob(candidate, { jobId: id!, personalMessage: "Hello" });
    const mine = await ownApplication(candidate, id!);
    expect(mine?.status).toBe("Pending");
    // Its id: the job page's Withdraw takes it back.
    expect(mine?.id).toBe(applicationId);
    expect(Date.parse(mine!.appliedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(await ownApplication(await makeActor("COMPANY"), id!)).toBeNull();
  });
});

describe("sitemap", () => {
  async function allOpenJobIds(): Promise<number[]> {
    const db = await getDb();
    return (await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.jobStatus, "Open"))).map((r) => r.id).sort((a, b) => a - b);
  }
  const idOf = (url: string) => Number(/\/jobs\/(\d+)$/.exec(url)?.[1]);

  it("lists every open job with lastmod in one file while it fits", async () => {
    const map = await buildSitemap();
    expect(map.kind).toBe("urlset");
    if (map.kind !== "urlset") return;
    const jobUrls = map.entries.filter((e) => e.url.includes("/jobs/"));
    expect(jobUrls.map((e) => idOf(e.url)).sort((a, b) => a - b)).toEqual(await allOpenJobIds());
    expect(jobUrls.every((e) => e.lastModified && !Number.isNaN(Date.parse(e.lastModified)))).toBe(true);
    expect(map.entries.map((e) => e.url)).toContain("http://localhost:3000/recruitersocial");
    const xml = urlsetXml(map.entries);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain("<lastmod>");
  });

  it("becomes an index of files once there are more URLs than one file holds", async () => {
    const pageSize = 10;
    const open = await allOpenJobIds();
    const map = await buildSitemap(pageSize);
    expect(map.kind).toBe("index");
    if (map.kind !== "index") return;
    const jobFiles = map.files.filter((f) => !/\/p\d+\.xml$/.test(f));
    expect(jobFiles).toHaveLength(1 + Math.ceil(open.length / pageSize));
    expect(map.files[1]).toBe("http://localhost:3000/sitemap/1.xml");
    expect(sitemapIndexXml(map.files)).toContain("<sitemapindex");

    expect((await buildSitemapFile(0, pageSize))?.map((e) => e.url)).toEqual(["http://localhost:3000/", "http://localhost:3000/recruitersocial"]);
    const listed: number[] = [];
    for (let i = 1; i < jobFiles.length; i++) {
      const entries = await buildSitemapFile(i, pageSize);
      expect(entries!.length).toBeLessThanOrEqual(pageSize);
      listed.push(...entries!.map((e) => idOf(e.url)));
    }
    expect(listed).toEqual(open);
    expect(await buildSitemapFile(jobFiles.length, pageSize)).toBeNull();
    expect(await buildSitemapFile(-1, pageSize)).toBeNull();
  });
});
