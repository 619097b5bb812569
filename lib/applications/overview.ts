import "server-only";
import { and, count, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { applications, jobs, type ApplicationStatus, type JobStatus } from "@/db/schema";
import { APPLICATION_STATUSES } from "@/db/enums";
import { requireRecruiter, type Actor } from "@/lib/auth/actor";
import { PAGE_SIZE } from "@/lib/jobs/dto";

export type JobWithCounts = { id: number; jobTitle: string; jobStatus: JobStatus; location: string | null; updatedAt: string; counts: Record<ApplicationStatus, number>; total: number };
export type JobGroup = { jobs: JobWithCounts[]; totalJobs: number; currentPage: number; totalPages: number };

/**
 * /recruiterjobs: the owner's published jobs grouped as spec §4 says — Open (Open and
 * Paused) and Closed — each with its applicants per status. Drafts have none.
 */
export async function recruiterJobsOverview(actor: Actor | null, pages: { openPage?: number; closedPage?: number } = {}): Promise<{ open: JobGroup; closed: JobGroup }> {
  const owner = requireRecruiter(actor);
  const db = await getDb();
  const inGroup = (statuses: JobStatus[]) => and(eq(jobs.ownerId, owner.id), inArray(jobs.jobStatus, statuses), ne(jobs.jobStatus, "Drafted"));
  const group = (statuses: JobStatus[], page: number) =>
    db
      .select({ id: jobs.id, jobTitle: jobs.jobTitle, jobStatus: jobs.jobStatus, location: jobs.location, updatedAt: jobs.updatedAt })
      .from(jobs)
      .where(inGroup(statuses))
      .orderBy(desc(jobs.updatedAt), desc(jobs.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE);
  const size = async (statuses: JobStatus[]) => (await db.select({ n: count() }).from(jobs).where(inGroup(statuses)))[0]?.n ?? 0;
  const [openPage, closedPage] = [pages.openPage ?? 1, pages.closedPage ?? 1];
  const [open, closed, openTotal, closedTotal] = await Promise.all([group(["Open", "Paused"], openPage), group(["Closed"], closedPage), size(["Open", "Paused"]), size(["Closed"])]);
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
  const asGroup = (list: typeof open, totalJobs: number, currentPage: number): JobGroup => ({
    jobs: withCounts(list),
    totalJobs,
    currentPage,
    totalPages: Math.max(1, Math.ceil(totalJobs / PAGE_SIZE)),
  });
  return { open: asGroup(open, openTotal, openPage), closed: asGroup(closed, closedTotal, closedPage) };
}
