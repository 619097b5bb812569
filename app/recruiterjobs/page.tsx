import type { Metadata } from "next";
import { ComingLater } from "@/components/page/coming-later";
import { PageContainer } from "@/components/page/page-header";
import { guardPage } from "@/lib/auth/page-guard";

export const metadata: Metadata = { title: "Jobs and applicants" };

export default async function RecruiterJobsPage() {
  await guardPage("/recruiterjobs");
  return (
    <PageContainer
      title="Jobs and applicants"
      description="Your job posts with the candidates who applied to each."
    >
      <ComingLater feature="The list of your jobs with their applicants arrives in a later release." />
    </PageContainer>
  );
}
