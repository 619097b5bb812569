import type { Metadata } from "next";
import { ComingLater } from "@/components/page/coming-later";
import { PageContainer } from "@/components/page/page-header";
import { guardPage } from "@/lib/auth/page-guard";

export const metadata: Metadata = { title: "Companies" };

export default async function CompaniesPage() {
  await guardPage("/getallcompanies");
  return (
    <PageContainer
      title="Companies"
      description="Browse companies on the platform, with filters."
    >
      <ComingLater feature="The companies list with filters arrives in a later release." />
    </PageContainer>
  );
}
