import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { jobs } from "@/db/schema";

/** All applicants; those arrived since the owner last looked; those still Pending or Reviewed (a close may reject them). */
export type ApplicantCounts = { applicants: number; newApplicants: number; undecidedApplicants: number };

/**
 * Applicants per job of a page (at most 10 ids), how many arrived since the owner
 * last opened the job's applicants, and how many are still undecided. Three counts
 * per job, each an index-only range — of applications_job_newest_idx (job_id,
 * created_at), the undecided of applications_job_idx (job_id, status) — so a job
 * with 10,000 applicants costs a count of index entries, not a grouped join.
 */
export async function applicantCounts(jobIds: number[]): Promise<Map<number, ApplicantCounts>> {
  const counts = new Map<number, ApplicantCounts>();
  if (!jobIds.length) return counts;
  const db = await getDb();
  const rows = await db
    .select({
      jobId: jobs.id,
      // Qualified by hand: inside the subquery an unqualified "id" would be the application's.
      applicants: sql<number>`(select count(*)::int from applications a where a.job_id = jobs.id)`,
      newApplicants: sql<number>`(select count(*)::int from applications a where a.job_id = jobs.id and a.created_at > coalesce(jobs.applicants_seen_at, '-infinity'::timestamptz))`,
      undecidedApplicants: sql<number>`(select count(*)::int from applications a where a.job_id = jobs.id and a.status in ('Pending', 'Reviewed'))`,
    })
    .from(jobs)
    .where(inArray(jobs.id, jobIds));
  for (const { jobId, ...c } of rows) if (c.applicants > 0) counts.set(jobId, c);
  return counts;
}

/** The owner opened the job's applicants: what arrived until now is no longer new. */
export async function markApplicantsSeen(ownerId: number, jobId: number): Promise<void> {
  const db = await getDb();
  // updated_at is kept as it is (the column sets itself on every update): reading applicants is not an edit of the job,
  // and must not move it to the top of the public newest-first lists.
  await db
    .update(jobs)
    .set({ applicantsSeenAt: new Date(), updatedAt: sql`${jobs.updatedAt}` })
    .where(and(eq(jobs.id, jobId), eq(jobs.ownerId, ownerId)));
}
