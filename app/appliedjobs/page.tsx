import type { Metadata } from "next";
import { ComingLater } from "@/components/page/coming-later";
import { PageContainer } from "@/components/page/page-header";
import { guardPage } from "@/lib/auth/page-guard";

export const metadata: Metadata = { title: "Applied jobs" };

export default async function AppliedJobsPage() {
  await guardPage("/appliedjobs");
  return (
    <PageContainer
      title="Applied jobs"
      description="Your applications, grouped by status: Pending, Reviewed, Accepted and Rejected."
    >
      <ComingLater feature="Following your applications by status arrives in a later release." />
    </PageContainer>
  );
}
