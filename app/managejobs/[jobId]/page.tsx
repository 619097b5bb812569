import type { Metadata } from "next";
import { ComingLater } from "@/components/page/coming-later";
import { PageContainer } from "@/components/page/page-header";
import { wholeNumberOrNotFound } from "@/components/page/whole-number";
import { guardPage } from "@/lib/auth/page-guard";

export const metadata: Metadata = { title: "Job post" };

type Props = { params: Promise<{ jobId: string }> };

export default async function ManageJobPage({ params }: Props) {
  const { jobId } = await params;
  await guardPage(`/managejobs/${encodeURIComponent(jobId)}`);
  const id = wholeNumberOrNotFound(jobId);
  return (
    <PageContainer title="Job post" description={`Job #${id}`}>
      <ComingLater feature="Viewing, editing and changing the status of this job post arrives in a later release." />
    </PageContainer>
  );
}
