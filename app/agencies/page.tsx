import type { Metadata } from "next";
import { ComingLater } from "@/components/page/coming-later";
import { PageContainer } from "@/components/page/page-header";
import { guardPage } from "@/lib/auth/page-guard";

export const metadata: Metadata = { title: "Recruitment agencies" };

export default async function AgenciesPage() {
  await guardPage("/agencies");
  return (
    <PageContainer
      title="Recruitment agencies"
      description="Find recruitment agencies to work with."
    >
      <ComingLater feature="The list of recruitment agencies arrives in a later release." />
    </PageContainer>
  );
}
