import "server-only";
import { and, count, eq, gt, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { loginAttempts, users } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { limitClient } from "./client-limits";
import { verifyPassword } from "./password";
import { findUserByEmail, publicUser, recordLoginAttempt, type PublicUser, type UserRow } from "./users";

export const MAX_FAILED_SIGN_INS = 10;
export const LOCK_MINUTES = 15;
export const WRONG_CREDENTIALS = "Invalid email or password.";
export const ACCOUNT_LOCKED = "Too many failed sign-ins. Your account is locked for 15 minutes.";

export const lockedError = () => new AppError("LOCKED", ACCOUNT_LOCKED, { retryAfter: LOCK_MINUTES * 60 });

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
  if (await isLocked(email, user)) {
    await recordLoginAttempt({ email, userId: user?.id ?? null, method: "password-locked", success: false });
    throw lockedError();
  }

  const ok = await verifyPassword(password, user?.passwordHash);
  await recordLoginAttempt({ email, userId: user?.id ?? null, method: "password", success: ok && Boolean(user) });

  if (!user) {
    if (await unknownAddressFailures(email) >= MAX_FAILED_SIGN_INS) throw lockedError();
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

async function isLocked(email: string, user: UserRow | undefined): Promise<boolean> {
  if (!user) return (await unknownAddressFailures(email)) >= MAX_FAILED_SIGN_INS;
  return accountLocked(user.id);
}

async function accountLocked(userId: number): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ locked: sql<boolean>`coalesce(${users.lockedUntil} > now(), false)` })
    .from(users)
    .where(eq(users.id, userId));
  return Boolean(row?.locked);
}

/** For other password checks of a signed-in user (change-password): refuses while the account is locked. */
export async function assertNotLocked(userId: number): Promise<void> {
  if (await accountLocked(userId)) throw lockedError();
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

/** Unknown addresses have no row to count on: their recent failures stand in for the counter. */
async function unknownAddressFailures(email: string): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.email, email),
        eq(loginAttempts.method, "password"),
        eq(loginAttempts.success, false),
        gt(loginAttempts.createdAt, sql`now() - make_interval(mins => ${LOCK_MINUTES})`),
      ),
    );
  return row?.n ?? 0;
}
