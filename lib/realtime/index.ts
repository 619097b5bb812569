import "server-only";

/**
 * The realtime interface the domain uses (ARCHITECTURE.md "Realtime"). This file
 * fixes the shape only; the transports (SSE over LISTEN/NOTIFY, Pusher) land on the
 * `realtime` branch, which replaces the body of `publish`.
 *
 * Channels: "global" (the global chat room; anyone may listen), `conversation:<id>`
 * (its two participants), `user:<id>` (that user: new conversations, unread counts).
 */
export type RealtimeEvent = { type: string; data: unknown };

export const channel = {
  global: "global",
  conversation: (id: number) => `conversation:${id}`,
  user: (id: number) => `user:${id}`,
} as const;

/** Call after the commit that stored what the event announces. */
export async function publish(channelName: string, event: RealtimeEvent): Promise<void> {
  void channelName;
  void event;
}
