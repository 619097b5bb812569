import "server-only";
import { and, asc, count, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { agencyProfiles, applications, companyProfiles, jobs, users, type ApplicationStatus } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { appUrl } from "@/lib/env";
import { cachedData } from "@/lib/page-cache/tagged-data";
import { renderMarkdown } from "@/lib/markdown/render";
import { jobSummary } from "./summary";
import { toPublicJobDto, type PublicJobDto } from "./dto";
import { agencyVia } from "./logos";
import { publicPathOf } from "@/lib/profiles/public";
import { jobPostingJsonLd, type Organization } from "./json-ld";
import { jobColumns, searchOpenJobs } from "./queries";
import type { JobSearch } from "./schemas";
import { JOB_TAG, JOBS_LIST_TAG, SITEMAP_TAG } from "./revalidate";
import { acceptsApplications, isIndexable, listedPublicly } from "./visibility";

/**
 * Cached data for the public job pages. Every HTML page renders per request (CSP
 * nonce, see README "Design"), so their speed comes from here: tagged entries
 * that `jobChanged()` (lib/jobs/revalidate.ts) expires when a job changes, on
 * every instance (lib/page-cache/tagged-data.ts says why not Next's data cache).
 * The uncached loaders are exported too, for tests and scripts.
 */

export type PublicJob = {
  job: PublicJobDto;
  /** Server-side only: who owns the job (visibility, the viewer's role); never sent with the job. */
  ownerId: number;
  /**
   * The hiring organisation as the page shows it. An agency's job for a client names the client, and the
   * agency as `via` (its profile is where the link, the logo and a message go): the client has no page here.
   */
  org: { name: string; logo: string | null; profilePath: string; via?: { name: string } };
};

export async function loadPublicJob(jobId: number): Promise<PublicJob | null> {
  const db = await getDb();
  const [row] = await db
    .select({ job: jobColumns, ownerName: users.name, ownerType: users.userType, ownerPhoto: users.photoUrl, companyName: companyProfiles.companyName, agencyName: agencyProfiles.agencyName })
    .from(jobs)
    .innerJoin(users, eq(users.id, jobs.ownerId))
    .leftJoin(companyProfiles, eq(companyProfiles.userId, jobs.ownerId))
    .leftJoin(agencyProfiles, eq(agencyProfiles.userId, jobs.ownerId))
    .where(eq(jobs.id, jobId))
    .limit(1);
  if (!row) return null;
  const job = toPublicJobDto(row.job);
  const { ownerId } = row.job;
  const poster = row.companyName || row.agencyName || row.ownerName || "Hiring company";
  // The job's own company (an agency's client) first, else the poster's profile or account name; the link goes
  // to the poster's public page (a company's is /companydetails/{id}).
  const name = job.companyName || poster;
  const via = agencyVia(row.ownerType, name, poster);
  return {
    job,
    ownerId,
    org: { name, logo: via ? null : row.ownerPhoto, profilePath: publicPathOf(ownerId, row.ownerType), ...(via ? { via: { name: via } } : {}) },
  };
}

/** The job (any status; the page decides who may see a draft), cached per id. */
export function getPublicJob(jobId: number): Promise<PublicJob | null> {
  return cachedData(`public-job:${jobId}`, () => loadPublicJob(jobId), { tags: [JOB_TAG(jobId)], ttlSeconds: 3600 });
}

/** Open jobs for the list screens, cached per filter; `jobs:list` expires them all. */
export function getOpenJobsPage(q: JobSearch): ReturnType<typeof searchOpenJobs> {
  return cachedData(`open-jobs:${JSON.stringify(q)}`, () => searchOpenJobs(q), { tags: [JOBS_LIST_TAG], ttlSeconds: 300 });
}

export const absoluteUrl = appUrl;

export const jobPath = (jobId: number) => `/jobs/${jobId}`;

/**
 * The description as the job page shows it, under its own title: a leading "# Title" line (the assistant
 * writes one) repeats the page's h1, and goes stale when the title is edited on the form.
 */
export const descriptionBody = (markdown: string | null): string | null => markdown?.replace(/^\s*#[ \t]+[^\n]*(?:\n+|$)/, "") ?? null;

/** Everything the job page renders besides the job itself, built once per data version. */
export function publicJobView({ job, org }: PublicJob) {
  const body = descriptionBody(job.jobDescription);
  const descriptionHtml = renderMarkdown(body);
  const pageUrl = absoluteUrl(jobPath(job.id));
  // A client hired for by an agency is named without the agency's page as its address.
  const organization: Organization = {
    name: org.name,
    url: org.via ? undefined : absoluteUrl(org.profilePath),
    logo: org.logo ? absoluteUrl(org.logo) : null,
  };
  return {
    descriptionHtml,
    summary: jobSummary(body) || `${job.jobTitle} at ${org.name}`,
    pageUrl,
    acceptsApplications: acceptsApplications(job),
    indexable: isIndexable(job),
    // JobPosting only for Open jobs: Google must not list paused or closed ones.
    jsonLd: isIndexable(job) ? jobPostingJsonLd(job, organization, pageUrl, descriptionHtml) : null,
  };
}

/** JSON for a <script type="application/ld+json">: "<" escaped so the text cannot close the script. */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/** One sitemap file holds at most this many URLs (the protocol's limit). */
export const SITEMAP_PAGE_SIZE = 50_000;

export async function countOpenJobs(): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ n: count() }).from(jobs).where(listedPublicly);
  return row?.n ?? 0;
}

/** Open jobs of one sitemap file, in id order so files stay stable as jobs are added. */
export async function openJobsForSitemap(index: number, pageSize = SITEMAP_PAGE_SIZE): Promise<{ id: number; updatedAt: Date }[]> {
  const db = await getDb();
  return db
    .select({ id: jobs.id, updatedAt: jobs.updatedAt })
    .from(jobs)
    .where(listedPublicly)
    .orderBy(asc(jobs.id))
    .limit(pageSize)
    .offset(index * pageSize);
}

export const cachedCountOpenJobs = () => cachedData("open-jobs-count", countOpenJobs, { tags: [SITEMAP_TAG], ttlSeconds: 3600 });

export const cachedOpenJobsForSitemap = (index: number) =>
  cachedData(
    `sitemap-jobs:${index}`,
    async () => (await openJobsForSitemap(index)).map((j) => ({ id: j.id, updatedAt: j.updatedAt.toISOString() })),
    { tags: [SITEMAP_TAG], ttlSeconds: 3600 },
  );

/** The signed-in candidate's application to this job, if any (never cached: it is per person). */
export async function ownApplication(actor: Actor | null, jobId: number): Promise<{ id: number; appliedAt: string; status: ApplicationStatus } | null> {
  if (actor?.userType !== "CANDIDATE") return null;
  const db = await getDb();
  const [row] = await db
    .select({ id: applications.id, createdAt: applications.createdAt, status: applications.status })
    .from(applications)
    .where(and(eq(applications.jobId, jobId), eq(applications.candidateId, actor.id)))
    .limit(1);
  return row ? { id: row.id, appliedAt: row.createdAt.toISOString(), status: row.status } : null;
}
