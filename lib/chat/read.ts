import "server-only";
import { and, eq, max, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { conversations, privateMessages } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { blocksBetween, loadOwnConversation, requireChatter } from "./access";
import { unreadTotal } from "./conversations";
import { announceRead, announceToUser } from "./events";
import { visibleTo } from "./history";

export type ReadAnswer = { message: string; chatId: number; lastReadMessageId: number; unreadTotal: number };

/**
 * Moves the caller's read marker forward, up to `messageId` (absent: the newest
 * message they can see); a marker never moves back, so an older tab cannot undo
 * a newer one's reading.
 */
export async function markRead(actor: Actor | null, input: { chatId: number; messageId?: number }): Promise<ReadAnswer> {
  const me = requireChatter(actor);
  const conversation = await loadOwnConversation(me, input.chatId);
  const db = await getDb();
  const [{ newest } = { newest: null }] = await db
    .select({ newest: max(privateMessages.id) })
    .from(privateMessages)
    .where(and(eq(privateMessages.conversationId, conversation.id), visibleTo(me.id)));
  const target = Math.min(input.messageId ?? Number.MAX_SAFE_INTEGER, newest ?? 0);
  const column = conversation.side === "a" ? "userALastReadId" : "userBLastReadId";
  const [row] = await db
    .update(conversations)
    .set({ [column]: sql`greatest(${conversations[column]}, ${target})` })
    .where(eq(conversations.id, conversation.id))
    .returning({ a: conversations.userALastReadId, b: conversations.userBLastReadId });
  const lastReadMessageId = conversation.side === "a" ? row!.a : row!.b;
  const total = await unreadTotal(me.id);
  if (lastReadMessageId > conversation.lastReadId) {
    // Read receipts only where neither blocked the other (a blocked sender must not learn anything).
    const blocks = await blocksBetween(me.id, conversation.otherId);
    if (!blocks.byMe && !blocks.byOther) await announceRead(conversation.id, me.id, lastReadMessageId);
    await announceToUser(me.id, { chatId: conversation.id, unreadTotal: total });
  }
  return { message: "Marked as read", chatId: conversation.id, lastReadMessageId, unreadTotal: total };
}
