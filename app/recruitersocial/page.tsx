import type { Metadata } from "next";
import { ComingLater } from "@/components/page/coming-later";
import { PageContainer } from "@/components/page/page-header";

export const metadata: Metadata = { title: "Explore recruiters" };

/** Public: anyone may look at the companies and agencies that hire here. */
export default function ExploreRecruitersPage() {
  return (
    <PageContainer
      title="Explore recruiters"
      description="Companies and recruitment agencies hiring on the platform."
    >
      <ComingLater feature="Exploring recruiters with filters arrives in a later release." />
    </PageContainer>
  );
}
