import type { Metadata } from "next";
import { ComingLater } from "@/components/page/coming-later";
import { PageContainer } from "@/components/page/page-header";
import { guardPage } from "@/lib/auth/page-guard";

export const metadata: Metadata = { title: "Manage jobs" };

export default async function ManageJobsPage() {
  await guardPage("/managejobs");
  return (
    <PageContainer
      title="Manage jobs"
      description="Your job posts in tabs Open, Drafted, Paused and Closed."
    >
      <ComingLater feature="Managing job posts by status arrives in a later release." />
    </PageContainer>
  );
}
