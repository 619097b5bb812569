import type { Metadata } from "next";
import Link from "next/link";
import { CopyLink } from "@/components/job-form/copy-link";
import { JobEditForm } from "@/components/job-form/job-edit-form";
import { InterviewQuestionsCard } from "@/components/manage-jobs/interview-questions-card";
import { LinkedInShare } from "@/components/manage-jobs/linkedin-share";
import { PublishButton } from "@/components/manage-jobs/publish-button";
import { PageContainer } from "@/components/page/page-header";
import { notFoundOnAppError } from "@/components/page/not-found-on-app-error";
import { wholeNumberOrNotFound } from "@/components/page/whole-number";
import { buttonClasses } from "@/components/ui/button-classes";
import { Card } from "@/components/ui/card";
import { jobInterviewQuestions } from "@/lib/assistant/job-details";
import { guardPage } from "@/lib/auth/page-guard";
import { getOwnJob } from "@/lib/jobs/queries";

export const metadata: Metadata = { title: "Edit job post", robots: { index: false } };

type Props = { params: Promise<{ jobId: string }> };

/** /managejobs/{jobId}: every field of one of the owner's jobs, its public page, its interview questions and its applicants. */
export default async function ManageJobPage({ params }: Props) {
  const { jobId } = await params;
  const actor = await guardPage(`/managejobs/${encodeURIComponent(jobId)}`);
  const id = wholeNumberOrNotFound(jobId);
  const [job, interview] = await Promise.all([getOwnJob(actor, id), jobInterviewQuestions(actor, id)]).catch(notFoundOnAppError);
  const isPublic = job.jobStatus !== "Drafted";
  return (
    <PageContainer
      title={job.jobTitle}
      description={isPublic ? `Status: ${job.jobStatus}. Change the status from Manage jobs.` : "Status: Drafted. Publish it from this page, or change the status from Manage jobs."}
      actions={
        <>
          <Link href={`/managejobs?status=${job.jobStatus}`} className={buttonClasses("outline")}>
            Back to {job.jobStatus} jobs
          </Link>
          <Link href={`/recruiterjobs/${job.id}`} className={buttonClasses("outline")}>
            Applicants
          </Link>
          {job.jobStatus === "Open" ? <LinkedInShare jobId={job.id} /> : null}
        </>
      }
    >
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <JobEditForm jobId={job.id} job={{ ...job, requiredSkills: job.requiredSkills ?? [], tags: job.tags ?? [] }} />
        </Card>
        <aside className="space-y-4">
          <Card>
            <h2 className="mb-3 font-semibold text-slate-900">Public page</h2>
            {isPublic ? (
              <CopyLink path={`/jobs/${job.id}`} />
            ) : (
              <div className="space-y-3">
                <p className="text-sm text-slate-700">A draft has no public page until it is published. Save your changes first.</p>
                <PublishButton jobId={job.id} jobTitle={job.jobTitle} />
              </div>
            )}
          </Card>
          {interview ? <InterviewQuestionsCard chatId={interview.chatId} questions={interview.questions} /> : null}
        </aside>
      </div>
    </PageContainer>
  );
}
