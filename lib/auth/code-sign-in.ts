import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { AppError, isAppError } from "@/lib/errors";
import { INVALID_CODE, consumeCode } from "./one-time-code";
import { findUserByEmail, publicUser, recordLoginAttempt, type PublicUser } from "./users";

/**
 * Passwordless sign-in with a code from sendCode(email, "login"). The code proves
 * the mailbox, so it also marks the address verified. A password lockout does
 * not block it: the lock guards against password guessing, and a code is not one.
 */
export async function signInWithCode(email: string, code: string): Promise<PublicUser> {
  const user = await findUserByEmail(email);
  try {
    await consumeCode(email, "login", code);
  } catch (error) {
    if (isAppError(error)) await recordLoginAttempt({ email, userId: user?.id ?? null, method: "email-code", success: false });
    throw error;
  }
  // A code row exists for unknown addresses too, but its code was never sent.
  if (!user) throw new AppError("BAD_REQUEST", INVALID_CODE);
  await recordLoginAttempt({ email, userId: user.id, method: "email-code", success: true });
  if (!user.emailVerifiedAt) {
    const db = await getDb();
    await db.update(users).set({ emailVerifiedAt: new Date() }).where(and(eq(users.id, user.id), isNull(users.emailVerifiedAt)));
  }
  return publicUser(user);
}
