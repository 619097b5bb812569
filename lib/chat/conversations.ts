import "server-only";
import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { chatBlocks, conversations, privateMessages, users, type UserType } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { badRequest, notFound } from "@/lib/errors";
import { requireChatter, type Chatter } from "./access";
import { toMessageDtos, type ChatMessageDto } from "./dto";
import { peopleByIds, unknownPerson, type ChatPerson } from "./people";

/** One entry of the conversation list (chats?role). */
export type ChatSummary = {
  id: number;
  otherUser: ChatPerson;
  lastMessage: ChatMessageDto | null;
  lastMessageAt: string;
  unread: number;
  blockedByMe: boolean;
};

export const MAX_LISTED_CONVERSATIONS = 100;

const mine = (meId: number) => or(eq(conversations.userAId, meId), eq(conversations.userBId, meId));
const otherOf = (meId: number) => sql<number>`case when ${conversations.userAId} = ${meId} then ${conversations.userBId} else ${conversations.userAId} end`;
/** The time of the last message the caller can see: each side has its own (a withheld message moves its sender's only). */
const myTime = (meId: number) =>
  sql<Date>`case when ${conversations.userAId} = ${meId} then ${conversations.userALastMessageAt} else ${conversations.userBLastMessageAt} end`;
const myMarker = (meId: number) => sql`case when ${conversations.userAId} = ${meId} then ${conversations.userALastReadId} else ${conversations.userBLastReadId} end`;

/** The caller's unread messages in one conversation (correlated on `conversations`). */
const unreadIn = (meId: number) =>
  sql<number>`(select count(*)::int from ${privateMessages} where ${privateMessages.conversationId} = ${conversations.id}
    and ${privateMessages.id} > ${myMarker(meId)} and ${privateMessages.senderId} <> ${meId} and not ${privateMessages.withheld})`;

const lastVisibleId = (meId: number) =>
  sql<number | null>`(select max(${privateMessages.id}) from ${privateMessages} where ${privateMessages.conversationId} = ${conversations.id}
    and (not ${privateMessages.withheld} or ${privateMessages.senderId} = ${meId}))`;

/**
 * The caller's conversations, newest activity first. `role` keeps those whose
 * other participant has that account type. An empty conversation (opened, nothing
 * written yet) is listed for the one who opened it only.
 *
 * Bounded by the page, not by how many conversations the caller has: the caller is user A of some
 * and user B of others, and one `a = me or b = me` can only be read whole and sorted (5,000
 * conversations: every one's last visible message looked up, then a sort). So each side walks its own
 * index newest first and stops at the page's size; the newest of both are the page.
 */
export async function listConversations(actor: Actor | null, input: { role?: UserType }): Promise<{ chats: ChatSummary[] }> {
  const me = requireChatter(actor);
  const db = await getDb();
  // The other participant's type is read per walked row (not joined), so each side stays a walk of its index in list order.
  const otherType = sql`(select ${users.userType} from ${users} where ${users.id} = ${otherOf(me.id)})`;
  const side = (column: typeof conversations.userAId | typeof conversations.userBId, time: typeof conversations.userALastMessageAt | typeof conversations.userBLastMessageAt) =>
    sql`(${db
      .select({ id: conversations.id, lastMessageAt: time })
      .from(conversations)
      .where(
        and(
          eq(column, me.id),
          input.role ? sql`${otherType} = ${input.role}` : undefined,
          or(eq(conversations.startedById, me.id), sql`${lastVisibleId(me.id)} is not null`),
        ),
      )
      // Spelt like conversations_a_idx / _b_idx (nulls last), so the index gives the order.
      .orderBy(sql`${time} desc nulls last`, sql`${conversations.id} desc nulls last`)
      .limit(MAX_LISTED_CONVERSATIONS)})`;
  const page = sql`array(select sides.id from (${side(conversations.userAId, conversations.userALastMessageAt)} union all ${side(conversations.userBId, conversations.userBLastMessageAt)}) as sides (id, at)
    order by sides.at desc, sides.id desc limit ${MAX_LISTED_CONVERSATIONS})`;
  const rows = await summaryRows(db, me.id)
    .where(sql`${conversations.id} = any(${page})`)
    .orderBy(sql`${myTime(me.id)} desc`, desc(conversations.id));
  return { chats: await summaries(me, rows) };
}

