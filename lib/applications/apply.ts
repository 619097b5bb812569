import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { applications, jobs } from "@/db/schema";
import { requireCandidate, type Actor } from "@/lib/auth/actor";
import { AppError, notFound } from "@/lib/errors";
import { acceptsApplications, canSeeJob } from "@/lib/jobs/visibility";
import { ownResumeFile, profileResumeId } from "@/lib/profiles/uploads";
import { scoreLater } from "./match";
import type { ApplyInput } from "./schemas";

export const APPLY_SUCCESS = "Application sent to recruiter successfully.";
export const ALREADY_APPLIED = "You have already applied to this job.";

/**
 * A candidate applies once per job, to Open jobs only. The unique index on
 * (job_id, candidate_id) makes a double click or two tabs produce one row:
 * the insert that loses the race inserts nothing and answers 409.
 */
export async function applyToJob(actor: Actor | null, input: ApplyInput): Promise<{ message: string; applicationId: number }> {
  const candidate = requireCandidate(actor);
  const db = await getDb();
  const [job] = await db.select({ jobStatus: jobs.jobStatus, ownerId: jobs.ownerId }).from(jobs).where(eq(jobs.id, input.jobId)).limit(1);
  if (!job || !canSeeJob(candidate, job)) throw notFound("Job not found");
  if (!acceptsApplications(job)) throw new AppError("CONFLICT", "This job is not accepting applications.");
  const resumeFileId =
    input.resumeFileId === undefined ? await profileResumeId(candidate.id) : input.resumeFileId && (await ownResumeFile(candidate.id, input.resumeFileId));

  const [row] = await db
    .insert(applications)
    .values({ jobId: input.jobId, candidateId: candidate.id, personalMessage: input.personalMessage, resumeFileId })
    .onConflictDoNothing({ target: [applications.jobId, applications.candidateId] })
    .returning({ id: applications.id });
  if (!row) throw new AppError("CONFLICT", ALREADY_APPLIED);
  scoreLater(row.id);
  return { message: APPLY_SUCCESS, applicationId: row.id };
}

export async function hasApplied(actor: Actor | null, jobId: number): Promise<boolean> {
  if (actor?.userType !== "CANDIDATE") return false;
  const db = await getDb();
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(applications)
    .where(and(eq(applications.jobId, jobId), eq(applications.candidateId, actor.id)))
    .limit(1);
  return Boolean(row);
}
