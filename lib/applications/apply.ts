import { and, eq, sql } from "drizzle-orm";
import { getDb, type Db, type Tx } from "@/db/client";
import { applications, jobs } from "@/db/schema";
import { requireCandidate, type Actor } from "@/lib/auth/actor";
import { AppError, notFound } from "@/lib/errors";
import { acceptsApplications, canSeeJob } from "@/lib/jobs/visibility";
import { ownResumeFile, profileResumeId } from "@/lib/profiles/uploads";
import { afterResponse } from "@/lib/server/after-response";
import { announceApplication } from "./live";
import { scoreLater } from "./match";
import type { ApplyInput } from "./schemas";

export const APPLY_SUCCESS = "Application sent to recruiter successfully.";
export const ALREADY_APPLIED = "You have already applied to this job.";

/**
 * A candidate applies once per job, to Open jobs only. The unique index on
 * (job_id, candidate_id) makes a double click or two tabs produce one row:
 * the insert that loses the race inserts nothing and answers 409. The job is read
 * again with the insert, in one transaction holding it `FOR KEY SHARE` (the lock
 * the insert's foreign key takes anyway): a status move holds the job `FOR UPDATE`,
 * so an apply and a close at the same moment go one after the other — the
 * application lands before the close (and its "reject the rest") or is refused
 * after it, never on a job already Closed. The owner's open pages hear of it after the answer (./live.ts).
 */
export async function applyToJob(actor: Actor | null, input: ApplyInput): Promise<{ message: string; applicationId: number }> {
  const candidate = requireCandidate(actor);
  const db = await getDb();
  const job = await openJobFor(db, candidate, input.jobId);
  const resumeFileId =
    input.resumeFileId === undefined ? await profileResumeId(candidate.id) : input.resumeFileId && (await ownResumeFile(candidate.id, input.resumeFileId));

  const row = await db.transaction(async (tx) => {
    await openJobFor(tx, candidate, input.jobId, "key share");
    const [inserted] = await tx
      .insert(applications)
      .values({ jobId: input.jobId, candidateId: candidate.id, personalMessage: input.personalMessage, resumeFileId })
      .onConflictDoNothing({ target: [applications.jobId, applications.candidateId] })
      .returning({ id: applications.id });
    return inserted;
  });
  if (!row) throw new AppError("CONFLICT", ALREADY_APPLIED);
  scoreLater(row.id);
  afterResponse(() => announceApplication(job.ownerId, { jobId: input.jobId, jobTitle: job.jobTitle, applicationId: row.id }));
  return { message: APPLY_SUCCESS, applicationId: row.id };
}

/** The job, if the candidate may see it and it takes applications: else 404 / 409. */
async function openJobFor(db: Db | Tx, candidate: Actor, jobId: number, lock?: "key share"): Promise<{ ownerId: number; jobTitle: string }> {
  const read = db.select({ jobStatus: jobs.jobStatus, ownerId: jobs.ownerId, jobTitle: jobs.jobTitle }).from(jobs).where(eq(jobs.id, jobId)).limit(1);
  const [job] = lock ? await read.for(lock) : await read;
  if (!job || !canSeeJob(candidate, job)) throw notFound("Job not found");
  if (!acceptsApplications(job)) throw new AppError("CONFLICT", "This job is not accepting applications.");
  return job;
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
