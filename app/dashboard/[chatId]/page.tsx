import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AssistantScreen } from "@/components/assistant/assistant-screen";
import { PageContainer } from "@/components/page/page-header";
import { guardPage } from "@/lib/auth/page-guard";

export const metadata: Metadata = { title: "Assistant chat" };

type Props = { params: Promise<{ chatId: string }> };

// Assistant chat ids are UUIDs; anything else is not a chat.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export default async function DashboardChatPage({ params }: Props) {
  const { chatId } = await params;
  await guardPage(`/dashboard/${encodeURIComponent(chatId)}`);
  if (!UUID.test(chatId)) notFound();
  return (
    <PageContainer
      title="Dashboard"
      description="Create job posts with the AI assistant: it interviews you about the role and drafts the job description and interview questions."
    >
      <AssistantScreen key={chatId} initialChatId={chatId} />
    </PageContainer>
  );
}
