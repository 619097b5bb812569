import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, gt, ne, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { preparedPerDb } from "@/db/compiled";
import { sessions, users } from "@/db/schema";
import { announceSessionsEnded } from "@/lib/realtime";
import type { Actor } from "./actor";

/**
 * Server-side sessions: the cookie names a row here, and the row must exist for
 * the cookie to mean anything. Lifetime: a rolling 7-day idle window inside a
 * 30-day absolute one (a user active every week signs in again once a month).
 */
export const SESSION_IDLE_SECONDS = 7 * 24 * 60 * 60;
export const SESSION_ABSOLUTE_SECONDS = 30 * 24 * 60 * 60;
/** lastSeenAt moves at most this often, so a busy session costs one write an hour, not one per request. */
const TOUCH_EVERY_SECONDS = 60 * 60;

const idleCutoff = sql`now() - make_interval(secs => ${SESSION_IDLE_SECONDS})`;

export async function createSession(userId: number): Promise<string> {
  const id = randomBytes(32).toString("base64url");
  const db = await getDb();
  await db.insert(sessions).values({ id, userId, expiresAt: sql`now() + make_interval(secs => ${SESSION_ABSOLUTE_SECONDS})` });
  return id;
}

/**
 * The actor of a live session: one primary-key read joined with the user, so a
 * name or account-type change shows at once and a deleted user has no session.
 * It runs on every signed-in request, so it is a named prepared statement: the
 * SQL is built once per process and Postgres parses and plans it once per
 * connection (README "Signed-in calls").
 */
export async function sessionActor(sessionId: string): Promise<Actor | null> {
  const db = await getDb();
  const [row] = await sessionActorQuery(db).execute({ sessionId });
  if (!row) return null;
  if (row.stale) await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.id, sessionId));
  return { id: row.id, email: row.email, name: row.name, userType: row.userType, sessionId };
}

const sessionActorQuery = preparedPerDb((db) =>
  db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      userType: users.userType,
      stale: sql<boolean>`${sessions.lastSeenAt} < now() - make_interval(secs => ${TOUCH_EVERY_SECONDS})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder("sessionId")), gt(sessions.expiresAt, sql`now()`), gt(sessions.lastSeenAt, idleCutoff)))
    .limit(1)
    .prepare("session_actor"),
);

/**
 * Whether a session is still live, for an open event stream asking now and then:
 * unlike `sessionActor` it is not activity (an open tab does not keep an idle session alive).
 */
export async function sessionStands(sessionId: string, userId: number): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`), gt(sessions.lastSeenAt, idleCutoff)))
    .limit(1);
  return Boolean(row);
}

export async function revokeSession(sessionId: string): Promise<void> {
  const db = await getDb();
  const [ended] = await db.delete(sessions).where(eq(sessions.id, sessionId)).returning({ userId: sessions.userId });
  if (ended) await announceSessionsEnded(ended.userId);
}

/** Ends every session of a user, or all but `except` (the one that asked). Returns how many ended. */
export async function revokeUserSessions(userId: number, except?: string): Promise<number> {
  const db = await getDb();
  const ended = await db
    .delete(sessions)
    .where(except ? and(eq(sessions.userId, userId), ne(sessions.id, except)) : eq(sessions.userId, userId))
    .returning({ id: sessions.id });
  if (ended.length) await announceSessionsEnded(userId);
  return ended.length;
}
