import type { Metadata } from "next";
import { ComingLater } from "@/components/page/coming-later";
import { PageContainer } from "@/components/page/page-header";
import { wholeNumberOrNotFound } from "@/components/page/whole-number";
import { guardPage } from "@/lib/auth/page-guard";

export const metadata: Metadata = { title: "Job details" };

type Props = { params: Promise<{ jobId: string }> };

export default async function JobDetailsPage({ params }: Props) {
  const { jobId } = await params;
  await guardPage(`/jobdetails/${encodeURIComponent(jobId)}`);
  const id = wholeNumberOrNotFound(jobId);
  return (
    <PageContainer title="Job details" description={`Job #${id}`}>
      <ComingLater feature="The details of this job arrive in a later release." />
    </PageContainer>
  );
}
