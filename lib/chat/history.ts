import "server-only";
import { and, count, desc, eq, lt, ne, or, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import { globalMessages, privateMessages } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { loadOwnConversation, requireChatter } from "./access";
import { paginationOf, toMessageDtos, type ChatMessageDto, type Pagination } from "./dto";

/**
 * Paged history (spec §3, §7). Page 1 holds the newest `limit` messages, page 2
 * the ones before them; inside a page messages are oldest first, so a screen
 * replaces on page 1 and prepends later pages, de-duplicating by id. With
 * `before` the page is the `limit` messages older than that id (keyset paging):
 * its total counts the pages before it as full and the messages older than it.
 */
export type HistoryAnswer = { messages: ChatMessageDto[]; pagination: Pagination; message: string };
type PageInput = { page: number; limit: number; before?: number };

/**
 * How far past the page asked for a history's messages are counted. The global room only grows, and
 * anyone (guests too) reads it: a count of all of it on every read walked the whole table (200,000
 * messages: 40–125 ms a call). Counting stops this far past the page, so the answer still says whether
 * older pages exist (the screen's "Load older"), the cost follows how deep the caller reads, and below
 * that size the total is exact.
 */
export const COUNT_AHEAD = 1_000;

type Table = typeof globalMessages | typeof privateMessages;

/** One page of `table` under `where`, newest first as read: by offset, or below `before` by the id index. */
async function readPage(table: Table, where: SQL | undefined, input: PageInput) {
  const db = await getDb();
  const keyset = input.before === undefined ? undefined : lt(table.id, input.before);
  const rows = db
    .select()
    .from(table)
    .where(and(where, keyset))
    .orderBy(desc(table.id))
    .limit(input.limit);
  return keyset ? rows : rows.offset((input.page - 1) * input.limit);
}

async function countAhead(table: Table, where: SQL | undefined, input: PageInput) {
  const db = await getDb();
  // Below `before` the pages above it are taken as full: only what is older is counted.
  const skipped = input.before === undefined ? 0 : (input.page - 1) * input.limit;
  const keyset = input.before === undefined ? undefined : lt(table.id, input.before);
  const stop = input.page * input.limit + COUNT_AHEAD - skipped;
  const counted = db.select({ one: sql`1` }).from(table).where(and(where, keyset)).limit(stop + 1).as("counted");
  const [row] = await db.select({ n: count() }).from(counted);
  const n = Number(row?.n ?? 0);
  return { total: skipped + Math.min(n, stop + 1), exact: n <= stop };
}

/** The global room: anyone may read it, guests included. */
export async function globalHistory(_actor: Actor | null, input: PageInput): Promise<HistoryAnswer> {
  const [rows, { total, exact }] = await Promise.all([readPage(globalMessages, undefined, input), countAhead(globalMessages, undefined, input)]);
  return { messages: await toMessageDtos(rows.reverse()), pagination: paginationOf(input.page, input.limit, total, exact), message: "Global chat history" };
}

/** What a participant sees of a conversation: everything but what a user they blocked sent since (withheld). */
export const visibleTo = (userId: number): SQL => or(eq(privateMessages.withheld, false), eq(privateMessages.senderId, userId))!;

export async function conversationHistory(actor: Actor | null, input: PageInput & { chatId: number }): Promise<HistoryAnswer> {
  const me = requireChatter(actor);
  const conversation = await loadOwnConversation(me, input.chatId);
  const where = and(eq(privateMessages.conversationId, conversation.id), visibleTo(me.id));
  const [rows, { total, exact }] = await Promise.all([readPage(privateMessages, where, input), countAhead(privateMessages, where, input)]);
  return { messages: await toMessageDtos(rows.reverse()), pagination: paginationOf(input.page, input.limit, total, exact), message: "Conversation history" };
}

/** Messages of a conversation that `userId` has not read: the other's, visible, after the marker. */
export const unreadFor = (userId: number) => and(ne(privateMessages.senderId, userId), eq(privateMessages.withheld, false));
