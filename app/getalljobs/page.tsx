import type { Metadata } from "next";
import { ComingLater } from "@/components/page/coming-later";
import { PageContainer } from "@/components/page/page-header";
import { guardPage } from "@/lib/auth/page-guard";

export const metadata: Metadata = { title: "All jobs" };

export default async function AllJobsPage() {
  await guardPage("/getalljobs");
  return (
    <PageContainer
      title="All jobs"
      description="Every open job on the platform, with filters."
    >
      <ComingLater feature="The full job list with filters arrives in a later release." />
    </PageContainer>
  );
}
