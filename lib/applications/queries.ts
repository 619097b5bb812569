import { and, count, desc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { applications, jobs, storedFiles, users, type ApplicationStatus } from "@/db/schema";
import { requireCandidate, requireRecruiter, type Actor } from "@/lib/auth/actor";
import { fileUrl } from "@/lib/files/store";
import { PAGE_SIZE, toJobDto, type JobDto } from "@/lib/jobs/dto";
import { withCompanyLogos } from "@/lib/jobs/logos";
import { jobColumns } from "@/lib/jobs/queries";

export type AppliedJob = {
  id: number;
  jobId: number;
  status: ApplicationStatus;
  personalMessage: string;
  appliedAt: string;
  job: JobDto & { companyLogo: string | null };
};

/** The candidate's own applications, newest first (spec: jobs.appliedJobs, totalPages, totalJobs). */
export async function candidateApplications(actor: Actor | null, page: number) {
  const candidate = requireCandidate(actor);
  const db = await getDb();
  const where = eq(applications.candidateId, candidate.id);
  const [rows, [total]] = await Promise.all([
    db
      .select({ application: applications, job: jobColumns })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(where)
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db.select({ n: count() }).from(applications).where(where),
  ]);
  const jobsWithLogos = await withCompanyLogos(rows.map(({ job }) => ({ ownerId: job.ownerId, dto: toJobDto(job) })));
  const appliedJobs: AppliedJob[] = rows.map(({ application: a }, i) => ({
    id: a.id,
    jobId: a.jobId,
    status: a.status,
    personalMessage: a.personalMessage,
    appliedAt: a.createdAt.toISOString(),
    job: jobsWithLogos[i]!,
  }));
  const totalJobs = total?.n ?? 0;
  return { jobs: { appliedJobs, totalJobs, totalPages: Math.max(1, Math.ceil(totalJobs / PAGE_SIZE)), currentPage: page } };
}

/** Applicants to the recruiter's own jobs (the client filters by jobId). */
export async function recruiterApplicants(actor: Actor | null, page: number, jobId?: number) {
  const recruiter = requireRecruiter(actor);
  const db = await getDb();
  const where = and(eq(jobs.ownerId, recruiter.id), jobId ? eq(jobs.id, jobId) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: applications.id,
        jobId: applications.jobId,
        jobTitle: jobs.jobTitle,
        jobStatus: jobs.jobStatus,
        status: applications.status,
        personalMessage: applications.personalMessage,
        appliedAt: applications.createdAt,
        candidate: { id: users.id, name: users.name, email: users.email, photoUrl: users.photoUrl },
        resume: { id: storedFiles.id, fileName: storedFiles.fileName },
      })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .innerJoin(users, eq(users.id, applications.candidateId))
      .leftJoin(storedFiles, eq(storedFiles.id, applications.resumeFileId))
      .where(where)
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db.select({ n: count() }).from(applications).innerJoin(jobs, eq(jobs.id, applications.jobId)).where(where),
  ]);
  const totalApplicants = total?.n ?? 0;
  return {
    applicants: rows.map(({ resume, ...r }) => ({
      ...r,
      appliedAt: r.appliedAt.toISOString(),
      resume: resume?.id ? { url: fileUrl(resume), fileName: resume.fileName ?? "resume" } : null,
    })),
    totalApplicants,
    currentPage: page,
    totalPages: Math.max(1, Math.ceil(totalApplicants / PAGE_SIZE)),
  };
}
