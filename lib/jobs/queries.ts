import { and, count, desc, eq, getTableColumns, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import { jobStatusCounts, jobs, type JobStatus } from "@/db/schema";
import { requireRecruiter, type Actor } from "@/lib/auth/actor";
import { escapeLike } from "@/lib/people/names";
import { notFound } from "@/lib/errors";
import { PAGE_SIZE, toJobDto, toJobList, toPublicJobDto, type JobDto, type JobList, type JobRow, type PublicJobDto } from "./dto";
import { applicantCounts, type ApplicantCounts } from "./applicant-counts";
import { withCompanyLogos } from "./logos";
import { canSeeJob, listedPublicly } from "./visibility";
import type { JobSearch } from "./schemas";
import { afterCursor, COUNT_CAP, cursorOf, RANK_CANDIDATES, searchCondition } from "./search";
import { correctedQuery } from "./typos";

/** Every column but the search vector, which only the database needs. */
/** What a job row shows: not the search vector nor the filter facets (both derived, database-only). */
export const jobColumns = (() => {
  const { searchVector, workplace, employment, level, salaryCurrency, salaryMinYearly, salaryMaxYearly, locationKey, applicantsSeenAt, ...rest } =
    getTableColumns(jobs);
  void [searchVector, workplace, employment, level, salaryCurrency, salaryMinYearly, salaryMaxYearly, locationKey, applicantsSeenAt];
  return rest;
})();

function dayAfter(isoDate: string): Date {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d;
}

/** A list answer plus how honest its total is and where the next page starts. */
/** A job in a public list: with the posting organisation's logo. */
export type ListedJobDto = PublicJobDto & { companyLogo: string | null };

export type JobSearchList = JobList<ListedJobDto> & {
  /** false: there are at least totalJobs matches (counting stops at COUNT_CAP). */
  totalJobsExact: boolean;
  /** Pass as `after` (with page + 1) for keyset paging; null when ranked or on the last page. */
  nextCursor: string | null;
};

/**
 * Open jobs for candidates and guests: search, updated-date window, newest first.
 * Every path reads at most a bounded number of rows (see README "Measured → Speed"):
 * - unranked (no text): an index-only scan of jobs_status_updated_idx picks the page's
 *   ids (OFFSET, or keyset with `after`), then only those 10 rows are fetched;
 * - ranked (text): the newest RANK_CANDIDATES matches are ranked; later pages go on
 *   newest first; typos are corrected against the vocabulary only when nothing matches exactly;
 * - the count stops at COUNT_CAP.
 */
export async function searchOpenJobs(q: JobSearch): Promise<JobSearchList> {
  const facets = facetConditions(q);
  const window: SQL[] = [listedPublicly, ...facets];
  if (q.updatedFrom) window.push(gte(jobs.updatedAt, new Date(`${q.updatedFrom}T00:00:00Z`)));
  if (q.updatedTo) window.push(lt(jobs.updatedAt, dayAfter(q.updatedTo)));
  const search = q.search ? searchCondition(q.search) : null;
  // Filtered lists count to 1,000 like text search: a rare combination would otherwise walk far for 10,000.
  if (!search) return listPage(and(...window)!, null, q, facets.length ? FILTERED_COUNT_CAP : COUNT_CAP);
  // "Newest" lists the matches newest first instead of ranking them.
  const newest = q.sort === "newest";
  // Text matches count to 1,000 whichever the order (ranked or newest first).
  const exact = await listPage(and(...window, search.where)!, newest ? null : search.rank, q, RANK_CANDIDATES);
  // Nothing matches as typed: correct the words no job's text begins with ("Kubernetis" finds
  // "Kubernetes") and search again (lib/jobs/typos.ts).
  if (exact.totalJobs > 0) return exact;
  const corrected = await correctedQuery(q.search!);
  const typo = corrected && searchCondition(q.search!, corrected);
  if (!typo) return exact;
  return listPage(and(...window, typo.where)!, newest ? null : typo.rank, q, RANK_CANDIDATES);
}

/** Job seekers' filters; each is served by a partial index on Open jobs (db/schema.ts). */
function facetConditions(q: JobSearch): SQL[] {
  const where: SQL[] = [];
  if (q.workplace) where.push(eq(jobs.workplace, q.workplace));
  if (q.employment) where.push(eq(jobs.employment, q.employment));
  if (q.level) where.push(eq(jobs.level, q.level));
  // LIKE on the folded copy (migration 0019: lower case, no accents), the typed text folded by the same function:
  // ILIKE lower-cases every row it tests (5× the cost) and would not find "Zürich" for "zurich".
  if (q.location) where.push(sql`${jobs.locationKey} LIKE '%' || fold_place(${escapeLike(q.location)}) || '%'`);
  if (q.minSalary !== undefined && q.currency) {
    where.push(eq(jobs.salaryCurrency, q.currency), gte(jobs.salaryMaxYearly, q.minSalary));
  }
  return where;
}

/** How far a list with job seekers' filters counts (above it: "more than 1,000 jobs"). */
const FILTERED_COUNT_CAP = RANK_CANDIDATES;

async function listPage(where: SQL, rank: SQL | null, q: JobSearch, countCap = COUNT_CAP): Promise<JobSearchList> {
  const offset = (q.page - 1) * PAGE_SIZE;
  const ranked = rank !== null && offset < RANK_CANDIDATES;
  const cursor = rank === null && q.after ? q.after : null;

  let rows: PageRow[];
  let total: number;
  const cap = countCap;
  if (ranked) {
    // One pass: the page comes with the number of candidates (at most RANK_CANDIDATES + 1),
    // so the matches are looked up once, not a second time for the count.
    const page = await rankedPage(where, rank, offset);
    rows = page;
    total = page[0]?.candidates ?? (offset === 0 ? 0 : await cappedCount(where, cap));
  } else {
    [rows, total] = await Promise.all([
      newestPage(cursor ? and(where, afterCursor(cursor))! : where, cursor ? 0 : offset),
      cappedCount(where, cap),
    ]);
  }
  const list = toJobList(
    await withCompanyLogos(rows.map(({ cursor: _c, candidates: _n, ...row }) => (void _c, void _n, { ownerId: row.ownerId, dto: toPublicJobDto(row) }))),
    total,
    q.page,
  );
  const last = rows.at(-1);
  return {
    ...list,
    totalJobsExact: total <= cap,
    totalJobs: Math.min(total, cap),
    totalPages: Math.max(1, Math.ceil(Math.min(total, cap) / PAGE_SIZE)),
    nextCursor: rank === null && last && rows.length === PAGE_SIZE ? last.cursor : null,
  };
}

type PageRow = JobRow & { cursor: string; candidates?: number };
/**
 * Newest first, spelled exactly like the indexes ("desc nulls last", drizzle's index
 * default): a plain `desc` means nulls first and Postgres would sort instead of
 * reading jobs_status_updated_idx in order (the columns are NOT NULL, same rows).
 */
const newestOrder = [sql`${jobs.updatedAt} desc nulls last`, sql`${jobs.id} desc nulls last`];

/** Deferred join: the ids come from the index alone, the wide rows only for the page. */
async function newestPage(where: SQL, offset: number): Promise<PageRow[]> {
  const db = await getDb();
  const ids = db.select({ id: jobs.id }).from(jobs).where(where).orderBy(...newestOrder).limit(PAGE_SIZE).offset(offset).as("p");
  return db
    .select({ ...jobColumns, cursor: cursorOf })
    .from(jobs)
    .innerJoin(ids, eq(jobs.id, ids.id))
    .orderBy(...newestOrder);
}

/** Rank only the newest RANK_CANDIDATES matches. */
async function rankedPage(where: SQL, rank: SQL, offset: number): Promise<PageRow[]> {
  const db = await getDb();
  const candidates = db
    .select({
      cid: sql<number>`${jobs.id}`.as("cid"),
      cupdated: sql<Date>`${jobs.updatedAt}`.as("cupdated"),
      rank: sql<number>`${rank}`.as("rank"),
    })
    .from(jobs)
    .where(where)
    .orderBy(...newestOrder)
    .limit(RANK_CANDIDATES + 1)
    .as("c");
  const page = db
    .select({
      pid: candidates.cid,
      prank: sql<number>`${candidates.rank}`.as("prank"),
      // Window functions run before LIMIT/OFFSET: this counts every candidate.
      candidates: sql<number>`(count(*) over ())::int`.as("candidates"),
    })
    .from(candidates)
    .orderBy(
      // The (RANK_CANDIDATES + 1)th newest match is only counted, never ranked onto a page,
      // so ranked pages and the newest-first pages after them neither repeat nor skip a job.
      sql`row_number() over (order by ${candidates.cupdated} desc nulls last, ${candidates.cid} desc nulls last) > ${RANK_CANDIDATES}`,
      desc(candidates.rank),
      sql`${candidates.cupdated} desc nulls last`,
      sql`${candidates.cid} desc nulls last`,
    )
    .limit(PAGE_SIZE)
    .offset(offset)
    .as("p");
  return db
    .select({ ...jobColumns, cursor: cursorOf, candidates: page.candidates })
    .from(jobs)
    .innerJoin(page, eq(jobs.id, page.pid))
    .orderBy(desc(page.prank), ...newestOrder);
}

/** Exact up to cap; returns cap + 1 when there are more. */
async function cappedCount(where: SQL, cap: number): Promise<number> {
  const db = await getDb();
  // Ordered like the lists so the planner walks jobs_status_updated_idx and stops after
  // cap + 1 matches, instead of building a bitmap of every match in the table.
  const capped = db.select({ one: sql`1`.as("one") }).from(jobs).where(where).orderBy(...newestOrder).limit(cap + 1).as("c");
  const [row] = await db.select({ n: count() }).from(capped);
  return row?.n ?? 0;
}

/** A job as the public API shows it, to whoever may see it (lib/jobs/visibility.ts); others get 404. */
export async function getVisibleJob(actor: Actor | null, jobId: number): Promise<PublicJobDto> {
  const db = await getDb();
  const [row] = await db.select(jobColumns).from(jobs).where(eq(jobs.id, jobId)).limit(1);
  if (!row || !canSeeJob(actor, row)) throw notFound("Job not found");
  return toPublicJobDto(row);
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

/** The owner's jobs already saved from one assistant chat, newest first (the preview warns before a second one). */
export async function ownJobsFromChat(actor: Actor | null, chatId: string): Promise<{ id: number; jobTitle: string; jobStatus: JobStatus }[]> {
  const owner = requireRecruiter(actor);
  const db = await getDb();
  return db
    .select({ id: jobs.id, jobTitle: jobs.jobTitle, jobStatus: jobs.jobStatus })
    .from(jobs)
    .where(and(eq(jobs.chatId, chatId), eq(jobs.ownerId, owner.id)))
    .orderBy(...newestOrder)
    .limit(5);
}

export type ManagedJob = JobDto & ApplicantCounts;

/** Manage jobs: one tab (status) of the recruiter's own jobs, each with its applicant counts. */
export async function ownJobsByStatus(actor: Actor | null, status: JobStatus, page: number): Promise<JobList<ManagedJob>> {
  const owner = requireRecruiter(actor);
  const db = await getDb();
  const where = and(eq(jobs.ownerId, owner.id), eq(jobs.jobStatus, status));
  // The page's ids from jobs_owner_status_idx alone (a deep page skips index entries, not rows), then those rows.
  const pageIds = db.select({ id: jobs.id }).from(jobs).where(where).orderBy(...newestOrder).limit(PAGE_SIZE).offset((page - 1) * PAGE_SIZE);
  const [rows, [total]] = await Promise.all([
    db.select(jobColumns).from(jobs).where(inArray(jobs.id, pageIds)).orderBy(...newestOrder),
    db.select({ n: count() }).from(jobs).where(where),
  ]);
  const counts = await applicantCounts(rows.map((r) => r.id));
  const none = { applicants: 0, newApplicants: 0 };
  return toJobList(
    rows.map((r) => ({ ...toJobDto(r), ...(counts.get(r.id) ?? none) })),
    total?.n ?? 0,
    page,
  );
}

/** Per-status counts of the recruiter's own jobs; every status is listed, zero included. */
export async function ownJobStatusCounts(actor: Actor | null): Promise<{ jobStatus: JobStatus; count: number }[]> {
  const owner = requireRecruiter(actor);
  const db = await getDb();
  // Kept by a trigger on jobs (migration 0010): four primary-key reads whatever the number of jobs.
  const rows = await db.select({ jobStatus: jobStatusCounts.jobStatus, count: jobStatusCounts.count }).from(jobStatusCounts).where(eq(jobStatusCounts.ownerId, owner.id));
  const byStatus = new Map(rows.map((r) => [r.jobStatus, r.count]));
  return (["Open", "Drafted", "Paused", "Closed"] as const).map((s) => ({ jobStatus: s, count: byStatus.get(s) ?? 0 }));
}

/** An organisation's Open jobs, newest first (its public profile page lists them). */
export async function openJobsOf(ownerId: number, limit = 20): Promise<{ jobs: PublicJobDto[]; total: number }> {
  const db = await getDb();
  const where = and(eq(jobs.ownerId, ownerId), listedPublicly);
  const [rows, [total]] = await Promise.all([
    db.select(jobColumns).from(jobs).where(where).orderBy(...newestOrder).limit(limit),
    db.select({ n: count() }).from(jobs).where(where),
  ]);
  return { jobs: rows.map(toPublicJobDto), total: total?.n ?? 0 };
}
