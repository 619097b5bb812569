import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { applications, jobs } from "@/db/schema";
import { requireCandidate, type Actor } from "@/lib/auth/actor";
import { AppError, notFound } from "@/lib/errors";
import { afterResponse } from "@/lib/server/after-response";
import { announceWithdrawal } from "./live";
import { WITHDRAWABLE } from "./withdrawable";

export const WITHDRAWN = "Application withdrawn.";
export const ALREADY_DECIDED = "This application has been decided, so it can no longer be withdrawn.";

/**
 * A candidate withdraws one of their applications while it is undecided (Pending or Reviewed): the
 * row goes, with its history, so the job's owner no longer sees it, and the candidate may apply
 * again while the job takes applications. Accepted and Rejected are the recruiter's decisions on
 * record: a 409 that changes nothing. Someone else's application, or none, is a 404. The row is
 * locked first, as a recruiter's status move locks it: a move at the same moment lands before (a
 * decision then makes this a 409) or finds nothing (its 404). The owner's open pages hear of it
 * after the answer (./live.ts).
 */
export async function withdrawApplication(actor: Actor | null, applicationId: number): Promise<{ message: string }> {
  const candidate = requireCandidate(actor);
  const db = await getDb();
  const job = await db.transaction(async (tx) => {
    const [own] = await tx
      .select({ status: applications.status, jobId: jobs.id, jobTitle: jobs.jobTitle, ownerId: jobs.ownerId })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(and(eq(applications.id, applicationId), eq(applications.candidateId, candidate.id)))
      .for("update", { of: applications });
    if (!own) throw notFound("Application not found.");
    if (!WITHDRAWABLE.includes(own.status)) throw new AppError("CONFLICT", ALREADY_DECIDED);
    await tx.delete(applications).where(eq(applications.id, applicationId));
    return own;
  });
  afterResponse(() => announceWithdrawal(job.ownerId, { jobId: job.jobId, jobTitle: job.jobTitle, applicationId }));
  return { message: WITHDRAWN };
}
