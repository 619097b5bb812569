import type { Metadata } from "next";
import Link from "next/link";
import { AppliedGroups } from "@/components/applications/applied-groups";
import { PageContainer } from "@/components/page/page-header";
import { candidateApplications, type AppliedJob } from "@/lib/applications/queries";
import { guardPage } from "@/lib/auth/page-guard";

export const metadata: Metadata = { title: "Applied jobs", robots: { index: false } };

/** Enough for any real candidate; the grouped view needs them all at once. */
const MAX_PAGES = 50;

export default async function AppliedJobsPage() {
  const actor = await guardPage("/appliedjobs");
  const first = await candidateApplications(actor, 1);
  const more = await Promise.all(
    Array.from({ length: Math.min(first.jobs.totalPages, MAX_PAGES) - 1 }, (_, i) => candidateApplications(actor, i + 2)),
  );
  const all: AppliedJob[] = [first, ...more].flatMap((p) => p.jobs.appliedJobs);
  return (
    <PageContainer
      title="Applied jobs"
      description="Your applications, grouped by status: Pending, Reviewed, Accepted and Rejected."
    >
      {all.length ? (
        <AppliedGroups applications={all} />
      ) : (
        <p className="text-slate-700">
          You have not applied to any job yet.{" "}
          <Link href="/jobs" className="font-medium text-indigo-800 underline underline-offset-4">
            Browse open jobs
          </Link>
          .
        </p>
      )}
    </PageContainer>
  );
}
