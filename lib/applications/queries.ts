import { and, count, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { applicationEvents, applications, candidateProfiles, jobs, storedFiles, users, type ApplicationStatus } from "@/db/schema";
import { requireCandidate, requireRecruiter, type Actor } from "@/lib/auth/actor";
import { notFound } from "@/lib/errors";
import { fileUrl } from "@/lib/files/store";
import type { MatchResult } from "@/lib/matching/types";
import { statusHistory } from "./decisions";
import { scoreApplications } from "./match";
import { PAGE_SIZE, toPublicJobDto, type JobRow, type PublicJobDto } from "@/lib/jobs/dto";
import { withPostingOrg } from "@/lib/jobs/logos";
import { jobColumns } from "@/lib/jobs/queries";

export type AppliedJob = {
  id: number;
  jobId: number;
  status: ApplicationStatus;
  personalMessage: string;
  appliedAt: string;
  /** The last status change (or the application itself). */
  updatedAt: string;
  /** What the recruiter wrote with the latest status change (also e-mailed), or null: an older message may no longer hold. */
  recruiterMessage: string | null;
  /** The job as anyone may see it (no owner id, no assistant chat id: the candidate is not its owner). */
  job: PublicJobDto & { companyLogo: string | null; postedVia: string | null };
};

/** The candidate's own applications, newest first (spec: jobs.appliedJobs, totalPages, totalJobs). */
export async function candidateApplications(actor: Actor | null, page: number) {
  const candidate = requireCandidate(actor);
  const db = await getDb();
  const [appliedJobs, [total]] = await Promise.all([
    readApplications(candidate.id, PAGE_SIZE, (page - 1) * PAGE_SIZE),
    db.select({ n: count() }).from(applications).where(eq(applications.candidateId, candidate.id)),
  ]);
  const totalJobs = total?.n ?? 0;
  return { jobs: { appliedJobs, totalJobs, totalPages: Math.max(1, Math.ceil(totalJobs / PAGE_SIZE)), currentPage: page } };
}

async function readApplications(candidateId: number, limit: number, offset: number): Promise<AppliedJob[]> {
  const db = await getDb();
  // Spelt like applications_candidate_idx; the page's ids from the index first, so a page reads its 10 rows and jobs,
  // not every application of the candidate sorted (and a deep page skips index entries, not joined rows).
  const order = [sql`${applications.createdAt} desc nulls last`, sql`${applications.id} desc nulls last`];
  const pageIds = db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.candidateId, candidateId))
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  const rows = await db
    .select({ application: applications, job: jobColumns, recruiterMessage: latestDecisionMessage })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    // = any(array(…)): the ids are looked up by primary key; `in (subquery)` may hash-join every application.
    .where(sql`${applications.id} = any(array(${pageIds}))`)
    .orderBy(...order);
  return toAppliedJobs(rows);
}

/** Application rows joined with their jobs, as the candidate sees them (with each posting organisation's logo). */
/**
 * The message of an application's latest status change, or null: a column of the statement that reads the
 * applications (application_events_application_idx, newest event first), not a statement of its own.
 */
export const latestDecisionMessage = sql<string | null>`(select e.message from ${applicationEvents} e where e.application_id = ${applications.id} order by e.id desc limit 1)`;

export async function toAppliedJobs(rows: { application: typeof applications.$inferSelect; job: JobRow; recruiterMessage: string | null }[]): Promise<AppliedJob[]> {
  const jobsWithLogos = await withPostingOrg(rows.map(({ job }) => ({ ownerId: job.ownerId, dto: toPublicJobDto(job) })));
  return rows.map(({ application: a, recruiterMessage }, i) => ({
    id: a.id,
    jobId: a.jobId,
    status: a.status,
    personalMessage: a.personalMessage,
    appliedAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
    recruiterMessage,
    job: jobsWithLogos[i]!,
  }));
}

export type ApplicantQuery = { page: number; jobId?: number; status?: ApplicationStatus; sort?: "date" | "score" };

/**
 * Applicants to the recruiter's own jobs (the spec's client filters by jobId; the
 * server does too, with a status filter), newest first or by match score — each
 * with the candidate's headline, the resume sent, the match and the status history.
 */
export async function recruiterApplicants(actor: Actor | null, q: ApplicantQuery) {
  const recruiter = requireRecruiter(actor);
  const db = await getDb();
  const where = and(eq(jobs.ownerId, recruiter.id), q.jobId ? eq(jobs.id, q.jobId) : undefined, q.status ? eq(applications.status, q.status) : undefined);
  // Spelt like the indexes (applications_job_newest_idx, applications_job_score_idx), so a page is read in index order.
  const order =
    q.sort === "score"
      ? [sql`${applications.matchScore} desc nulls last`, sql`${applications.id} desc nulls last`]
      : [sql`${applications.createdAt} desc nulls last`, sql`${applications.id} desc nulls last`];
  // Two steps: the page's ids from the index alone (a deep page skips index entries, not joined rows), then those rows.
  const pageIds = db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(where)
    .orderBy(...order)
    .limit(PAGE_SIZE)
    .offset((q.page - 1) * PAGE_SIZE);
  const [rows, [total], owned] = await Promise.all([
    db
      .select({
        id: applications.id,
        jobId: applications.jobId,
        jobTitle: jobs.jobTitle,
        jobStatus: jobs.jobStatus,
        status: applications.status,
        personalMessage: applications.personalMessage,
        appliedAt: applications.createdAt,
        updatedAt: applications.updatedAt,
        matchScore: applications.matchScore,
        match: applications.match,
        candidate: { id: users.id, name: users.name, email: users.email, photoUrl: users.photoUrl },
        headline: candidateProfiles.headline,
        resume: { id: storedFiles.id, fileName: storedFiles.fileName },
      })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .innerJoin(users, eq(users.id, applications.candidateId))
      .leftJoin(candidateProfiles, eq(candidateProfiles.userId, applications.candidateId))
      .leftJoin(storedFiles, eq(storedFiles.id, applications.resumeFileId))
      .where(inArray(applications.id, pageIds))
      .orderBy(...order),
    db.select({ n: count() }).from(applications).innerJoin(jobs, eq(jobs.id, applications.jobId)).where(where),
    // Asked about one job: it must be the caller's (someone else's is a 404, like every job call), even with no applicants.
    q.jobId ? db.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.id, q.jobId), eq(jobs.ownerId, recruiter.id))) : Promise.resolve([{ id: 0 }]),
  ]);
  if (!owned.length) throw notFound("Job not found");
  // Applications from before scoring existed (or whose score is still being computed) are scored now.
  const unscored = rows.filter((r) => r.matchScore === null).map((r) => r.id);
  const fresh = unscored.length ? await scoreApplications(unscored) : new Map<number, MatchResult>();
  for (const r of rows) {
    const result = fresh.get(r.id);
    if (result) Object.assign(r, { matchScore: result.score, match: result });
  }
  const history = await statusHistory(rows.map((r) => r.id));
  const totalApplicants = total?.n ?? 0;
  return {
    applicants: rows.map(({ resume, headline, match, ...r }) => ({
      ...r,
      candidate: { ...r.candidate, headline: headline ?? "" },
      appliedAt: r.appliedAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
      match: match as MatchResult | null,
      resume: resume?.id ? { url: fileUrl(resume), fileName: resume.fileName ?? "resume" } : null,
      history: history.get(r.id) ?? [],
    })),
    totalApplicants,
    currentPage: q.page,
    totalPages: Math.max(1, Math.ceil(totalApplicants / PAGE_SIZE)),
  };
}
