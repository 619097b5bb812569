import "server-only";
import { and, eq, or } from "drizzle-orm";
import { getDb } from "@/db/client";
import { conversations } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { notFound } from "@/lib/errors";
import { parseChannel } from "./channels";

/**
 * Who may read a channel, for every transport: "global" anyone (guests too),
 * `user:<id>` that user, `conversation:<id>` its two participants. A channel the
 * caller may not read does not exist for them (404, no hint).
 * (A small participant check of its own; lib/chat's visibility may take it over.)
 */
export async function canReadChannel(actor: Actor | null, name: string): Promise<boolean> {
  const parsed = parseChannel(name);
  if (!parsed) return false;
  if (parsed.kind === "global") return true;
  if (!actor) return false;
  if (parsed.kind === "user") return parsed.id === actor.id;
  const db = await getDb();
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.id, parsed.id), or(eq(conversations.userAId, actor.id), eq(conversations.userBId, actor.id))))
    .limit(1);
  return row !== undefined;
}

export async function assertCanRead(actor: Actor | null, channels: readonly string[]): Promise<void> {
  for (const name of channels) {
    if (!(await canReadChannel(actor, name))) throw notFound(`No channel ${name}`);
  }
}
