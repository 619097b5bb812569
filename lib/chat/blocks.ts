import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { chatBlocks, users } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { badRequest, notFound } from "@/lib/errors";
import { requireChatter } from "./access";

/**
 * Blocking: no new messages either way. The blocker is told plainly when they try
 * to write; the blocked user is not told at all — their messages look sent to them
 * and are withheld from the blocker (lib/chat/send.ts). Unblocking does not reveal
 * what was withheld meanwhile.
 */
export type BlockAnswer = { message: string; userId: number; blocked: boolean };

/** The other user a block names: never oneself (400), and someone who exists (404 as for any unknown object). */
async function otherUser(actor: Actor | null, userId: number, verb: "block" | "unblock") {
  const me = requireChatter(actor);
  if (userId === me.id) throw badRequest(`You cannot ${verb} yourself.`);
  const db = await getDb();
  const [other] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!other) throw notFound("User not found");
  return { db, me, other };
}

export async function blockUser(actor: Actor | null, input: { userId: number }): Promise<BlockAnswer> {
  const { db, me, other } = await otherUser(actor, input.userId, "block");
  await db.insert(chatBlocks).values({ blockerId: me.id, blockedId: other.id }).onConflictDoNothing();
  return { message: "User blocked", userId: other.id, blocked: true };
}

/** Unblocking someone not blocked is harmless (200), like blocking twice. */
export async function unblockUser(actor: Actor | null, input: { userId: number }): Promise<BlockAnswer> {
  const { db, me, other } = await otherUser(actor, input.userId, "unblock");
  await db.delete(chatBlocks).where(and(eq(chatBlocks.blockerId, me.id), eq(chatBlocks.blockedId, other.id)));
  return { message: "User unblocked", userId: other.id, blocked: false };
}
