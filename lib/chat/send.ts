import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { conversations, globalMessages, privateMessages } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { conflict } from "@/lib/errors";
import { blocksBetween, loadOwnConversation, requireChatter } from "./access";
import { unreadTotal } from "./conversations";
import { toMessageDtos, type ChatMessageDto } from "./dto";
import { announceGlobal, announceInConversation, announceToUser } from "./events";
import { takeSend } from "./limits";

/**
 * Sending. The message is stored first and announced after the commit. A send is
 * idempotent by the client's id: a retry of a stored message answers that message
 * (without counting against the send limit) and never stores a second one.
 */
export type SendAnswer = { message: string; chatMessage: ChatMessageDto };

const REUSED_ID = "This clientId was already used for another message.";
const YOU_BLOCKED = "You blocked this user. Unblock them to send a message.";

const sent = async (row: Parameters<typeof toMessageDtos>[0][number]): Promise<SendAnswer> => ({ message: "Message sent", chatMessage: (await toMessageDtos([row]))[0]! });

export async function sendGlobal(actor: Actor | null, input: { content: string; clientId: string }): Promise<SendAnswer> {
  const me = requireChatter(actor);
  const db = await getDb();
  const earlier = async () => {
    const [row] = await db.select().from(globalMessages).where(and(eq(globalMessages.senderId, me.id), eq(globalMessages.clientId, input.clientId)));
    return row;
  };
  const before = await earlier();
  if (before) return sent(before);
  await takeSend(me.id);
  const [row] = await db
    .insert(globalMessages)
    .values({ senderId: me.id, content: input.content, clientId: input.clientId })
    .onConflictDoNothing({ target: [globalMessages.senderId, globalMessages.clientId] })
    .returning();
  // A concurrent retry won the insert: answer its message.
  if (!row) return sent((await earlier())!);
  const answer = await sent(row);
  await announceGlobal(answer.chatMessage);
  return answer;
}

export async function sendPrivate(actor: Actor | null, input: { chatId: number; content: string; clientId: string }): Promise<SendAnswer> {
  const me = requireChatter(actor);
  const conversation = await loadOwnConversation(me, input.chatId);
  const db = await getDb();
  const earlier = async () => {
    const [row] = await db.select().from(privateMessages).where(and(eq(privateMessages.senderId, me.id), eq(privateMessages.clientId, input.clientId)));
    if (row && row.conversationId !== conversation.id) throw conflict(REUSED_ID);
    return row;
  };
  const before = await earlier();
  if (before) return sent(before);
  const blocks = await blocksBetween(me.id, conversation.otherId);
  if (blocks.byMe) throw conflict(YOU_BLOCKED);
  await takeSend(me.id);
  // Blocked by the recipient: the sender is not told — the message looks sent to them, the recipient never sees it.
  const withheld = blocks.byOther;
  const marker = conversation.side === "a" ? "userALastReadId" : "userBLastReadId";
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(privateMessages)
      .values({ conversationId: conversation.id, senderId: me.id, content: input.content, clientId: input.clientId, withheld })
      .onConflictDoNothing({ target: [privateMessages.senderId, privateMessages.clientId] })
      .returning();
    if (inserted) {
      // One's own message is read by oneself. The list moves for both, but a withheld message moves the sender's only:
      // the blocker's list must not tell, by its order or its time, that the blocked one keeps writing.
      const mine = conversation.side === "a" ? "userALastMessageAt" : "userBLastMessageAt";
      const theirs = conversation.side === "a" ? "userBLastMessageAt" : "userALastMessageAt";
      await tx
        .update(conversations)
        .set({ [mine]: sql`now()`, ...(withheld ? {} : { [theirs]: sql`now()` }), [marker]: sql`greatest(${conversations[marker]}, ${inserted.id})` })
        .where(eq(conversations.id, conversation.id));
    }
    return inserted;
  });
  if (!row) return sent((await earlier())!);
  const answer = await sent(row);
  const event = { chatId: conversation.id, message: answer.chatMessage };
  if (!withheld) {
    await announceInConversation(conversation.id, answer.chatMessage);
    await announceToUser(conversation.otherId, { ...event, unreadTotal: await unreadTotal(conversation.otherId) });
  }
  await announceToUser(me.id, event);
  return answer;
}
