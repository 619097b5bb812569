import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { passwordResetTokens, users } from "@/db/schema";
import { AppError, badRequest, fieldProblem } from "@/lib/errors";
import { resetMail } from "@/lib/mail/templates";
import { sendMail } from "@/lib/mail/send";
import { hitRateLimit } from "@/lib/rate-limit";
import type { Actor } from "./actor";
import { requireUser } from "./actor";
import { afterResponse } from "@/lib/server/after-response";
import { limitClient } from "./client-limits";
import { hashPassword, verifyPassword } from "./password";
import { assertNotLocked, countFailure, lockedError } from "./password-sign-in";
import { revokeUserSessions } from "./session-store";
import { findUserByEmail, findUserById } from "./users";

export const RESET_TTL_MINUTES = 30;
export const RESET_REQUESTED = "If an account exists for that address, we have sent a link to reset the password.";
export const RESET_LINK_INVALID = "This reset link is invalid, used or expired, or a newer one was sent. Use the newest e-mail, or ask for a new link.";
export const PASSWORD_CHANGED = "Password changed.";
/** Reset mails per address per hour: enough for a real user, too few to flood a mailbox. */
const RESET_MAILS_PER_HOUR = 5;

const sha256 = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Sends a single-use reset link (32 random bytes; only their SHA-256 is stored)
 * valid for 30 minutes; the links mailed before it stop working. The answer is the same, in the same time, whether or not
 * the address has an account: everything that depends on the address (lookup,
 * per-address cap, token, mail) runs after the response is sent. Past the hourly
 * cap mails are silently not sent.
 */
export async function requestPasswordReset(email: string, ip?: string): Promise<{ message: string }> {
  await limitClient("reset", ip);
  afterResponse(() => mailResetLink(email));
  return { message: RESET_REQUESTED };
}

async function mailResetLink(email: string): Promise<void> {
  const user = await findUserByEmail(email);
  const { allowed } = await hitRateLimit(`password-reset:${email}`, RESET_MAILS_PER_HOUR, 3600);
  if (!user || !allowed) return;
  const token = randomBytes(32).toString("base64url");
  const db = await getDb();
  // Only the newest link works, as only the newest one-time code does: a link mailed earlier stops here.
  await db.transaction(async (tx) => {
    await voidResetLinks(user.id, tx as unknown as Db);
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: sql`now() + make_interval(mins => ${RESET_TTL_MINUTES})`,
    });
  });
  await sendMail(resetMail(email, token));
}

/**
 * Every unused reset link of a user stops working. A link is as good as the password: after the
 * password is set (by a link or by the user) or the user signs out everywhere, a link mailed
 * earlier — perhaps to someone who had the mailbox or the session for a while — must not set it again.
 */
export async function voidResetLinks(userId: number, db?: Db): Promise<void> {
  await (db ?? (await getDb()))
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/** The condition of a link that can still be used: its token, not used, not expired. */
const usableToken = (token: string) =>
  and(eq(passwordResetTokens.tokenHash, sha256(token.trim())), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, sql`now()`));

/** Whether a reset link can still be used (the page says so before showing the form); nothing is changed. */
export async function isResetLinkUsable(token: string): Promise<boolean> {
  const db = await getDb();
  const [found] = await db.select({ id: passwordResetTokens.id }).from(passwordResetTokens).where(usableToken(token)).limit(1);
  return Boolean(found);
}

/**
 * Sets a new password from a reset link. The token is used up in one UPDATE …
 * WHERE used_at IS NULL RETURNING, so it works exactly once; the user's other
 * links stop working too. A reset also lifts a sign-in lockout and, since the
 * link arrived by mail, marks the address verified.
 */
export async function resetPasswordWithToken(token: string, password: string): Promise<{ message: string }> {
  const db = await getDb();
  const usable = usableToken(token);
  // Look before hashing, so made-up tokens cost no (deliberately expensive) hash; the UPDATE below decides.
  if (!(await isResetLinkUsable(token))) throw badRequest(RESET_LINK_INVALID);
  const passwordHash = await hashPassword(password);
  const userId = await db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(usable)
      .returning({ userId: passwordResetTokens.userId });
    if (!used) throw badRequest(RESET_LINK_INVALID);
    await voidResetLinks(used.userId, tx as unknown as Db);
    await tx
      .update(users)
      .set({
        passwordHash,
        failedLoginCount: 0,
        lockedUntil: null,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
      })
      .where(eq(users.id, used.userId));
    return used.userId;
  });
  // Whoever knew the old password is signed out everywhere.
  await revokeUserSessions(userId);
  return { message: PASSWORD_CHANGED };
}

/** A signed-in user changes the password by giving the current one. */
export async function changePassword(
  actor: Actor | null,
  currentPassword: string,
  password: string,
): Promise<{ message: string }> {
  const me = requireUser(actor);
  const user = await findUserById(me.id);
  if (!user) throw new AppError("UNAUTHENTICATED", "Please sign in first.");
  if (!user.passwordHash) {
    throw badRequest("Your account has no password yet. Use “Forgot password” to set one.");
  }
  // The current password is a password check like sign-in: the same lockout counts its failures.
  await assertNotLocked(user.id);
  if (!(await verifyPassword(currentPassword, user.passwordHash))) {
    if (await countFailure(user.id)) throw lockedError();
    throw fieldProblem("currentPassword", "The current password is not correct.");
  }
  const db = await getDb();
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password), failedLoginCount: 0, lockedUntil: null })
    .where(eq(users.id, user.id));
  // Every other session and every reset link mailed before ends; the session that changed the password stays signed in.
  await voidResetLinks(user.id, db);
  await revokeUserSessions(user.id, me.sessionId);
  return { message: PASSWORD_CHANGED };
}
