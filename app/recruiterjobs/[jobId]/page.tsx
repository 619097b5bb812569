import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { ApplicantsBoard } from "@/components/applicants/applicants-board";
import { BoardNews } from "@/components/applicants/board-news";
import { PageContainer } from "@/components/page/page-header";
import { notFoundOnAppError } from "@/components/page/not-found-on-app-error";
import { wholeNumberOrNotFound } from "@/components/page/whole-number";
import { buttonClasses } from "@/components/ui/button-classes";
import { PageNav } from "@/components/ui/page-nav";
import { APPLICATION_STATUSES, type ApplicationStatus } from "@/db/enums";
import { recruiterApplicants } from "@/lib/applications/queries";
import { guardPage } from "@/lib/auth/page-guard";
import { pageParam } from "@/lib/page-param";
import { markApplicantsSeen } from "@/lib/jobs/applicant-counts";
import { getOwnJob } from "@/lib/jobs/queries";
import { latestEventId } from "@/lib/realtime";
import { cn } from "@/lib/utils";

export const metadata: Metadata = { title: "Applicants", robots: { index: false } };

type Props = { params: Promise<{ jobId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };
type View = { status?: ApplicationStatus; sort?: "score"; page?: number };

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
const href = (jobId: number, v: View) => {
  const q = new URLSearchParams();
  if (v.status) q.set("status", v.status);
  if (v.sort) q.set("sort", v.sort);
  if (v.page && v.page > 1) q.set("page", String(v.page));
  const s = q.toString();
  return `/recruiterjobs/${jobId}${s ? `?${s}` : ""}`;
};

/**
 * /recruiterjobs/{jobId}: one job's applicants, filterable by status and sortable by date or match score.
 * New applications and withdrawals are announced above the board (BoardNews), which reads itself again only when asked.
 */
export default async function RecruiterJobPage({ params, searchParams }: Props) {
  const { jobId } = await params;
  const actor = await guardPage(`/recruiterjobs/${encodeURIComponent(jobId)}`);
  const id = wholeNumberOrNotFound(jobId);
  const job = await getOwnJob(actor, id).catch(notFoundOnAppError);
  const sp = await searchParams;
  const view: View = {
    status: (APPLICATION_STATUSES as readonly string[]).includes(one(sp.status) ?? "") ? (one(sp.status) as ApplicationStatus) : undefined,
    sort: one(sp.sort) === "score" ? "score" : undefined,
    page: pageParam(sp.page),
  };
  const since = await latestEventId();
  const list = await recruiterApplicants(actor, { page: view.page!, jobId: id, status: view.status, sort: view.sort ?? "date" });
  if (view.page! > list.totalPages) redirect(href(id, { ...view, page: list.totalPages }));
  await markApplicantsSeen(actor!.id, id);
  const chip = (active: boolean) => cn("rounded-full px-3 py-1 text-sm font-medium", active ? "bg-indigo-700 text-white" : "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50");
  return (
    <PageContainer
      title={`Applicants: ${job.jobTitle}`}
      description={`${list.totalApplicants} ${view.status ? view.status.toLowerCase() : ""} application${list.totalApplicants === 1 ? "" : "s"} · job ${job.jobStatus.toLowerCase()}`}
      actions={
        <Link href={`/managejobs/${job.id}`} className={buttonClasses("outline")}>
          Edit job
        </Link>
      }
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <nav aria-label="Application status" className="flex flex-wrap gap-2">
          <Link href={href(id, { sort: view.sort })} aria-current={!view.status ? "page" : undefined} className={chip(!view.status)}>
            All
          </Link>
          {APPLICATION_STATUSES.map((s) => (
            <Link key={s} href={href(id, { status: s, sort: view.sort })} aria-current={view.status === s ? "page" : undefined} className={chip(view.status === s)}>
              {s}
            </Link>
          ))}
        </nav>
        <nav aria-label="Order" className="flex gap-2 text-sm">
          <Link href={href(id, { status: view.status })} aria-current={!view.sort ? "page" : undefined} className={chip(!view.sort)}>
            Newest first
          </Link>
          <Link href={href(id, { status: view.status, sort: "score" })} aria-current={view.sort ? "page" : undefined} className={chip(Boolean(view.sort))}>
            Best match first
          </Link>
        </nav>
      </div>
      <BoardNews
        ownerId={actor!.id}
        jobId={id}
        since={since}
        shown={list.applicants.map((a) => a.id)}
        takesNew={!view.status || view.status === "Pending"}
      />
      {/* A board per view: its selection and the applications opened in it belong to that view. */}
      <ApplicantsBoard key={href(id, view)} applicants={list.applicants} status={view.status} />
      <PageNav current={list.currentPage} total={list.totalPages} href={(page) => href(id, { ...view, page })} />
    </PageContainer>
  );
}
