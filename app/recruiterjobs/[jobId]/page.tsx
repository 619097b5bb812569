import type { Metadata } from "next";
import { ComingLater } from "@/components/page/coming-later";
import { PageContainer } from "@/components/page/page-header";
import { wholeNumberOrNotFound } from "@/components/page/whole-number";
import { guardPage } from "@/lib/auth/page-guard";

export const metadata: Metadata = { title: "Applicants" };

type Props = { params: Promise<{ jobId: string }> };

export default async function RecruiterJobApplicantsPage({ params }: Props) {
  const { jobId } = await params;
  await guardPage(`/recruiterjobs/${encodeURIComponent(jobId)}`);
  const id = wholeNumberOrNotFound(jobId);
  return (
    <PageContainer title="Applicants" description={`Job #${id}`}>
      <ComingLater feature="The applicants of this job — with their resume, personal message and status — arrive in a later release." />
    </PageContainer>
  );
}