/**
 * The columns of a list entry, with the other participant joined. The join is also what makes drizzle
 * write every column with its table's name: from one table alone it writes bare names, and inside the
 * correlated subqueries `conversation_id = "id"` then compares a message with itself — every new
 * conversation showed another pair's private message whose id happened to equal its conversation's.
 */
function summaryRows(db: Awaited<ReturnType<typeof getDb>>, meId: number) {
  return db
    .select({ id: conversations.id, otherId: otherOf(meId), lastMessageAt: myTime(meId), lastId: lastVisibleId(meId), unread: unreadIn(meId) })
    .from(conversations)
    .innerJoin(users, eq(users.id, otherOf(meId)))
    .$dynamic();
}

type SummaryRow = { id: number; otherId: number; lastMessageAt: Date; lastId: number | null; unread: number };

async function summaries(me: Chatter, rows: SummaryRow[]): Promise<ChatSummary[]> {
  if (!rows.length) return [];
  const db = await getDb();
  const lastIds = rows.flatMap((r) => (r.lastId ? [Number(r.lastId)] : []));
  const otherIds = rows.map((r) => Number(r.otherId));
  const [lastRows, people, blocked] = await Promise.all([
    lastIds.length ? db.select().from(privateMessages).where(inArray(privateMessages.id, lastIds)) : Promise.resolve([]),
    peopleByIds(otherIds),
    db.select({ id: chatBlocks.blockedId }).from(chatBlocks).where(and(eq(chatBlocks.blockerId, me.id), inArray(chatBlocks.blockedId, otherIds))),
  ]);
  const last = new Map((await toMessageDtos(lastRows)).map((m) => [m.id, m]));
  const blockedIds = new Set(blocked.map((b) => b.id));
  return rows.map((r) => ({
    id: r.id,
    otherUser: people.get(Number(r.otherId)) ?? unknownPerson(Number(r.otherId)),
    lastMessage: (r.lastId && last.get(Number(r.lastId))) || null,
    lastMessageAt: new Date(r.lastMessageAt).toISOString(),
    unread: Number(r.unread),
    blockedByMe: blockedIds.has(Number(r.otherId)),
  }));
}

/** One conversation as a list entry (after starting it, or for a deep link). */
export async function conversationSummary(me: Chatter, chatId: number): Promise<ChatSummary> {
  const rows = await summaryRows(await getDb(), me.id).where(and(eq(conversations.id, chatId), mine(me.id)));
  const [summary] = await summaries(me, rows);
  if (!summary) throw notFound("Conversation not found");
  return summary;
}

/**
 * The one conversation of a pair, made on first use (the pair is stored ordered
 * and unique, so two concurrent starts get the same row). Anyone with an account
 * type may be written to; blocking is decided when sending, and never shown to
 * the blocked user.
 */
export async function startConversation(actor: Actor | null, input: { userId: number }): Promise<{ chat: ChatSummary }> {
  const me = requireChatter(actor);
  if (input.userId === me.id) throw badRequest("You cannot start a conversation with yourself.");
  const db = await getDb();
  const [other] = await db.select({ id: users.id, userType: users.userType }).from(users).where(eq(users.id, input.userId));
  if (!other?.userType) throw notFound("User not found");
  const [userAId, userBId] = me.id < other.id ? [me.id, other.id] : [other.id, me.id];
  await db.insert(conversations).values({ userAId, userBId, startedById: me.id }).onConflictDoNothing({ target: [conversations.userAId, conversations.userBId] });
  const [row] = await db.select({ id: conversations.id }).from(conversations).where(and(eq(conversations.userAId, userAId), eq(conversations.userBId, userBId)));
  return { chat: await conversationSummary(me, row!.id) };
}

/**
 * The header's badge (every page) and each message's event to its recipient: unread messages over all
 * of the caller's conversations. Counted per conversation from its marker up, in the messages' index
 * (conversation, id): the cost follows the caller's conversations and unread messages. A join of
 * messages with the caller's conversations read every message of them — or, for a user in a large
 * share of all conversations, every private message there is.
 */
export async function unreadTotal(userId: number): Promise<number> {
  const db = await getDb();
  // Raw, so every column is written with its table's name (see summaryRows: from one table the builder writes bare names).
  const result = (await db.execute(
    sql`select coalesce(sum(${unreadIn(userId)}), 0)::int as n from ${conversations} where ${mine(userId)}`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

export async function unreadCount(actor: Actor | null): Promise<{ unread: number }> {
  const me = requireChatter(actor);
  return { unread: await unreadTotal(me.id) };
}
