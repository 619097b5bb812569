import { randomUUID } from "node:crypto";
import { getDb } from "@/db/client";
import { users, type UserType } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { mintSessionToken } from "@/lib/auth/session";

export type TestActor = Actor & {
  token: string;
  /** A new session of this user: for calls that may end sessions (sign-out everywhere, choosing a type). */
  newToken: () => Promise<string>;
};

/** A fresh user of the given type (unique e-mail, so tests share a database safely), signed in once. */
export async function makeActor(userType: UserType | null, name = "Test user"): Promise<TestActor> {
  const db = await getDb();
  const email = `${(userType ?? "none").toLowerCase()}-${randomUUID()}@test.local`;
  const [row] = await db.insert(users).values({ email, name, userType, emailVerifiedAt: new Date() }).returning();
  const actor: Actor = { id: row!.id, email, name, userType };
  return { ...actor, token: await mintSessionToken(actor), newToken: () => mintSessionToken(actor) };
}
