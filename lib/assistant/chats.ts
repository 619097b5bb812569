import { and, desc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { assistantChats } from "@/db/schema";
import { requireRecruiter, type Actor, type Recruiter } from "@/lib/auth/actor";
import { notFound } from "@/lib/errors";
import { companyPostingName } from "@/lib/profiles/company-name";
import { emptyState, type InterviewState, type JobFields } from "./types";

/** Chats of the job-post assistant: ownership, listing and renaming. */
export type ChatRow = typeof assistantChats.$inferSelect;

/** The spec's Chat (§3): id, chatName, name, createdAt, updatedAt, enhanced_data, questions[]{question}. */
export type ChatDto = {
  id: string;
  chatName: string;
  name: string;
  createdAt: string;
  updatedAt: string;
  enhanced_data: JobFields;
  questions: { question: string }[];
  isFinalJD: boolean;
  isInterviewQuestionsReady: boolean;
};

export function toChatDto(row: ChatRow): ChatDto {
  return {
    id: row.id,
    chatName: row.chatName,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    enhanced_data: row.enhancedData as JobFields,
    questions: row.questions,
    isFinalJD: row.isFinalJD,
    isInterviewQuestionsReady: row.isInterviewQuestionsReady,
  };
}

export const DEFAULT_CHAT_NAME = "New chat";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (s: string) => UUID.test(s);

export const readState = (row: ChatRow): InterviewState => ({ ...emptyState(), ...(row.state as Partial<InterviewState>) });

/** The caller's chat; another user's id (or an unknown one) is "not found" so ids reveal nothing. */
export async function loadOwnChat(owner: Recruiter, chatId: string): Promise<ChatRow> {
  if (!isUuid(chatId)) throw notFound("Chat not found");
  const db = await getDb();
  const [row] = await db
    .select()
    .from(assistantChats)
    .where(and(eq(assistantChats.id, chatId), eq(assistantChats.ownerId, owner.id)));
  if (!row) throw notFound("Chat not found");
  return row;
}

/** A company's own name for its posts (lib/profiles/company-name.ts); an agency has none: it hires for clients. */
export async function ownCompanyName(owner: Recruiter): Promise<string | undefined> {
  if (owner.userType !== "COMPANY") return undefined;
  return (await companyPostingName(await getDb(), owner.id)) ?? undefined;
}

/**
 * A new chat. A company hires for itself: its name comes from its profile, or the
 * account's name, so that question is never asked. An agency is asked for the client.
 */
export async function createChat(owner: Recruiter, fields: JobFields = {}): Promise<ChatRow> {
  const db = await getDb();
  const enhanced: JobFields = { ...fields };
  if (!enhanced.companyName) {
    const name = await ownCompanyName(owner);
    if (name) enhanced.companyName = name;
  }
  const state = emptyState();
  if (enhanced.companyName) state.answered.push("companyName");
  const [row] = await db
    .insert(assistantChats)
    .values({ ownerId: owner.id, enhancedData: enhanced, state, name: enhanced.jobTitle ?? "" })
    .returning();
  return row!;
}

/** GET user-chats: the caller's chats, most recently active first. */
export async function listChats(actor: Actor | null): Promise<{ chats: ChatDto[] }> {
  const owner = requireRecruiter(actor);
  const db = await getDb();
  const rows = await db
    .select()
    .from(assistantChats)
    .where(eq(assistantChats.ownerId, owner.id))
    .orderBy(desc(assistantChats.updatedAt), desc(assistantChats.createdAt))
    .limit(200);
  return { chats: rows.map(toChatDto) };
}

export const CHAT_RENAMED = "Chat renamed.";

export async function renameChat(actor: Actor | null, chatId: string, chatName: string): Promise<{ message: string; chat: ChatDto }> {
  const owner = requireRecruiter(actor);
  await loadOwnChat(owner, chatId);
  const db = await getDb();
  const [row] = await db
    .update(assistantChats)
    .set({ chatName, updatedAt: new Date() })
    .where(and(eq(assistantChats.id, chatId), eq(assistantChats.ownerId, owner.id)))
    .returning();
  return { message: CHAT_RENAMED, chat: toChatDto(row!) };
}
