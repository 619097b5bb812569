import { z } from "zod";

/** Answers of the realtime rows (zod only: the browser client reads the same shapes). */
export const realtimeEventOutput = z.object({ id: z.number().int(), channel: z.string(), type: z.string(), data: z.unknown() });

export const replayOutput = z.object({ events: z.array(realtimeEventOutput), more: z.boolean() });

export const configOutput = z.discriminatedUnion("transport", [
  z.object({ transport: z.literal("sse"), lastEventId: z.number().int() }),
  z.object({
    transport: z.literal("pusher"),
    lastEventId: z.number().int(),
    pusher: z.object({ key: z.string(), cluster: z.string(), host: z.string().nullable(), port: z.number().int().nullable(), useTLS: z.boolean() }),
  }),
]);

export const pusherAuthOutput = z.object({ auth: z.string() });

/** `user_data` is the JSON pusher-js hands to Pusher as it is: `{"id":"<user id>"}`. */
export const pusherUserAuthOutput = z.object({ auth: z.string(), user_data: z.string() });

export type ReplayAnswer = z.infer<typeof replayOutput>;
export type RealtimeConfigAnswer = z.infer<typeof configOutput>;
