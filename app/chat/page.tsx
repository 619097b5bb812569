import type { Metadata } from "next";
import { ChatScreen } from "@/components/chat/chat-screen";
import { guardPage } from "@/lib/auth/page-guard";

export const metadata: Metadata = { title: "Chat", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** A deep-link id, or nothing (a bad one is ignored: the page still opens on the global room). */
function idParam(value: string | string[] | undefined): number | undefined {
  if (typeof value !== "string" || !/^\d{1,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 ? n : undefined;
}

/**
 * A public route (spec §2): a guest reads the global room and is asked to sign in
 * to write; an account with a type chats. /chat?with=<userId> opens the
 * conversation with that user (the "Message" buttons), /chat?c=<id> one conversation.
 */
export default async function ChatPage({ searchParams }: Props) {
  const actor = await guardPage("/chat");
  const query = await searchParams;
  const me = actor?.userType ? { id: actor.id, name: actor.name || actor.email, role: actor.userType, photoUrl: null } : null;
  return <ChatScreen me={me} withUserId={idParam(query.with)} conversationId={idParam(query.c)} />;
}
