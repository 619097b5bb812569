import type { Metadata } from "next";
import { ComingLater } from "@/components/page/coming-later";
import { PageContainer } from "@/components/page/page-header";
import { guardPage } from "@/lib/auth/page-guard";

export const metadata: Metadata = { title: "Dashboard" };

export default async function DashboardPage() {
  await guardPage("/dashboard");
  return (
    <PageContainer
      title="Dashboard"
      description="Create job posts with the AI assistant: it interviews you about the role and drafts the job description and interview questions."
    >
      <ComingLater feature="The job-post assistant chat, with the list of your earlier chats that you can reopen and rename, arrives in a later release." />
    </PageContainer>
  );
}
