import { inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { jobIndexRemovals, loginAttempts, oneTimeCodes, passwordResetTokens, rateLimits, sessions } from "@/db/schema";
import { purgeExpired } from "@/lib/maintenance/purge";
import { createUser, uniqueEmail } from "../helpers/auth-data";

const ago = (interval: string) => sql`now() - ${interval}::interval`;
const ahead = (interval: string) => sql`now() + ${interval}::interval`;

describe("purgeExpired", () => {
  it("deletes old codes, links, attempts, limit windows and ended sessions, and keeps what is still in use", async () => {
    const db = await getDb();
    const user = await createUser({ email: uniqueEmail("purge") });
    const email = user.email;
    const codes = await db
      .insert(oneTimeCodes)
      .values([
        { email, purpose: "login", codeHash: "old", expiresAt: ago("2 days") },
        { email, purpose: "login", codeHash: "fresh", expiresAt: ahead("5 minutes") },
      ])
      .returning({ id: oneTimeCodes.id, codeHash: oneTimeCodes.codeHash });
    const links = await db
      .insert(passwordResetTokens)
      .values([
        { userId: user.id, tokenHash: `old-${email}`, expiresAt: ago("2 days") },
        { userId: user.id, tokenHash: `fresh-${email}`, expiresAt: ahead("20 minutes") },
      ])
      .returning({ id: passwordResetTokens.id, tokenHash: passwordResetTokens.tokenHash });
    const attempts = await db
      .insert(loginAttempts)
      .values([
        { email, method: "password", success: false, createdAt: sql`now() - interval '31 days'` },
        { email, method: "password", success: false },
      ])
      .returning({ id: loginAttempts.id });
    await db.insert(rateLimits).values([
      { key: `purge-old:${email}`, windowStart: sql`now() - interval '2 days'`, count: 3 },
      { key: `purge-fresh:${email}`, windowStart: sql`now()`, count: 1 },
    ]);
    await db.insert(sessions).values([
      { id: `expired-${email}`, userId: user.id, expiresAt: ago("1 minute") },
      { id: `idle-${email}`, userId: user.id, expiresAt: ahead("20 days"), lastSeenAt: sql`now() - interval '8 days'` },
      { id: `live-${email}`, userId: user.id, expiresAt: ahead("20 days") },
    ]);

    // Deleted jobs' rows for the open-jobs index: ids no job has (identity ids are never reused).
    await db.insert(jobIndexRemovals).values([
      { jobId: -7_000_001, removedAt: ago("2 days") },
      { jobId: -7_000_002 },
    ]);

    const purged = await purgeExpired();
    expect(purged.sessions).toBeGreaterThanOrEqual(2);

    expect((await (db.select().from(oneTimeCodes).where(inArray(oneTimeCodes.id, codes.map((c) => c.id))))).map((c) => c.codeHash)).toEqual(["fresh"]);
    expect(
      (await db.select().from(passwordResetTokens).where(inArray(passwordResetTokens.id, links.map((l) => l.id)))).map((l) => l.tokenHash),
    ).toEqual([`fresh-${email}`]);
    expect(await db.select().from(loginAttempts).where(inArray(loginAttempts.id, attempts.map((a) => a.id)))).toHaveLength(1);
    expect((await db.select().from(rateLimits).where(inArray(rateLimits.key, [`purge-old:${email}`, `purge-fresh:${email}`]))).map((r) => r.key)).toEqual([
      `purge-fresh:${email}`,
    ]);
    expect(
      (await db.select().from(sessions).where(inArray(sessions.id, [`expired-${email}`, `idle-${email}`, `live-${email}`]))).map((s) => s.id),
    ).toEqual([`live-${email}`]);
    expect((await db.select().from(jobIndexRemovals).where(inArray(jobIndexRemovals.jobId, [-7_000_001, -7_000_002]))).map((r) => r.jobId)).toEqual([-7_000_002]);
  });
});
