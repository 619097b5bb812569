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

export async function blockUser(actor: Actor | null, input: { userId: number }): Promise<BlockAnswer> {
  const me = requireChatter(actor);
  if (input.userId === me.id) throw badRequest("You cannot block yourself.");
  const db = await getDb();
  const [other] = await db.select({ id: users.id }).from(users).where(eq(users.id, input.userId));
  if (!other) throw notFound("User not found");
  await db.insert(chatBlocks).values({ blockerId: me.id, blockedId: other.id }).onConflictDoNothing();
  return { message: "User blocked", userId: other.id, blocked: true };
}

export async function unblockUser(actor: Actor | null, input: { userId: number }): Promise<BlockAnswer> {
  const me = requireChatter(actor);
  const db = await getDb();
  await db.delete(chatBlocks).where(and(eq(chatBlocks.blockerId, me.id), eq(chatBlocks.blockedId, input.userId)));
  return { message: "User unblocked", userId: input.userId, blocked: false };
}
