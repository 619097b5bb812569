import type { ReactNode } from "react";
import { cappedCountOf } from "@/lib/count";
import { redirect } from "next/navigation";
import { PageContainer } from "@/components/page/page-header";
import { Announce } from "@/components/ui/page-announcer";
import { PageNav } from "@/components/ui/page-nav";
import { ownApplicationsAmong } from "@/lib/applications/mine";
import { getServerActor } from "@/lib/auth/server-session";
import { getOpenJobsPage } from "@/lib/jobs/public";
import { JobCard } from "./job-card";
import { JobFiltersForm } from "./job-filters-form";
import { listHref, parseListParams } from "./list-filters";
import { TextLink } from "@/components/ui/text-link";

type Props = {
  title: string;
  description: string;
  basePath: string;
  /** Where a job links: /jobs/{id} for candidates, /jobdetails/{id} on /getalljobs. */
  detailPath: (jobId: number) => string;
  searchParams: Record<string, string | string[] | undefined>;
  /** Shown above the filters (a new candidate's first step). */
  intro?: ReactNode;
};

/** Open jobs with search, date window and paging; everything comes from the URL. */
export async function JobListScreen({ title, description, basePath, detailPath, searchParams, intro }: Props) {
  const { filters, query, error } = parseListParams(searchParams);
  const [list, actor] = await Promise.all([getOpenJobsPage(query), getServerActor()]);
  // A page past the end (an old link, a typed URL) shows the last page, under its own address.
  if (list.totalJobsExact && list.totalJobs > 0 && query.page > list.totalPages) redirect(listHref(basePath, filters, list.totalPages));
  // A candidate sees which of these jobs they have applied to, and how it stands.
  const applied = await ownApplicationsAmong(actor, list.jobs.map((j) => j.id));
  const filtered = Boolean(filters.search || filters.createdFilterType || Object.values(query).length > 1);
  // Say truthfully how the list is ordered, as the search did it (text with no word to rank by is not ranked).
  const order = list.ranked ? "best match first" : "newest first";
  // Counting stops at a cap on big boards (lib/jobs/queries.ts): then it says "at least".
  const line =
    cappedCountOf(list.totalJobs, list.totalJobsExact, "job") +
    (list.totalJobs > 0 ? ` · ${order} · page ${list.currentPage} of ${list.totalJobsExact ? list.totalPages : "many"}` : "");
  return (
    <PageContainer title={title} description={description}>
      {intro}
      <JobFiltersForm basePath={basePath} filters={filters} error={error} />
      <p className="mt-6 text-sm text-slate-700" data-testid="result-count">
        {line}
      </p>
      <Announce text={line} />
      {list.jobs.length ? (
        <ul aria-label="Jobs" className="mt-4 space-y-4">
          {list.jobs.map((job) => (
            <JobCard key={job.id} job={job} href={detailPath(job.id)} applied={applied.get(job.id)} />
          ))}
        </ul>
      ) : (
        <div className="mt-4 rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
          <p className="font-medium text-slate-900">No jobs match these filters.</p>
          {filtered ? (
            <p className="mt-2 text-slate-700">
              Try other words or a wider date range, or{" "}
              <TextLink href={basePath}>
                clear the filters
              </TextLink>
              .
            </p>
          ) : null}
        </div>
      )}
      <PageNav current={list.currentPage} total={list.totalPages} href={(page) => listHref(basePath, filters, page)} />
    </PageContainer>
  );
}
