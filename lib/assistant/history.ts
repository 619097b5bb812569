import { and, count, desc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { assistantMessages } from "@/db/schema";
import { requireRecruiter, type Actor } from "@/lib/auth/actor";
import { loadOwnChat } from "./chats";

/**
 * POST history: one page of a chat's messages. Page 1 holds the newest `limit`
 * messages, page 2 the ones before them, and so on; inside a page messages are
 * oldest first, so the screen replaces on page 1 and prepends later pages
 * (de-duplicating by id, which only grows).
 */
export type HistoryMessage = {
  id: number;
  messageType: "message" | "jobDescription" | "interviewQuestions" | "answers";
  role: "user" | "other";
  content: string;
  category: string | null;
  createdAt: string;
};

export type HistoryPage = {
  messages: HistoryMessage[];
  isInterviewQuestionsReady: boolean;
  isFinalJD: boolean;
  page: number;
  limit: number;
  total: number;
  totalPages: number;
};

export async function chatHistory(actor: Actor | null, input: { chatId: string; page: number; limit: number }): Promise<HistoryPage> {
  const owner = requireRecruiter(actor);
  const chat = await loadOwnChat(owner, input.chatId);
  const db = await getDb();
  const where = and(eq(assistantMessages.chatId, chat.id));
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(assistantMessages)
      .where(where)
      .orderBy(desc(assistantMessages.id))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    db.select({ total: count() }).from(assistantMessages).where(where),
  ]);
  return {
    messages: rows.reverse().map((m) => ({
      id: m.id,
      messageType: m.messageType,
      role: m.role === "user" ? "user" : "other",
      content: m.content,
      category: m.category,
      createdAt: m.createdAt.toISOString(),
    })),
    isInterviewQuestionsReady: chat.isInterviewQuestionsReady,
    isFinalJD: chat.isFinalJD,
    page: input.page,
    limit: input.limit,
    total,
    totalPages: Math.max(1, Math.ceil(total / input.limit)),
  };
}
