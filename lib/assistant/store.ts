import { and, desc, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { assistantChats, assistantMessages } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { DEFAULT_CHAT_NAME, type ChatRow } from "./chats";

/**
 * Writes of a turn. The user's message is stored before any engine runs; the
 * assistant's message and the chat's new state are stored together, in one
 * transaction, only once the reply has been produced in full.
 */
type MessageType = (typeof assistantMessages.$inferInsert)["messageType"];

/**
 * Stores the user's message. A retry after a broken reply (the last message is
 * this same text, still unanswered) reuses the stored one instead of doubling it.
 */
export async function storeUserMessage(chatId: string, content: string): Promise<number> {
  const db = await getDb();
  const [last] = await db
    .select({ id: assistantMessages.id, role: assistantMessages.role, content: assistantMessages.content })
    .from(assistantMessages)
    .where(eq(assistantMessages.chatId, chatId))
    .orderBy(desc(assistantMessages.id))
    .limit(1);
  if (last && last.role === "user" && last.content === content) return last.id;
  const [row] = await db.insert(assistantMessages).values({ chatId, role: "user", content }).returning({ id: assistantMessages.id });
  return row!.id;
}

/** The assistant's last words in the chat (the question the user is answering). */
export async function lastAssistantMessage(chatId: string): Promise<string | null> {
  const db = await getDb();
  const [row] = await db
    .select({ content: assistantMessages.content })
    .from(assistantMessages)
    .where(and(eq(assistantMessages.chatId, chatId), eq(assistantMessages.role, "assistant")))
    .orderBy(desc(assistantMessages.id))
    .limit(1);
  return row?.content ?? null;
}

export type SaveTurn = {
  chat: ChatRow;
  content: string;
  messageType: MessageType;
  /** The grade of the user's message, written onto it. */
  userMessage?: { id: number; category: string };
  changes: Partial<Pick<ChatRow, "enhancedData" | "state" | "isFinalJD" | "isInterviewQuestionsReady" | "questions" | "name">>;
  /** Interview turns: only save if no other turn changed the interview meanwhile (optimistic lock on the engine state). */
  expectUnchangedState?: boolean;
};

export const CHAT_CHANGED = "This chat changed while I was answering (another tab?). Please send your message again.";

export async function saveTurn({ chat, content, messageType, userMessage, changes, expectUnchangedState }: SaveTurn): Promise<{ chat: ChatRow; messageId: number }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [message] = await tx
      .insert(assistantMessages)
      .values({ chatId: chat.id, role: "assistant", messageType, content })
      .returning({ id: assistantMessages.id });
    if (userMessage) {
      await tx.update(assistantMessages).set({ category: userMessage.category }).where(eq(assistantMessages.id, userMessage.id));
    }
    // The side list shows chatName: once the title is known, a chat never renamed is named after it.
    const name = changes.name ?? chat.name;
    const chatName = chat.chatName === DEFAULT_CHAT_NAME && name ? name : chat.chatName;
    const [row] = await tx
      .update(assistantChats)
      .set({ ...changes, chatName, updatedAt: new Date() })
      .where(
        expectUnchangedState
          ? and(eq(assistantChats.id, chat.id), sql`${assistantChats.state} = ${JSON.stringify(chat.state)}::jsonb`)
          : eq(assistantChats.id, chat.id),
      )
      .returning();
    // Throwing rolls the transaction back: the assistant message is not stored either.
    if (!row) throw new AppError("CONFLICT", CHAT_CHANGED);
    return { chat: row, messageId: message!.id };
  });
}
