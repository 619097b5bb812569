import type { Metadata } from "next";
import { ComingLater } from "@/components/page/coming-later";
import { PageContainer } from "@/components/page/page-header";
import { wholeNumberOrNotFound } from "@/components/page/whole-number";
import { guardPage } from "@/lib/auth/page-guard";

export const metadata: Metadata = { title: "Publish job post" };

type Props = { params: Promise<{ jobId: string }> };

export default async function JobPostingPostPage({ params }: Props) {
  const { jobId } = await params;
  await guardPage(`/jobposting/post/${encodeURIComponent(jobId)}`);
  const id = wholeNumberOrNotFound(jobId);
  return (
    <PageContainer title="Publish job post" description={`Job #${id}`}>
      <ComingLater feature="Reviewing and publishing this job post arrives in a later release." />
    </PageContainer>
  );
}
