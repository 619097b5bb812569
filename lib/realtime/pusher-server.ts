import "server-only";
import Pusher from "pusher";
import { env, features } from "@/lib/env";
import { toPusherChannel } from "./channels";
import type { LoggedEvent } from "./log";

/**
 * The Pusher side (PUSHER_APP_ID, PUSHER_KEY, PUSHER_SECRET set): events are
 * triggered through the `pusher` package after they are logged; private channels
 * are authorised by signing pusher-js's request (lib/realtime/endpoints.ts).
 */
export const pusherEnabled = () => features.pusher;

const tlsOn = () => (env.PUSHER_USE_TLS === undefined ? !env.PUSHER_HOST : env.PUSHER_USE_TLS === "1" || env.PUSHER_USE_TLS === "true");

/** What the browser needs to connect: never the secret. */
export function pusherPublicConfig() {
  return {
    key: env.PUSHER_KEY!,
    cluster: env.PUSHER_CLUSTER ?? "mt1",
    host: env.PUSHER_HOST ?? null,
    port: env.PUSHER_PORT ? Number(env.PUSHER_PORT) : null,
    useTLS: tlsOn(),
  };
}

const holder = globalThis as unknown as { __pusher?: Pusher };

function client(): Pusher {
  const common = { appId: env.PUSHER_APP_ID!, key: env.PUSHER_KEY!, secret: env.PUSHER_SECRET!, useTLS: tlsOn() };
  holder.__pusher ??= env.PUSHER_HOST
    ? new Pusher({ ...common, host: env.PUSHER_HOST, port: env.PUSHER_PORT })
    : new Pusher({ ...common, cluster: env.PUSHER_CLUSTER ?? "mt1" });
  return holder.__pusher;
}

/** Sends a logged event to its Pusher channel; the event name is its type, the data `{ id, data }`. */
export async function triggerOnPusher(event: LoggedEvent): Promise<void> {
  const res = await client().trigger(toPusherChannel(event.channel), event.type, { id: event.id, data: event.data });
  if (res.status >= 300) throw new Error(`Pusher answered ${res.status}`);
}

/** The signature pusher-js presents when it subscribes to a private channel. */
export const authorizePusherChannel = (socketId: string, pusherChannel: string) => client().authorizeChannel(socketId, pusherChannel);

/**
 * The signature pusher-js presents when it signs its connection in as a user (`pusher.signin()`):
 * a signed-in connection is one Pusher can end (below).
 */
export const authenticatePusherUser = (socketId: string, userId: number) => client().authenticateUser(socketId, { id: String(userId) });

/**
 * Ends every connection signed in as the user (Pusher's terminate-connections API). Pusher cannot
 * unsubscribe one socket from a private channel, so when a session ends this is how a tab that keeps
 * its socket open stops hearing the user's private channels; the tabs of sessions that still stand
 * connect again and are authorised again (lib/realtime/client-pusher.ts).
 */
export async function endPusherConnections(userId: number): Promise<void> {
  const res = await client().terminateUserConnections(String(userId));
  if (res.status >= 300) throw new Error(`Pusher answered ${res.status}`);
}
