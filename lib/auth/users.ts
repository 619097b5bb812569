import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { loginAttempts, users, type UserType } from "@/db/schema";
import type { SessionClaims } from "./session";

export type UserRow = typeof users.$inferSelect;

/** What the API and the session show of a user. */
export type PublicUser = { id: number; email: string; name: string; userType: UserType | null };

export function publicUser(row: Pick<UserRow, "id" | "email" | "name" | "userType">): PublicUser {
  return { id: row.id, email: row.email, name: row.name, userType: row.userType };
}

export const toClaims = (row: UserRow | PublicUser): SessionClaims => publicUser(row);

export async function findUserByEmail(email: string): Promise<UserRow | undefined> {
  const db = await getDb();
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(id: number): Promise<UserRow | undefined> {
  const db = await getDb();
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export type SignInMethod = "password" | "email-code" | "linkedin";

/** Every sign-in attempt is kept (security review, abuse detection). */
export async function recordLoginAttempt(attempt: {
  email: string;
  userId: number | null;
  method: SignInMethod | "password-locked";
  success: boolean;
}): Promise<void> {
  const db = await getDb();
  await db.insert(loginAttempts).values(attempt);
}

/** The name shown until the user sets one: the part of the address before the @. */
export const defaultName = (email: string) => email.split("@")[0] ?? email;
