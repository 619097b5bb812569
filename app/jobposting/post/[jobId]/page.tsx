import type { Metadata } from "next";
import Link from "next/link";
import { CopyLink } from "@/components/job-form/copy-link";
import { PageContainer } from "@/components/page/page-header";
import { notFoundOnAppError } from "@/components/page/not-found-on-app-error";
import { wholeNumberOrNotFound } from "@/components/page/whole-number";
import { buttonClasses } from "@/components/ui/button";
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
      description={published ? `“${job.jobTitle}” is published. Share its public page:` : `“${job.jobTitle}” is saved as a draft; publish it from Manage jobs when it is ready. Its public page:`}
    >
      <div className="space-y-6">
        <CopyLink path={`/jobs/${job.id}`} />
        <div className="flex flex-wrap gap-2">
          <Link href={`/managejobs/${job.id}`} className={buttonClasses("primary")}>
            Manage this job
          </Link>
          <Link href="/dashboard" className={buttonClasses("outline")}>
            Create another job post
          </Link>
        </div>
      </div>
    </PageContainer>
  );
}
