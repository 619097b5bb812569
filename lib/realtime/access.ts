import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { isParticipant } from "@/lib/chat/access";
import { notFound } from "@/lib/errors";
import { parseChannel } from "./channels";

/**
 * Who may read a channel, for every transport: "global" anyone (guests too),
 * `user:<id>` that user, `conversation:<id>` its two participants. A channel the
 * caller may not read does not exist for them (404, no hint).
 * Who is in a conversation is the chat's rule (lib/chat/access.ts).
 */
export async function canReadChannel(actor: Actor | null, name: string): Promise<boolean> {
  const parsed = parseChannel(name);
  if (!parsed) return false;
  if (parsed.kind === "global") return true;
  if (!actor) return false;
  if (parsed.kind === "user") return parsed.id === actor.id;
  return isParticipant(actor.id, parsed.id);
}

export async function assertCanRead(actor: Actor | null, channels: readonly string[]): Promise<void> {
  for (const name of channels) {
    if (!(await canReadChannel(actor, name))) throw notFound(`No channel ${name}`);
  }
}
