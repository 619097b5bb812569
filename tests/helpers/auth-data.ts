import { randomUUID } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { mailOutbox, oneTimeCodes, users, type UserType } from "@/db/schema";
import { hashPassword } from "@/lib/auth/password";
import { settleAfterResponse } from "@/lib/server/after-response";

/** Unique per call: the Postgres run shares one database between test files and runs. */
export const uniqueEmail = (label = "user") => `${label}-${randomUUID().slice(0, 12)}@example.test`;

export const GOOD_PASSWORD = "violet-harbour-engine-42";

export async function createUser(options: { email?: string; password?: string | null; userType?: UserType | null; name?: string } = {}) {
  const db = await getDb();
  const email = options.email ?? uniqueEmail();
  const password = options.password === undefined ? GOOD_PASSWORD : options.password;
  const [row] = await db
    .insert(users)
    .values({
      email,
      passwordHash: password === null ? null : await hashPassword(password),
      userType: options.userType === undefined ? "CANDIDATE" : options.userType,
      name: options.name ?? "Test User",
      emailVerifiedAt: new Date(),
    })
    .returning();
  if (!row) throw new Error("user not created");
  return row;
}

export async function userByEmail(email: string) {
  const db = await getDb();
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

/** The mails sent to an address, newest first — after any mail still being sent past its response. */
export async function mailsTo(email: string) {
  await settleAfterResponse();
  const db = await getDb();
  return db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id));
}

/** The code in the newest mail to an address (the same text the e2e tests read from the log). */
export async function lastCodeFor(email: string): Promise<string> {
  const [mail] = await mailsTo(email);
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

export async function lastResetTokenFor(email: string): Promise<string> {
  const [mail] = await mailsTo(email);
  const token = mail?.text.match(/passwordChange\?token=([A-Za-z0-9_%-]+)/)?.[1];
  if (!token) throw new Error(`no reset link mailed to ${email}`);
  return decodeURIComponent(token);
}

/** Moves an address's codes back in time, as if `seconds` had passed (the server uses the database clock). */
export async function ageCodes(email: string, seconds: number) {
  const db = await getDb();
  await db
    .update(oneTimeCodes)
    .set({
      createdAt: sql`${oneTimeCodes.createdAt} - make_interval(secs => ${seconds})`,
      expiresAt: sql`${oneTimeCodes.expiresAt} - make_interval(secs => ${seconds})`,
    })
    .where(eq(oneTimeCodes.email, email));
}

export async function codesFor(email: string, purpose: "register" | "login") {
  const db = await getDb();
  return db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.email, email), eq(oneTimeCodes.purpose, purpose)))
    .orderBy(desc(oneTimeCodes.id));
}
