import { z } from "zod";
import { endpoint, type Endpoint } from "@/lib/api/endpoint";
import { AppError, conflict, notFound, unauthenticated } from "@/lib/errors";
import { assertCanRead } from "./access";
import type { Actor } from "@/lib/auth/actor";
import { sessionStands } from "@/lib/auth/session-store";
import { channel, fromPusherChannel } from "./channels";
import { publicRealtimeConfig } from "./config";
import { readSince, REPLAY_PAGE } from "./log";
import { configOutput, pusherAuthOutput, pusherUserAuthOutput, replayOutput } from "./outputs";
import { authenticatePusherUser, authorizePusherChannel, pusherEnabled } from "./pusher-server";
import { isShuttingDown } from "@/lib/server/shutdown";
import { eventIdSchema, pusherAuthInput, pusherUserAuthInput, replayInput, streamInput } from "./schemas";
import { eventStreamResponse } from "./sse";

/** The realtime rows: the SSE stream, the log's replay, the transport config and Pusher's channel and user authorisation. */
export const realtimeEndpoints: Endpoint[] = [
  endpoint({
    method: "GET",
    path: "/realtime/stream",
    access: "public",
    summary:
      "Server-Sent Events of the listed channels (global; conversation:<id> and user:<id> for their participants, else 404). Each event's id is its log id: with Last-Event-ID (or lastEventId) the stream first replays what was missed. Needs Accept: text/event-stream.",
    input: streamInput,
    produces: "text/event-stream",
    handler: async (input, { actor, request }) => {
      await assertCanRead(actor, input.channels);
      if (!acceptsEventStream(request)) throw new AppError("BAD_REQUEST", "This is an event stream: send Accept: text/event-stream (EventSource does).");
      // Stopping: streams open now would be cut at once; the browser retries (another instance, or this one restarted).
      if (isShuttingDown()) throw new AppError("UNAVAILABLE", "The server is restarting. Try again in a moment.", { retryAfter: 2 });
      const lastEventId = latest(lastEventIdHeader(request), input.lastEventId);
      return eventStreamResponse({ channels: input.channels, lastEventId, signal: request.signal, session: streamSession(actor, input.channels) });
    },
  }),
  endpoint({
    method: "GET",
    path: "/realtime/events",
    access: "public",
    summary: `Logged events of the listed channels after an event id, oldest first, ${REPLAY_PAGE} at a time (a Pusher client catching up after a reconnect)`,
    input: replayInput,
    output: replayOutput,
    handler: async (input, { actor }) => {
      await assertCanRead(actor, input.channels);
      const events = await readSince(input.channels, input.after, REPLAY_PAGE + 1);
      return { events: events.slice(0, REPLAY_PAGE), more: events.length > REPLAY_PAGE };
    },
  }),
  endpoint({
    method: "GET",
    path: "/realtime/config",
    access: "public",
    summary: "The browser's realtime transport (sse, or pusher with its public key and host) and the newest event id to start from",
    input: z.object({}),
    output: configOutput,
    handler: () => publicRealtimeConfig(),
  }),
  endpoint({
    method: "POST",
    path: "/realtime/pusher/auth",
    access: "signed-in",
    body: { type: "form" },
    summary: "Pusher private-channel authorisation (pusher-js posts socket_id and channel_name form-encoded); only a channel the caller may read",
    input: pusherAuthInput,
    output: pusherAuthOutput,
    handler: async (input, { actor }) => {
      const name = fromPusherChannel(input.channel_name);
      if (!name || name === "global") throw notFound(`No private channel ${input.channel_name}`);
      await assertCanRead(actor, [name]);
      if (!pusherEnabled()) throw conflict("Realtime through Pusher is not configured on this server.");
      return authorizePusherChannel(input.socket_id, input.channel_name);
    },
  }),
  endpoint({
    method: "POST",
    path: "/realtime/pusher/user-auth",
    access: "signed-in",
    body: { type: "form" },
    summary:
      "Pusher user authentication (pusher-js's signin posts socket_id form-encoded): the connection is signed in as the caller, so that ending the caller's sessions ends it too",
    input: pusherUserAuthInput,
    output: pusherUserAuthOutput,
    handler: async ({ socket_id }, { actor }) => {
      if (!actor) throw unauthenticated();
      if (!pusherEnabled()) throw conflict("Realtime through Pusher is not configured on this server.");
      return authenticatePusherUser(socket_id, actor.id);
    },
  }),
];

/** A stream carrying anything private lasts only as long as the session that opened it (the global room is anyone's). */
function streamSession(actor: Actor | null, channels: readonly string[]) {
  const sessionId = actor?.sessionId;
  if (!actor || !sessionId || channels.every((name) => name === channel.global)) return undefined;
  return { channel: channel.user(actor.id), stillValid: () => sessionStands(sessionId, actor.id) };
}

function acceptsEventStream(request: Request): boolean {
  return (request.headers.get("accept") ?? "").toLowerCase().includes("text/event-stream");
}

/** The browser's Last-Event-ID on an automatic reconnect; anything that is not one of our ids is ignored. */
function lastEventIdHeader(request: Request): number | undefined {
  const parsed = eventIdSchema.safeParse(request.headers.get("last-event-id") ?? "");
  return parsed.success ? parsed.data : undefined;
}

const latest = (a?: number, b?: number) => (a === undefined ? b : b === undefined ? a : Math.max(a, b));
