import "server-only";
import { and, asc, desc, gt, inArray, lt, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { realtimeEvents } from "@/db/schema";

/**
 * The event log behind every transport (table realtime_events). An event is a
 * row first and a notification second, so a client that was away asks the log
 * for what it missed by the last id it saw.
 *
 * Ids are handed out under a transaction-scoped advisory lock, so they commit in
 * the order they were drawn: without it, two concurrent publishes could commit
 * 6 before 5, and a client that saw 6 and reconnected "after 6" would never get 5.
 * The lock costs one short serialised transaction per event — Postgres already
 * serialises the commits of notifying transactions, so this adds little.
 */
export type LoggedEvent = { id: number; channel: string; type: string; data: unknown };

/** Postgres's NOTIFY channel for all realtime traffic (events and server messages). */
export const NOTIFY_CHANNEL = "realtime";
const PUBLISH_LOCK = 7_272_751;
/** NOTIFY payloads must stay under 8,000 bytes; a bigger event is announced by its id and read from the log. */
const MAX_INLINE_BYTES = 7_000;

export async function appendEvent(channel: string, type: string, data: unknown): Promise<LoggedEvent> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PUBLISH_LOCK})`);
    const [row] = await tx.insert(realtimeEvents).values({ channel, type, payload: data ?? null }).returning({ id: realtimeEvents.id });
    const event: LoggedEvent = { id: row!.id, channel, type, data: data ?? null };
    const inline = JSON.stringify({ i: event.id, c: channel, t: type, d: event.data });
    const message = Buffer.byteLength(inline) <= MAX_INLINE_BYTES ? inline : JSON.stringify({ i: event.id });
    await tx.execute(sql`select pg_notify(${NOTIFY_CHANNEL}, ${message})`);
    return event;
  });
}

/** A server-to-server message (no log row): delivered to every instance listening now. */
export async function notifyServers(message: Record<string, unknown>): Promise<void> {
  const db = await getDb();
  await db.execute(sql`select pg_notify(${NOTIFY_CHANNEL}, ${JSON.stringify(message)})`);
}

export const REPLAY_PAGE = 500;

/** Events of these channels after `afterId`, oldest first, at most `limit`. */
export async function readSince(channels: readonly string[], afterId: number, limit = REPLAY_PAGE): Promise<LoggedEvent[]> {
  if (channels.length === 0) return [];
  const db = await getDb();
  const rows = await db
    .select({ id: realtimeEvents.id, channel: realtimeEvents.channel, type: realtimeEvents.type, data: realtimeEvents.payload })
    .from(realtimeEvents)
    .where(and(inArray(realtimeEvents.channel, [...channels]), gt(realtimeEvents.id, afterId)))
    .orderBy(asc(realtimeEvents.id))
    .limit(limit);
  return rows;
}

/** Events after `afterId` on any channel (an instance catching up after its listener reconnected). */
export async function readAllSince(afterId: number, limit = REPLAY_PAGE): Promise<LoggedEvent[]> {
  const db = await getDb();
  return db
    .select({ id: realtimeEvents.id, channel: realtimeEvents.channel, type: realtimeEvents.type, data: realtimeEvents.payload })
    .from(realtimeEvents)
    .where(gt(realtimeEvents.id, afterId))
    .orderBy(asc(realtimeEvents.id))
    .limit(limit);
}

/** The newest id in the log (0 when empty): where a new client starts. */
export async function latestEventId(): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ id: realtimeEvents.id }).from(realtimeEvents).orderBy(desc(realtimeEvents.id)).limit(1);
  return row?.id ?? 0;
}

/** Maintenance: events older than a day are gone (a client away longer reloads its screen). */
export async function pruneEvents(): Promise<number> {
  const db = await getDb();
  const gone = await db
    .delete(realtimeEvents)
    .where(lt(realtimeEvents.createdAt, sql`now() - interval '24 hours'`))
    .returning({ id: realtimeEvents.id });
  return gone.length;
}
