import type { Metadata } from "next";
import Link from "next/link";
import { formatDate } from "@/components/jobs/format";
import { PageContainer } from "@/components/page/page-header";
import { Card, CardTitle } from "@/components/ui/card";
import { APPLICATION_STATUSES } from "@/db/enums";
import { recruiterJobsOverview, type JobWithCounts } from "@/lib/applications/overview";
import { guardPage } from "@/lib/auth/page-guard";

export const metadata: Metadata = { title: "Jobs and applicants", robots: { index: false } };

function Group({ title, jobs, testId }: { title: string; jobs: JobWithCounts[]; testId: string }) {
  return (
    <Card data-testid={testId}>
      <CardTitle className="mb-4">
        {title} <span className="font-normal text-slate-600">({jobs.length})</span>
      </CardTitle>
      {jobs.length ? (
        <ul className="divide-y divide-slate-200">
          {jobs.map((job) => (
            <li key={job.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div>
                <Link href={`/recruiterjobs/${job.id}`} className="font-semibold text-indigo-800 underline-offset-4 hover:underline">
                  {job.jobTitle}
                </Link>
                <p className="text-sm text-slate-600">
                  {job.jobStatus} · {job.location ?? "Location not given"} · updated <time dateTime={job.updatedAt}>{formatDate(job.updatedAt)}</time>
                </p>
              </div>
              <ul aria-label={`Applicants of ${job.jobTitle} by status`} className="flex flex-wrap gap-2 text-xs">
                {APPLICATION_STATUSES.map((s) => (
                  <li key={s}>
                    <Link href={`/recruiterjobs/${job.id}?status=${s}`} className="rounded-full bg-slate-100 px-2.5 py-1 text-slate-800 hover:bg-slate-200">
                      {s} {job.counts[s]}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">No jobs here.</p>
      )}
    </Card>
  );
}

/** /recruiterjobs: the owner's jobs grouped Open (and Paused) and Closed (spec §4), with applicants per status. */
export default async function RecruiterJobsPage() {
  const actor = await guardPage("/recruiterjobs");
  const { open, closed } = await recruiterJobsOverview(actor);
  return (
    <PageContainer title="Jobs and applicants" description="Your published jobs and who applied, by the status of each application.">
      <div className="grid gap-6 lg:grid-cols-2">
        <Group title="Open" jobs={open} testId="group-open" />
        <Group title="Closed" jobs={closed} testId="group-closed" />
      </div>
    </PageContainer>
  );
}
