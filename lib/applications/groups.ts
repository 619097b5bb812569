import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { applications, jobs, type ApplicationStatus } from "@/db/schema";
import { APPLICATION_STATUSES } from "@/db/enums";
import { requireCandidate, type Actor } from "@/lib/auth/actor";
import { PAGE_SIZE } from "@/lib/jobs/dto";
import { jobColumns } from "@/lib/jobs/queries";
import { latestDecisionMessage, toAppliedJobs, type AppliedJob } from "./queries";

export type ApplicationGroup = { status: ApplicationStatus; items: AppliedJob[]; total: number; currentPage: number; totalPages: number };
export type GroupPages = Partial<Record<ApplicationStatus, number>>;

/**
 * /appliedjobs: the candidate's applications in the four status groups of the spec, each group paged on
 * its own (PAGE_SIZE newest first) and counted. One statement picks every group's page and count — a
 * window over the candidate's applications, numbered per status — plus one read of the logos; a page
 * past the end of a group gives that group's last page (the caller puts the page shown in the URL).
 * It read every application before (155 applications: 155 cards and 329 kB of HTML on one page).
 */
export async function candidateApplicationGroups(actor: Actor | null, pages: GroupPages = {}): Promise<ApplicationGroup[]> {
  const candidate = requireCandidate(actor);
  const db = await getDb();
  const ranked = db
    .select({
      id: applications.id,
      status: applications.status,
      // Spelt like applications_candidate_idx within each status.
      rn: sql<number>`(row_number() over (partition by ${applications.status} order by ${applications.createdAt} desc nulls last, ${applications.id} desc nulls last))::int`.as("rn"),
      n: sql<number>`(count(*) over (partition by ${applications.status}))::int`.as("n"),
    })
    .from(applications)
    .where(eq(applications.candidateId, candidate.id))
    .as("ranked");
  const requested = sql`case ${ranked.status} ${sql.join(
    APPLICATION_STATUSES.map((s) => sql`when ${s} then ${pages[s] ?? 1}::int`),
    sql` `,
  )} end`;
  const page = sql`least(${requested}, ceil(${ranked.n} / ${PAGE_SIZE}::numeric)::int)`;
  const rows = await db
    .select({ application: applications, job: jobColumns, n: ranked.n, recruiterMessage: latestDecisionMessage })
    .from(ranked)
    .innerJoin(applications, eq(applications.id, ranked.id))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(sql`${ranked.rn} > ${PAGE_SIZE} * (${page} - 1) and ${ranked.rn} <= ${PAGE_SIZE} * ${page}`)
    .orderBy(ranked.status, ranked.rn);
  const items = await toAppliedJobs(rows);
  return APPLICATION_STATUSES.map((status) => {
    const mine = rows.flatMap((r, i) => (r.application.status === status ? [{ n: r.n, item: items[i]! }] : []));
    const total = mine[0]?.n ?? 0;
    const totalPages = Math.max(1, Math.ceil(total / PAGE_SIZE));
    return { status, items: mine.map((m) => m.item), total, currentPage: Math.min(pages[status] ?? 1, totalPages), totalPages };
  });
}
