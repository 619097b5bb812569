import { z } from "zod";
import { parseChannel } from "./channels";

/** Inputs of the realtime rows (zod only: the browser client shares them). */
export const MAX_CHANNELS = 20;

const CHANNELS_MESSAGE = `channels must be a comma-separated list of up to ${MAX_CHANNELS} channels (global, conversation:<id>, user:<id>)`;

export const channelListSchema = z
  .string({ error: CHANNELS_MESSAGE })
  .max(1000, CHANNELS_MESSAGE)
  .transform((value) => [...new Set(value.split(",").map((c) => c.trim()).filter(Boolean))])
  .refine((list) => list.length >= 1 && list.length <= MAX_CHANNELS && list.every((c) => parseChannel(c) !== null), CHANNELS_MESSAGE);

/** An event id of this server's log (the SSE `id:` field). */
export const eventIdSchema = z
  .string({ error: "An event id is a whole number from this stream" })
  .regex(/^[0-9]{1,15}$/, "An event id is a whole number from this stream")
  .transform(Number);

export const streamInput = z.object({ channels: channelListSchema, lastEventId: eventIdSchema.optional() }).strict();

export const replayInput = z.object({ channels: channelListSchema, after: eventIdSchema }).strict();

const socketId = z.string({ error: "socket_id is required" }).regex(/^[0-9]{1,20}\.[0-9]{1,20}$/, "socket_id is not a Pusher socket id");

/** What pusher-js posts (form-encoded) to authorise a private channel. */
export const pusherAuthInput = z.object({
  socket_id: socketId,
  channel_name: z.string({ error: "channel_name is required" }).max(200, "channel_name is too long"),
});

/** What pusher-js posts (form-encoded) to sign its connection in as the caller (`pusher.signin()`). */
export const pusherUserAuthInput = z.object({ socket_id: socketId });
