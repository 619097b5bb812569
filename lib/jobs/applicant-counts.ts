import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { applications, jobs } from "@/db/schema";

export type ApplicantCounts = { applicants: number; newApplicants: number };

/**
 * Applicants per job of a page (at most 10 ids), and how many arrived since the
 * owner last opened the job's applicants. One grouped read on applications_job_idx.
 */
export async function applicantCounts(jobIds: number[]): Promise<Map<number, ApplicantCounts>> {
  const counts = new Map<number, ApplicantCounts>();
  if (!jobIds.length) return counts;
  const db = await getDb();
  const rows = await db
    .select({
      jobId: applications.jobId,
      applicants: sql<number>`count(*)::int`,
      newApplicants: sql<number>`(count(*) filter (where ${applications.createdAt} > coalesce(${jobs.applicantsSeenAt}, '-infinity'::timestamptz)))::int`,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(inArray(applications.jobId, jobIds))
    .groupBy(applications.jobId);
  for (const r of rows) counts.set(r.jobId, { applicants: r.applicants, newApplicants: r.newApplicants });
  return counts;
}

/** The owner opened the job's applicants: what arrived until now is no longer new. */
export async function markApplicantsSeen(ownerId: number, jobId: number): Promise<void> {
  const db = await getDb();
  await db.update(jobs).set({ applicantsSeenAt: new Date() }).where(and(eq(jobs.id, jobId), eq(jobs.ownerId, ownerId)));
}
