import "server-only";
import { appendEvent, type LoggedEvent } from "./log";
import { channel, SESSION_ENDED_EVENT } from "./channels";
import { endPusherConnections, pusherEnabled, triggerOnPusher } from "./pusher-server";

/**
 * The realtime interface the domain uses (ARCHITECTURE.md "Realtime", README
 * "Realtime"). `publish` logs the event (table realtime_events, whose id is the
 * event's id), NOTIFYs every instance (SSE streams, lib/realtime/hub.ts) and,
 * with Pusher settings, triggers it on Pusher. Clients that were away read the
 * log by their last id, so a reconnect loses nothing.
 *
 * Channels: "global" (the global chat room; anyone may listen), `conversation:<id>`
 * (its two participants), `user:<id>` (that user: new conversations, unread counts).
 */
export type RealtimeEvent = { type: string; data: unknown };
export type { LoggedEvent };

export { channel };
export { subscribe } from "./hub";
export { closeAllStreams } from "./sse";
/** The log's newest id: a page that renders data it keeps current reads it before its queries (LiveApplications' `since`). */
export { latestEventId } from "./log";

/**
 * Call after the commit that stored what the event announces. Never throws: the
 * stored data is the truth and a failed notification is logged (clients see the
 * data on their next load); returns the logged event, or null if logging failed.
 */
export async function publish(channelName: string, event: RealtimeEvent): Promise<LoggedEvent | null> {
  let logged: LoggedEvent;
  try {
    logged = await appendEvent(channelName, event.type, event.data);
  } catch (error) {
    console.error(`[realtime] publish to ${channelName} failed`, error);
    return null;
  }
  if (pusherEnabled()) {
    // Pusher clients that miss it catch up from the log when they reconnect.
    await triggerOnPusher(logged).catch((error: unknown) => console.error(`[realtime] Pusher trigger on ${channelName} failed`, error));
  }
  return logged;
}

/**
 * Sessions of the user ended (sign-out, sign-out everywhere, a password change or reset). Open SSE
 * streams hear `session-ended` on the user's channel and check their session at once
 * (lib/realtime/sse.ts); with Pusher, every socket signed in as the user is ended too, since Pusher
 * keeps a subscribed private channel for as long as the socket stays open. Never throws.
 */
export async function announceSessionsEnded(userId: number): Promise<void> {
  await publish(channel.user(userId), { type: SESSION_ENDED_EVENT, data: null });
  if (pusherEnabled()) {
    await endPusherConnections(userId).catch((error: unknown) => console.error(`[realtime] ending user ${userId}'s Pusher connections failed`, error));
  }
}
