import type { Metadata } from "next";
import Link from "next/link";
import { CopyLink } from "@/components/job-form/copy-link";
import { PublishButton } from "@/components/manage-jobs/publish-button";
import { PageContainer } from "@/components/page/page-header";
import { notFoundOnAppError } from "@/components/page/not-found-on-app-error";
import { wholeNumberOrNotFound } from "@/components/page/whole-number";
import { buttonClasses } from "@/components/ui/button-classes";
import { guardPage } from "@/lib/auth/page-guard";
import { getOwnJob } from "@/lib/jobs/queries";

export const metadata: Metadata = { title: "Job post saved" };

type Props = { params: Promise<{ jobId: string }> };

export default async function JobPostingPostPage({ params }: Props) {
  const { jobId } = await params;
  const actor = await guardPage(`/jobposting/post/${encodeURIComponent(jobId)}`);
  const id = wholeNumberOrNotFound(jobId);
  const job = await getOwnJob(actor, id).catch(notFoundOnAppError);
  const published = job.jobStatus === "Open";
  return (
    <PageContainer
      title={published ? "Your job is live" : "Job saved as a draft"}
      description={
        published
          ? `“${job.jobTitle}” is published. Share its public page:`
          : `“${job.jobTitle}” is saved as a draft. Only you can see it: it gets a public page to share when you publish it.`
      }
    >
      <div className="space-y-6">
        {/* A draft's address would be a 404 for everyone else: no link to share until it is published. */}
        {published ? <CopyLink path={`/jobs/${job.id}`} /> : null}
        <div className="flex flex-wrap gap-2">
          {published ? null : <PublishButton jobId={job.id} jobTitle={job.jobTitle} />}
          <Link href={`/managejobs/${job.id}`} className={buttonClasses(published ? "primary" : "outline")}>
            {published ? "Manage this job" : "Review and edit"}
          </Link>
          <Link href="/dashboard" className={buttonClasses("outline")}>
            Create another job post
          </Link>
        </div>
      </div>
    </PageContainer>
  );
}
