import "server-only";
import { peopleByIds, unknownPerson, type ChatPerson } from "./people";

/** Spec §3: chat messages have an id (it only grows, so screens de-duplicate and order by it). */
export type ChatMessageDto = {
  id: number;
  /** The conversation, or null in the global room. */
  chatId: number | null;
  /** The sender's own id for it (idempotent send), so a screen matches its pending copy. */
  clientId: string | null;
  content: string;
  createdAt: string;
  sender: ChatPerson;
};

export type MessageRow = { id: number; senderId: number; content: string; clientId: string | null; createdAt: Date; conversationId?: number };

export async function toMessageDtos(rows: MessageRow[]): Promise<ChatMessageDto[]> {
  const people = await peopleByIds(rows.map((r) => r.senderId));
  return rows.map((r) => ({
    id: r.id,
    chatId: r.conversationId ?? null,
    clientId: r.clientId,
    content: r.content,
    createdAt: r.createdAt.toISOString(),
    sender: people.get(r.senderId) ?? unknownPerson(r.senderId),
  }));
}

/** `totalExact: false`: the count stopped (lib/chat/history.ts, countAhead) and `total` is where it stopped, plus one. */
export type Pagination = { page: number; limit: number; total: number; totalPages: number; totalExact: boolean };

export const paginationOf = (page: number, limit: number, total: number, totalExact = true): Pagination => ({
  page,
  limit,
  total,
  totalPages: Math.max(1, Math.ceil(total / limit)),
  totalExact,
});
