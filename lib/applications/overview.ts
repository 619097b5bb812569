import "server-only";
import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { applications, jobs, type ApplicationStatus, type JobStatus } from "@/db/schema";
import { APPLICATION_STATUSES } from "@/db/enums";
import { requireRecruiter, type Actor } from "@/lib/auth/actor";

export type JobWithCounts = { id: number; jobTitle: string; jobStatus: JobStatus; location: string | null; updatedAt: string; counts: Record<ApplicationStatus, number>; total: number };

/** How many of the owner's most recently updated jobs each group shows. */
export const OVERVIEW_LIMIT = 50;

/**
 * /recruiterjobs: the owner's published jobs grouped as spec §4 says — Open (Open and
 * Paused) and Closed — each with its applicants per status. Drafts have none.
 */
export async function recruiterJobsOverview(actor: Actor | null): Promise<{ open: JobWithCounts[]; closed: JobWithCounts[] }> {
  const owner = requireRecruiter(actor);
  const db = await getDb();
  const group = (statuses: JobStatus[]) =>
    db
      .select({ id: jobs.id, jobTitle: jobs.jobTitle, jobStatus: jobs.jobStatus, location: jobs.location, updatedAt: jobs.updatedAt })
      .from(jobs)
      .where(and(eq(jobs.ownerId, owner.id), inArray(jobs.jobStatus, statuses), ne(jobs.jobStatus, "Drafted")))
      .orderBy(desc(jobs.updatedAt), desc(jobs.id))
      .limit(OVERVIEW_LIMIT);
  const [open, closed] = await Promise.all([group(["Open", "Paused"]), group(["Closed"])]);
  const ids = [...open, ...closed].map((j) => j.id);
  const rows = ids.length
    ? await db
        .select({ jobId: applications.jobId, status: applications.status, n: sql<number>`count(*)::int` })
        .from(applications)
        .where(inArray(applications.jobId, ids))
        .groupBy(applications.jobId, applications.status)
    : [];
  const withCounts = (list: typeof open): JobWithCounts[] =>
    list.map((j) => {
      const counts = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0])) as Record<ApplicationStatus, number>;
      for (const r of rows) if (r.jobId === j.id) counts[r.status] = r.n;
      return { ...j, updatedAt: j.updatedAt.toISOString(), counts, total: Object.values(counts).reduce((a, b) => a + b, 0) };
    });
  return { open: withCounts(open), closed: withCounts(closed) };
}
