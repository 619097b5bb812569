import type { Metadata } from "next";
import { AssistantScreen } from "@/components/assistant/assistant-screen";
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
      <AssistantScreen />
    </PageContainer>
  );
}
