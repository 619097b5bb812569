import { and, count, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { anyOfIds, preparedPerDb } from "@/db/compiled";
import { jobStatusCounts, jobs, type JobStatus } from "@/db/schema";
import { requireRecruiter, type Actor } from "@/lib/auth/actor";
import { notFound } from "@/lib/errors";
import { PAGE_SIZE, toJobDto, toJobList, toPublicJobDto, type JobDto, type JobList, type JobRow, type PublicJobDto } from "./dto";
import { applicantCounts, type ApplicantCounts } from "./applicant-counts";
import { withPostingOrg } from "./logos";
import { canSeeJob, listedPublicly } from "./visibility";
import type { JobSearch } from "./schemas";
import { asTyped, COUNT_CAP, cursorOf, prefixQuery, RANK_CANDIDATES } from "./search";
import { correctedQuery } from "./typos";
import { parseCursor } from "./cursor";
import { normalizeQuery, openJobsIndex } from "./open-index/feed";
import type { IndexQuery } from "./open-index/store";
import type { TermGroups } from "./open-index/tsquery";

/** What a job row shows: not the search vector nor the filter facets (both derived, database-only). */
export const jobColumns = (() => {
  const { searchVector, workplace, employment, level, salaryCurrency, salaryMinYearly, salaryMaxYearly, locationKey, applicantsSeenAt, indexXid, ...rest } =
    getTableColumns(jobs);
  void [searchVector, workplace, employment, level, salaryCurrency, salaryMinYearly, salaryMaxYearly, locationKey, applicantsSeenAt, indexXid];
  return rest;
})();

function dayAfter(isoDate: string): Date {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d;
}

/** A job in a public list: with the posting organisation's logo. */
export type ListedJobDto = PublicJobDto & { companyLogo: string | null; postedVia: string | null };

export type JobSearchList = JobList<ListedJobDto> & {
  /** false: there are at least totalJobs matches (counting stops at COUNT_CAP). */
  totalJobsExact: boolean;
  /** Pass as `after` (with page + 1) for keyset paging; null when ranked or on the last page. */
  nextCursor: string | null;
  /**
   * This page is in rank order. Not when the text has no word to rank by (only signs or emoji), the
   * user chose newest first, or the page lies past the ranked matches (newest first after them).
   */
  ranked: boolean;
};

/**
 * Open jobs for candidates and guests: search, filters, updated-date window, newest first.
 * Which jobs match, in which order, comes from the open-jobs index (lib/jobs/open-index: one walk
 * newest first over every Open job, in memory, kept current from the database on every call, and
 * the rank computed there as Postgres would); the database then reads only the page's rows:
 * - unranked (no text, or "newest"): the page's 10 ids (OFFSET, or keyset with `after`);
 * - ranked (text): the newest RANK_CANDIDATES matches are ranked; later pages go on
 *   newest first; typos are corrected against the vocabulary only when nothing matches exactly;
 * - the count stops at COUNT_CAP (RANK_CANDIDATES with text or a job seeker's filter).
 */
export async function searchOpenJobs(q: JobSearch): Promise<JobSearchList> {
  const typed = q.search ? asTyped(q.search) : null;
  const exact = await searchPage(q, typed);
  // Nothing matches as typed: correct the words no job's text begins with ("Kubernetis" finds
  // "Kubernetes") and search again (lib/jobs/typos.ts).
  if (!q.search || !typed || exact.totalJobs > 0 || !prefixQuery(typed)) return exact;
  const corrected = await correctedQuery(q.search);
  return corrected ? searchPage(q, corrected) : exact;
}

/** How far a list with job seekers' filters counts (above it: "more than 1,000 jobs"). */
const FILTERED_COUNT_CAP = RANK_CANDIDATES;

/** Job seekers' filters and the date window, as the index takes them (the location already folded). */
function indexQuery(q: JobSearch, text: TermGroups | null, location: string | undefined): IndexQuery {
  return {
    text,
    workplace: q.workplace,
    employment: q.employment,
    level: q.level,
    location,
    salary: q.minSalary !== undefined && q.currency ? { currency: q.currency, min: q.minSalary } : undefined,
    fromMicros: q.updatedFrom ? Date.parse(`${q.updatedFrom}T00:00:00Z`) * 1000 : undefined,
    toMicros: q.updatedTo ? dayAfter(q.updatedTo).getTime() * 1000 : undefined,
  };
}

/** One search (as typed, or the typo step's corrections in `groups`): the page and the capped count. */
async function searchPage(q: JobSearch, groups: string[][] | null): Promise<JobSearchList> {
  const tsquery = groups ? prefixQuery(groups) : null;
  const [index, norm] = await Promise.all([openJobsIndex(), normalizeQuery(tsquery, q.location)]);
  const where = indexQuery(q, norm.text, norm.location);
  const filtered = !!(q.workplace || q.employment || q.level || q.location !== undefined || where.salary);
  // Text matches count to 1,000 like filtered lists: a rare combination would otherwise walk far for 10,000.
  const cap = tsquery ? RANK_CANDIDATES : filtered ? FILTERED_COUNT_CAP : COUNT_CAP;
  const offset = (q.page - 1) * PAGE_SIZE;
  // "Newest" lists the matches newest first instead of ranking them.
  const rank = !!tsquery && q.sort !== "newest";

  let rows: PageRow[];
  let total: number;
  // What this page ranks by: nothing past the ranked matches, or when no word of the text is left to rank by.
  const rankText = rank && offset < RANK_CANDIDATES ? where.text : null;
  if (rankText) {
    // The newest RANK_CANDIDATES are ranked; the one after them, if any, is only counted, so ranked
    // pages and the newest-first pages after them neither repeat nor skip a job.
    const best = index.findRanked({ ...where, text: rankText }, q.search!.trim(), offset, PAGE_SIZE, RANK_CANDIDATES, cap);
    rows = best.ids.length ? inOrder(best.ids, await newestPage(best.ids)) : [];
    total = best.total;
  } else {
    const cursor = !rank && q.after ? parseCursor(q.after) : null;
    const counted = index.find(where, cursor ? 0 : offset, cursor ? 0 : PAGE_SIZE, cap);
    const page = cursor ? index.find({ ...where, after: { micros: Number(cursor.micros), id: cursor.id } }, 0, PAGE_SIZE, 0).ids : counted.ids;
    rows = page.length ? await newestPage(page) : [];
    total = counted.total;
  }
  const list = toJobList(
    await withPostingOrg(rows.map(({ cursor: _c, ...row }) => (void _c, { ownerId: row.ownerId, dto: toPublicJobDto(row) }))),
    total,
    q.page,
  );
  const last = rows.at(-1);
  return {
    ...list,
    totalJobsExact: total <= cap,
    totalJobs: Math.min(total, cap),
    totalPages: Math.max(1, Math.ceil(Math.min(total, cap) / PAGE_SIZE)),
    nextCursor: !rank && last && rows.length === PAGE_SIZE ? last.cursor : null,
    ranked: !!rankText,
  };
}

type PageRow = JobRow & { cursor: string };
/** Newest first (the index's order, and the keyset cursor's). */
const newestOrder = [sql`${jobs.updatedAt} desc nulls last`, sql`${jobs.id} desc nulls last`];

/**
 * The page's rows, by id: every list call runs it, so it is built once and named (db/compiled.ts
 * preparedPerDb); the ids are one array parameter, so one statement whatever their number.
 */
const pageRows = preparedPerDb((db) =>
  db
    .select({ ...jobColumns, cursor: cursorOf })
    .from(jobs)
    .where(anyOfIds(jobs.id))
    .orderBy(...newestOrder)
    .prepare("jobs_page_rows"),
);

async function newestPage(ids: number[]): Promise<PageRow[]> {
  return pageRows(await getDb()).execute({ ids });
}

/** The rows in the order of `ids` (the rank's). */
function inOrder(ids: number[], rows: PageRow[]): PageRow[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
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
  const none = { applicants: 0, newApplicants: 0, undecidedApplicants: 0 };
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
