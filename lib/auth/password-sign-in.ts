import "server-only";
import { and, count, eq, gt, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import { loginAttempts, users } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { limitClient } from "./client-limits";
import { verifyPassword } from "./password";
import { findUserByEmail, publicUser, recordLoginAttempt, type PublicUser, type UserRow } from "./users";

export const MAX_FAILED_SIGN_INS = 10;
export const LOCK_MINUTES = 15;
export const WRONG_CREDENTIALS = "Invalid email or password.";
/** What a locked account is told: the time left, in whole minutes rounded up (15 when the lock begins). */
export const accountLockedMessage = (seconds: number): string => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many failed sign-ins. Your account is locked for ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
};
export const ACCOUNT_LOCKED = accountLockedMessage(LOCK_MINUTES * 60);

/** The 423 of a locked account; `seconds` left of the lock (also the Retry-After), a whole lock by default. */
export const lockedError = (seconds = LOCK_MINUTES * 60) =>
  new AppError("LOCKED", accountLockedMessage(seconds), { retryAfter: Math.max(1, Math.ceil(seconds)) });

/**
 * Password sign-in with a lockout: after 10 consecutive failures the account is
 * locked for 15 minutes (the 10th failure already answers "locked"). The counter
 * lives on the users row and changes in one UPDATE, so it holds across instances
 * and concurrent requests. Unknown addresses spend the same scrypt work and get
 * the same answers (their failures are counted from login_attempts), so neither
 * timing nor the lockout tells which addresses have accounts.
 */
export async function signInWithPassword(email: string, password: string, ip?: string): Promise<PublicUser> {
  await limitClient("login", ip);
  const user = await findUserByEmail(email);
  const lockedFor = await lockSecondsLeft(email, user);
  if (lockedFor > 0) {
    await recordLoginAttempt({ email, userId: user?.id ?? null, method: "password-locked", success: false });
    throw lockedError(lockedFor);
  }

  const ok = await verifyPassword(password, user?.passwordHash);
  await recordLoginAttempt({ email, userId: user?.id ?? null, method: "password", success: ok && Boolean(user) });

  if (!user) {
    if ((await unknownAddressFailures(email)).count >= MAX_FAILED_SIGN_INS) throw lockedError();
    throw new AppError("UNAUTHENTICATED", WRONG_CREDENTIALS);
  }
  if (!ok) {
    const lockedNow = await countFailure(user.id);
    if (lockedNow) throw lockedError();
    throw new AppError("UNAUTHENTICATED", WRONG_CREDENTIALS);
  }
  const db = await getDb();
  await db.update(users).set({ failedLoginCount: 0, lockedUntil: null }).where(eq(users.id, user.id));
  return publicUser(user);
}

/** Seconds left of the lock on this sign-in (0: not locked). */
async function lockSecondsLeft(email: string, user: UserRow | undefined): Promise<number> {
  if (user) return accountLockSecondsLeft(user.id);
  const failures = await unknownAddressFailures(email);
  return failures.count >= MAX_FAILED_SIGN_INS ? failures.secondsLeft : 0;
}

const secondsUntil = (at: SQL) => sql<number>`greatest(0, ceil(extract(epoch from (${at} - now()))))::int`;

async function accountLockSecondsLeft(userId: number): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ left: secondsUntil(sql`coalesce(${users.lockedUntil}, now())`) })
    .from(users)
    .where(eq(users.id, userId));
  return row?.left ?? 0;
}

/** For other password checks of a signed-in user (change-password): refuses while the account is locked. */
export async function assertNotLocked(userId: number): Promise<void> {
  const left = await accountLockSecondsLeft(userId);
  if (left > 0) throw lockedError(left);
}

/**
 * One atomic step of the consecutive-failure counter. A lock that has run out
 * starts the count again at 1; reaching the limit sets locked_until.
 * Returns whether this failure locked the account.
 */
export async function countFailure(userId: number): Promise<boolean> {
  const db = await getDb();
  const lockExpired = sql`(${users.lockedUntil} is not null and ${users.lockedUntil} <= now())`;
  const next = sql`(case when ${lockExpired} then 1 else ${users.failedLoginCount} + 1 end)`;
  const [row] = await db
    .update(users)
    .set({
      failedLoginCount: next,
      lockedUntil: sql`case when ${next} >= ${MAX_FAILED_SIGN_INS} then now() + make_interval(mins => ${LOCK_MINUTES})
        when ${lockExpired} then null else ${users.lockedUntil} end`,
    })
    .where(eq(users.id, userId))
    .returning({ count: users.failedLoginCount });
  return (row?.count ?? 0) >= MAX_FAILED_SIGN_INS;
}

/**
 * Unknown addresses have no row to count on: their failed password sign-ins of the last 15 minutes stand in
 * for the counter, and the time a lock has left is told like an account's locked at its last counted failure
 * (locked_until = that failure + 15 minutes), so the answer does not say whether the address has an account.
 */
async function unknownAddressFailures(email: string): Promise<{ count: number; secondsLeft: number }> {
  const db = await getDb();
  const [row] = await db
    .select({ count: count(), secondsLeft: secondsUntil(sql`max(${loginAttempts.createdAt}) + make_interval(mins => ${LOCK_MINUTES})`) })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.email, email),
        eq(loginAttempts.method, "password"),
        eq(loginAttempts.success, false),
        gt(loginAttempts.createdAt, sql`now() - make_interval(mins => ${LOCK_MINUTES})`),
      ),
    );
  return { count: row?.count ?? 0, secondsLeft: row?.secondsLeft ?? 0 };
}
