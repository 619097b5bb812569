import type { Metadata } from "next";
import { ComingLater } from "@/components/page/coming-later";
import { PageContainer } from "@/components/page/page-header";
import { guardPage } from "@/lib/auth/page-guard";

export const metadata: Metadata = { title: "Jobs" };

export default async function JobsPage() {
  await guardPage("/jobs");
  return (
    <PageContainer
      title="Jobs"
      description="Open jobs that match you; apply with a personal message."
    >
      <ComingLater feature="Browsing and applying to jobs arrives in a later release." />
    </PageContainer>
  );
}
