import type { Metadata } from "next";
import { ComingLater } from "@/components/page/coming-later";
import { PageContainer } from "@/components/page/page-header";
import { guardPage } from "@/lib/auth/page-guard";

export const metadata: Metadata = { title: "Recruiters" };

export default async function RecruitersPage() {
  await guardPage("/viewallrecruiter");
  return (
    <PageContainer
      title="Recruiters"
      description="Browse companies and recruitment agencies that are hiring, with filters."
    >
      <ComingLater feature="The recruiters list with filters arrives in a later release." />
    </PageContainer>
  );
}
