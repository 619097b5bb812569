import type { Metadata } from "next";
import { ComingLater } from "@/components/page/coming-later";
import { PageContainer } from "@/components/page/page-header";
import { wholeNumberOrNotFound } from "@/components/page/whole-number";
import { guardPage } from "@/lib/auth/page-guard";

export const metadata: Metadata = { title: "Assistant chat" };

type Props = { params: Promise<{ chatId: string }> };

export default async function DashboardChatPage({ params }: Props) {
  const { chatId } = await params;
  await guardPage(`/dashboard/${encodeURIComponent(chatId)}`);
  const id = wholeNumberOrNotFound(chatId);
  return (
    <PageContainer title="Assistant chat" description={`Chat #${id}`}>
      <ComingLater feature="Reopening an earlier assistant chat arrives in a later release, together with the chat history list." />
    </PageContainer>
  );
}
