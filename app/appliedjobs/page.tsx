import type { Metadata } from "next";
import Link from "next/link";
import { AppliedGroups } from "@/components/applications/applied-groups";
import { PageContainer } from "@/components/page/page-header";
import { allCandidateApplications } from "@/lib/applications/queries";
import { guardPage } from "@/lib/auth/page-guard";

export const metadata: Metadata = { title: "Applied jobs", robots: { index: false } };

/** Enough for any real candidate; the grouped view needs them all at once. */
const MAX_APPLICATIONS = 500;

export default async function AppliedJobsPage() {
  const actor = await guardPage("/appliedjobs");
  const all = await allCandidateApplications(actor, MAX_APPLICATIONS);
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
