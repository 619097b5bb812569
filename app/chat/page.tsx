import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { ChatScreen } from "@/components/chat/chat-screen";
import { guardPage } from "@/lib/auth/page-guard";
import { isParticipant } from "@/lib/chat/access";

export const metadata: Metadata = { title: "Chat", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** A deep-link id, or nothing (a bad one is dropped from the address: the page opens on the global room). */
function idParam(value: string | string[] | undefined): number | undefined {
  if (typeof value !== "string" || !/^\d{1,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 ? n : undefined;
}

/**
 * A public route (spec §2): a guest reads the global room and is asked to sign in
 * to write; an account with a type chats. /chat?with=<userId> opens the
 * conversation with that user (the "Message" buttons), /chat?c=<id> one conversation;
 * either sends a guest to sign in first.
 */
export default async function ChatPage({ searchParams }: Props) {
  const actor = await guardPage("/chat");
  const query = await searchParams;
  const me = actor?.userType ? { id: actor.id, name: actor.name || actor.email, role: actor.userType, photoUrl: null } : null;
  const withUserId = idParam(query.with);
  const conversationId = idParam(query.c);
  // A link to one conversation is private: a guest signs in first and comes back to it, rather than
  // meeting "Please sign in first." under a nameless thread (or, for ?with, the global room instead).
  if (!me && (withUserId || conversationId)) {
    redirect(`/login?callbackUrl=${encodeURIComponent(withUserId ? `/chat?with=${withUserId}` : `/chat?c=${conversationId}`)}`);
  }
  // A link that names no conversation or person is dropped, so the address says what is shown.
  if ((query.c !== undefined && !conversationId) || (query.with !== undefined && !withUserId)) redirect("/chat");
  // Someone else's conversation, or none: not found, as the API says (404), and no message box to write into.
  if (me && conversationId && !(await isParticipant(me.id, conversationId))) notFound();
  return <ChatScreen me={me} withUserId={withUserId} conversationId={conversationId} />;
}
