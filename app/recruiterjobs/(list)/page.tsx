import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { LiveApplications } from "@/components/applications/live-applications";
import { STATUS_TONE } from "@/components/applications/status-tone";
import { LocalTime } from "@/components/ui/local-time";
import { PageContainer } from "@/components/page/page-header";
import { Card, CardTitle } from "@/components/ui/card";
import { APPLICATION_STATUSES } from "@/db/enums";
import { PageNav } from "@/components/ui/page-nav";
import { recruiterJobsOverview, type JobGroup } from "@/lib/applications/overview";
import { guardPage } from "@/lib/auth/page-guard";
import { pageParam } from "@/lib/page-param";
import { latestEventId } from "@/lib/realtime";
import { cn } from "@/lib/utils";
import { Joined } from "@/components/ui/joined";
import { TextLink, TitleLink } from "@/components/ui/text-link";

export const metadata: Metadata = { title: "Jobs and applicants", robots: { index: false } };

function Group({ title, group, testId, href }: { title: string; group: JobGroup; testId: string; href: (page: number) => string }) {
  const { jobs } = group;
  return (
    <Card data-testid={testId}>
      <CardTitle className="mb-4">
        {title} <span className="font-normal text-slate-600">({group.totalJobs})</span>
      </CardTitle>
      {jobs.length ? (
        <ul className="divide-y divide-slate-200">
          {jobs.map((job) => (
            <li key={job.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div>
                <TitleLink href={`/recruiterjobs/${job.id}`} className="font-semibold">
                  {job.jobTitle}
                </TitleLink>
                <p className="text-sm text-slate-600">
                  <Joined parts={[job.jobStatus, job.location ?? "Location not given", "updated"]} /> <LocalTime iso={job.updatedAt} />
                </p>
              </div>
              <ul aria-label={`Applicants of ${job.jobTitle} by status`} className="flex flex-wrap gap-2 text-xs sm:justify-end">
                {APPLICATION_STATUSES.map((s) => (
                  <li key={s}>
                    <Link
                      href={`/recruiterjobs/${job.id}?status=${s}`}
                      className={cn("inline-block rounded-full px-2.5 py-1 hover:underline", job.counts[s] ? STATUS_TONE[s] : "bg-slate-50 text-slate-600")}
                    >
                      {s} <span className="tabular-nums">{job.counts[s]}</span>
                      {/* Every job has these four links: in a list of links "Pending 1" alone does not say whose. */}
                      <span className="sr-only"> — {job.jobTitle}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">
          No jobs in this group yet.{" "}
          <TextLink href="/dashboard">
            Write a job post with the assistant
          </TextLink>
        </p>
      )}
      <PageNav current={group.currentPage} total={group.totalPages} href={href} label={`Pages of ${title.toLowerCase()} jobs`} />
    </Card>
  );
}

/** /recruiterjobs: the owner's jobs grouped Open (and Paused) and Closed (spec §4), with applicants per status. */
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function RecruiterJobsPage({ searchParams }: Props) {
  const actor = await guardPage("/recruiterjobs");
  const sp = await searchParams;
  const pages = { openPage: pageParam(sp.openPage), closedPage: pageParam(sp.closedPage) };
  const since = await latestEventId();
  const { open, closed } = await recruiterJobsOverview(actor, pages);
  const query = (p: typeof pages) => `/recruiterjobs?${new URLSearchParams(Object.entries(p).map(([k, v]) => [k, String(v)]))}`;
  // A page past the end of either group (an old link) shows that group's last page, under its own address.
  const clamped = { openPage: Math.min(pages.openPage, open.totalPages), closedPage: Math.min(pages.closedPage, closed.totalPages) };
  if (clamped.openPage !== pages.openPage || clamped.closedPage !== pages.closedPage) redirect(query(clamped));
  const href = (key: "openPage" | "closedPage") => (page: number) => query({ ...pages, [key]: page });
  return (
    <PageContainer title="Jobs and applicants" description="Your published jobs and who applied, by the status of each application.">
      {actor ? <LiveApplications userId={actor.id} side="owner" since={since} /> : null}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        {/* Paused jobs count as open here (spec §4: applicants are grouped Open and Closed); the title says so. */}
        <Group title="Open and paused" group={open} testId="group-open" href={href("openPage")} />
        <Group title="Closed" group={closed} testId="group-closed" href={href("closedPage")} />
      </div>
    </PageContainer>
  );
}
