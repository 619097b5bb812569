import type { Metadata } from "next";
import { ComingLater } from "@/components/page/coming-later";
import { PageContainer } from "@/components/page/page-header";
import { guardPage } from "@/lib/auth/page-guard";

export const metadata: Metadata = { title: "Job post preview" };

export default async function JobPostingPage() {
  await guardPage("/jobposting");
  return (
    <PageContainer
      title="Job post preview"
      description="Review the job post the assistant drafted before you publish it."
    >
      <ComingLater feature="Previewing and publishing a drafted job post arrives in a later release." />
    </PageContainer>
  );
}
