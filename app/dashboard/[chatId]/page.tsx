import type { Metadata } from "next";
import { AssistantScreen } from "@/components/assistant/assistant-screen";
import { PageContainer } from "@/components/page/page-header";
import { requireRecruiter } from "@/lib/auth/actor";
import { guardPage } from "@/lib/auth/page-guard";
import { loadOwnChat } from "@/lib/assistant/chats";
import { notFoundOnAppError } from "@/components/page/not-found-on-app-error";

export const metadata: Metadata = { title: "Assistant chat" };

type Props = { params: Promise<{ chatId: string }> };

// No loading boundary above this page (app/loading-boundaries.test.ts): an id that is not one of
// the user's chats answers a real 404, which a streamed loading screen would turn into a 200.
export default async function DashboardChatPage({ params }: Props) {
  const { chatId } = await params;
  const actor = await guardPage(`/dashboard/${encodeURIComponent(chatId)}`);
  await loadOwnChat(requireRecruiter(actor), chatId).catch(notFoundOnAppError);
  return (
    <PageContainer
      title="Dashboard"
      description="Create job posts with the AI assistant: it interviews you about the role and drafts the job description and interview questions."
    >
      <AssistantScreen key={chatId} initialChatId={chatId} />
    </PageContainer>
  );
}
