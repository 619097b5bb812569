import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { LiveApplications } from "@/components/applications/live-applications";
import { ManageJobsBoard } from "@/components/manage-jobs/manage-jobs-board";
import { tabHref } from "@/components/manage-jobs/tab-href";
import { PageContainer } from "@/components/page/page-header";
import { buttonClasses } from "@/components/ui/button-classes";
import { PageNav } from "@/components/ui/page-nav";
import { JOB_STATUSES, type JobStatus } from "@/db/enums";
import { guardPage } from "@/lib/auth/page-guard";
import { ownJobStatusCounts, ownJobsByStatus } from "@/lib/jobs/queries";
import { latestEventId } from "@/lib/realtime";

export const metadata: Metadata = { title: "Manage jobs", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** /managejobs: the owner's jobs in tabs Open, Drafted, Paused, Closed; tab and page live in the URL. */
export default async function ManageJobsPage({ searchParams }: Props) {
  const actor = await guardPage("/managejobs");
  const params = await searchParams;
  const status = (JOB_STATUSES as readonly string[]).includes(one(params.status) ?? "") ? (one(params.status) as JobStatus) : "Open";
  const page = Math.min(100_000, Math.max(1, Math.floor(Number(one(params.page)) || 1)));
  const since = await latestEventId();
  const [counts, list] = await Promise.all([ownJobStatusCounts(actor), ownJobsByStatus(actor, status, page)]);
  // A page past the end (an old link) shows the last page, under its own address.
  if (page > list.totalPages) redirect(tabHref(status, list.totalPages));
  const byStatus = Object.fromEntries(counts.map((c) => [c.jobStatus, c.count])) as Record<JobStatus, number>;
  return (
    <PageContainer
      title="Manage jobs"
      description="Your job posts by status: publish drafts, pause or close jobs, and see who applied."
      actions={
        <Link href="/dashboard" className={buttonClasses("primary")}>
          New job post
        </Link>
      }
    >
      {actor ? <LiveApplications userId={actor.id} side="owner" since={since} /> : null}
      <ManageJobsBoard status={status} jobs={list.jobs} counts={byStatus} />
      <PageNav current={list.currentPage} total={list.totalPages} href={(p) => tabHref(status, p)} />
    </PageContainer>
  );
}
