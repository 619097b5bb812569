import { and, count, desc, eq, getTableColumns, gte, lt, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import { jobs, type JobStatus } from "@/db/schema";
import { requireRecruiter, type Actor } from "@/lib/auth/actor";
import { notFound } from "@/lib/errors";
import { PAGE_SIZE, toJobDto, toJobList, type JobDto, type JobList } from "./dto";
import type { JobSearch } from "./schemas";
import { searchCondition } from "./search";

/** Every column but the search vector, which only the database needs. */
export const jobColumns = (() => {
  const { searchVector, ...rest } = getTableColumns(jobs);
  void searchVector;
  return rest;
})();

function dayAfter(isoDate: string): Date {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d;
}

/** Open jobs for candidates and guests: search, updated-date window, newest first. */
export async function searchOpenJobs(q: JobSearch): Promise<JobList> {
  const db = await getDb();
  const conditions: SQL[] = [eq(jobs.jobStatus, "Open")];
  if (q.updatedFrom) conditions.push(gte(jobs.updatedAt, new Date(`${q.updatedFrom}T00:00:00Z`)));
  if (q.updatedTo) conditions.push(lt(jobs.updatedAt, dayAfter(q.updatedTo)));
  const search = q.search ? searchCondition(q.search) : null;
  if (search) conditions.push(search.where);
  const where = and(...conditions);
  const order = search ? [desc(search.rank), desc(jobs.updatedAt), desc(jobs.id)] : [desc(jobs.updatedAt), desc(jobs.id)];

  const [rows, [total]] = await Promise.all([
    db
      .select(jobColumns)
      .from(jobs)
      .where(where)
      .orderBy(...order)
      .limit(PAGE_SIZE)
      .offset((q.page - 1) * PAGE_SIZE),
    db.select({ n: count() }).from(jobs).where(where),
  ]);
  return toJobList(rows, total?.n ?? 0, q.page);
}

/**
 * Who may see a job: Open, Paused and Closed are public (the link keeps working);
 * Drafted is visible to its owner only (everyone else gets 404, not 403, so a
 * draft's existence is not revealed).
 */
export async function getVisibleJob(actor: Actor | null, jobId: number): Promise<JobDto> {
  const db = await getDb();
  const [row] = await db.select(jobColumns).from(jobs).where(eq(jobs.id, jobId)).limit(1);
  if (!row || (row.jobStatus === "Drafted" && row.ownerId !== actor?.id)) throw notFound("Job not found");
  return toJobDto(row);
}

/** A job for its owner only (getJobByIdPrivate, manage screens). */
export async function getOwnJob(actor: Actor | null, jobId: number): Promise<JobDto> {
  const owner = requireRecruiter(actor);
  const db = await getDb();
  const [row] = await db
    .select(jobColumns)
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.ownerId, owner.id)))
    .limit(1);
  if (!row) throw notFound("Job not found");
  return toJobDto(row);
}

/** Manage jobs: one tab (status) of the recruiter's own jobs. */
export async function ownJobsByStatus(actor: Actor | null, status: JobStatus, page: number): Promise<JobList> {
  const owner = requireRecruiter(actor);
  const db = await getDb();
  const where = and(eq(jobs.ownerId, owner.id), eq(jobs.jobStatus, status));
  const [rows, [total]] = await Promise.all([
    db
      .select(jobColumns)
      .from(jobs)
      .where(where)
      .orderBy(desc(jobs.updatedAt), desc(jobs.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db.select({ n: count() }).from(jobs).where(where),
  ]);
  return toJobList(rows, total?.n ?? 0, page);
}

/** Per-status counts of the recruiter's own jobs; every status is listed, zero included. */
export async function ownJobStatusCounts(actor: Actor | null): Promise<{ jobStatus: JobStatus; count: number }[]> {
  const owner = requireRecruiter(actor);
  const db = await getDb();
  const rows = await db
    .select({ jobStatus: jobs.jobStatus, count: sql<number>`count(*)::int` })
    .from(jobs)
    .where(eq(jobs.ownerId, owner.id))
    .groupBy(jobs.jobStatus);
  const byStatus = new Map(rows.map((r) => [r.jobStatus, r.count]));
  return (["Open", "Drafted", "Paused", "Closed"] as const).map((s) => ({ jobStatus: s, count: byStatus.get(s) ?? 0 }));
}
