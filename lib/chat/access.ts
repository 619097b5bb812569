import "server-only";
import { and, eq, or } from "drizzle-orm";
import { getDb } from "@/db/client";
import { chatBlocks, conversations, USER_TYPES, type UserType } from "@/db/schema";
import { requireType, type Actor } from "@/lib/auth/actor";
import { notFound } from "@/lib/errors";

/**
 * Who may do what in the chat, in one place: a guest reads the global room only;
 * everything else needs an account with a type; a conversation is its two
 * participants' alone — to anyone else its id does not exist (404).
 */
export type Chatter = Actor & { userType: UserType };

export const requireChatter = (actor: Actor | null): Chatter => requireType(actor, USER_TYPES);

export type OwnConversation = {
  id: number;
  otherId: number;
  /** Which read-marker column is the caller's. */
  side: "a" | "b";
  lastReadId: number;
};

export const CONVERSATION_NOT_FOUND = "Conversation not found";

/** The conversation, if the user is one of its two participants. */
const participantIn = (userId: number, chatId: number) =>
  and(eq(conversations.id, chatId), or(eq(conversations.userAId, userId), eq(conversations.userBId, userId)));

/** For every transport's channel check (lib/realtime/access.ts): may this user read the conversation? */
export async function isParticipant(userId: number, chatId: number): Promise<boolean> {
  const db = await getDb();
  const [row] = await db.select({ id: conversations.id }).from(conversations).where(participantIn(userId, chatId)).limit(1);
  return row !== undefined;
}

export async function loadOwnConversation(me: Chatter, chatId: number): Promise<OwnConversation> {
  const db = await getDb();
  const [row] = await db.select().from(conversations).where(participantIn(me.id, chatId));
  if (!row) throw notFound(CONVERSATION_NOT_FOUND);
  const side = row.userAId === me.id ? "a" : "b";
  return { id: row.id, otherId: side === "a" ? row.userBId : row.userAId, side, lastReadId: side === "a" ? row.userALastReadId : row.userBLastReadId };
}

/** Blocks between two users, each way. */
export async function blocksBetween(meId: number, otherId: number): Promise<{ byMe: boolean; byOther: boolean }> {
  const db = await getDb();
  const rows = await db
    .select({ blockerId: chatBlocks.blockerId })
    .from(chatBlocks)
    .where(
      or(
        and(eq(chatBlocks.blockerId, meId), eq(chatBlocks.blockedId, otherId)),
        and(eq(chatBlocks.blockerId, otherId), eq(chatBlocks.blockedId, meId)),
      ),
    );
  return { byMe: rows.some((r) => r.blockerId === meId), byOther: rows.some((r) => r.blockerId === otherId) };
}
