import "server-only";
import { latestEventId } from "./log";
import type { RealtimeConfigAnswer } from "./outputs";
import { pusherEnabled, pusherPublicConfig } from "./pusher-server";

/**
 * What the browser needs to pick its transport (GET /api/realtime/config), plus
 * the newest event id: a client starts from there, so an event published between
 * loading a screen and connecting is replayed rather than missed.
 */
export async function publicRealtimeConfig(): Promise<RealtimeConfigAnswer> {
  const lastEventId = await latestEventId();
  return pusherEnabled() ? { transport: "pusher", lastEventId, pusher: pusherPublicConfig() } : { transport: "sse", lastEventId };
}
