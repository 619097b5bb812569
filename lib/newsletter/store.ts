import "server-only";
import { and, eq, lt, ne, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { newsletterSubscribers as subs } from "@/db/schema";
import { newLinkKey } from "./links";
import { CONFIRM_LINK_DAYS } from "./messages";

export type Subscriber = typeof subs.$inferSelect;

export async function subscriberByEmail(email: string): Promise<Subscriber | undefined> {
  const db = await getDb();
  const [row] = await db.select().from(subs).where(eq(subs.email, email));
  return row;
}

export async function subscriberById(id: number): Promise<Subscriber | undefined> {
  const db = await getDb();
  const [row] = await db.select().from(subs).where(eq(subs.id, id));
  return row;
}

/** A row that (re)starts after an unsubscribe gets a new link key: links of the earlier subscription stop working. */
const restartUnlessOngoing = (fresh: string) => sql`case when ${subs.status} = 'unsubscribed' then ${fresh} else ${subs.linkKey} end`;

/**
 * Records that a confirmation mail is going out: a new address becomes pending, an
 * unsubscribed one pending again (new key), a pending one keeps its key (its first
 * link keeps working) with a fresh date. A confirmed row is left alone (undefined).
 */
export async function markConfirmationSent(email: string): Promise<Subscriber | undefined> {
  const db = await getDb();
  const key = newLinkKey();
  const [row] = await db
    .insert(subs)
    .values({ email, status: "pending", linkKey: key, confirmationSentAt: sql`now()` })
    .onConflictDoUpdate({
      target: subs.email,
      set: { status: "pending", linkKey: restartUnlessOngoing(key), confirmationSentAt: sql`now()`, unsubscribedAt: null },
      setWhere: ne(subs.status, "confirmed"),
    })
    .returning();
  return row;
}

/** Single opt-in: the address is a subscriber at once. Undefined when it already was. */
export async function insertConfirmed(email: string): Promise<Subscriber | undefined> {
  const db = await getDb();
  const key = newLinkKey();
  const [row] = await db
    .insert(subs)
    .values({ email, status: "confirmed", linkKey: key, confirmedAt: sql`now()` })
    .onConflictDoUpdate({
      target: subs.email,
      set: { status: "confirmed", linkKey: restartUnlessOngoing(key), confirmedAt: sql`now()`, unsubscribedAt: null },
      setWhere: ne(subs.status, "confirmed"),
    })
    .returning();
  return row;
}

/** Pending → confirmed; false when the row was no longer pending (a second click got there first). */
export async function markConfirmed(id: number): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .update(subs)
    .set({ status: "confirmed", confirmedAt: sql`now()` })
    .where(and(eq(subs.id, id), eq(subs.status, "pending")))
    .returning({ id: subs.id });
  return rows.length > 0;
}

export async function markUnsubscribed(id: number): Promise<void> {
  const db = await getDb();
  await db.update(subs).set({ status: "unsubscribed", unsubscribedAt: sql`now()` }).where(and(eq(subs.id, id), ne(subs.status, "unsubscribed")));
}

/** Whether a pending row's confirmation link has run out (counted from the last confirmation mail). */
export function confirmationExpired(row: Subscriber, now = new Date()): boolean {
  const sent = row.confirmationSentAt ?? row.createdAt;
  return now.getTime() - sent.getTime() > CONFIRM_LINK_DAYS * 86_400_000;
}

/**
 * Unconfirmed addresses are not kept: a pending row goes a day after its link
 * expired (served by the partial index on pending rows). Unsubscribed rows stay,
 * as the record that this address asked for no more mail.
 */
export async function purgeUnconfirmed(): Promise<number> {
  const db = await getDb();
  const gone = await db
    .delete(subs)
    .where(and(sql`${subs.status} = 'pending'`, lt(subs.confirmationSentAt, sql`now() - make_interval(days => ${CONFIRM_LINK_DAYS + 1})`)))
    .returning({ id: subs.id });
  return gone.length;
}
