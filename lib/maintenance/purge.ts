import "server-only";
import { lt, or, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { jobIndexRemovals, loginAttempts, oneTimeCodes, passwordResetTokens, rateLimits, sessions } from "@/db/schema";
import { SESSION_IDLE_SECONDS } from "@/lib/auth/session-store";
import { pruneEvents } from "@/lib/realtime/log";

/** How long expired rows stay for a security review before they go. */
const KEEP_EXPIRED = sql`now() - interval '1 day'`;
/** Sign-in attempts are kept a month (abuse review); the lockout reads only the last 15 minutes. */
const KEEP_ATTEMPTS = sql`now() - interval '30 days'`;

/**
 * Deletes what nothing reads any more: used or expired one-time codes and reset
 * links, old sign-in attempts, rate-limit windows that ended (the longest is an
 * hour) and ended sessions. One DELETE per table, each served by an index on
 * the column it filters. Safe to run from every instance at once.
 */
export async function purgeExpired(): Promise<Record<string, number>> {
  const db = await getDb();
  const count = async (rows: Promise<unknown[]>) => (await rows).length;
  return {
    oneTimeCodes: await count(db.delete(oneTimeCodes).where(lt(oneTimeCodes.expiresAt, KEEP_EXPIRED)).returning({ id: oneTimeCodes.id })),
    passwordResetTokens: await count(
      db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, KEEP_EXPIRED)).returning({ id: passwordResetTokens.id }),
    ),
    loginAttempts: await count(db.delete(loginAttempts).where(lt(loginAttempts.createdAt, KEEP_ATTEMPTS)).returning({ id: loginAttempts.id })),
    rateLimits: await count(db.delete(rateLimits).where(lt(rateLimits.windowStart, KEEP_EXPIRED)).returning({ key: rateLimits.key })),
    sessions: await count(
      db
        .delete(sessions)
        .where(or(lt(sessions.expiresAt, sql`now()`), lt(sessions.lastSeenAt, sql`now() - make_interval(secs => ${SESSION_IDLE_SECONDS})`)))
        .returning({ id: sessions.id }),
    ),
    // Realtime events a day old: reconnecting clients replay minutes, not days.
    realtimeEvents: await pruneEvents(),
    // Deleted jobs a day old: every open-jobs index has looked since (lib/jobs/open-index/feed.ts, each search).
    jobIndexRemovals: await count(db.delete(jobIndexRemovals).where(lt(jobIndexRemovals.removedAt, KEEP_EXPIRED)).returning({ id: jobIndexRemovals.jobId })),
  };
}

export const PURGE_EVERY_MS = 15 * 60 * 1000;

/** Runs the purge (and retries candidates' decision mails that did not go out, and drops newsletter addresses never confirmed) now and every 15 minutes in this process (the timer never keeps the process alive). */
export function schedulePurge(): void {
  const run = async () => {
    await purgeExpired().catch((error: unknown) => console.error("[purge] failed", error));
    const { retryDecisionMails } = await import("@/lib/applications/decisions");
    await retryDecisionMails().catch((error: unknown) => console.error("[decisions] retry failed", error));
    const { purgeUnconfirmed } = await import("@/lib/newsletter/store");
    await purgeUnconfirmed().catch((error: unknown) => console.error("[newsletter] purge failed", error));
  };
  void run();
  setInterval(run, PURGE_EVERY_MS).unref();
}
