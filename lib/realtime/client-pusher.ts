import type Pusher from "pusher-js";
import type { Options } from "pusher-js";
import { channel, fromPusherChannel, toPusherChannel } from "./channels";
import type { ReceivedEvent, Transport, TransportHooks } from "./connection";
import type { RealtimeConfigAnswer } from "./outputs";

/**
 * The Pusher transport (PUSHER_* settings): pusher-js subscribes to each channel
 * (conversations and users as private channels our endpoint authorises). Pusher
 * keeps no history, so whenever a subscription succeeds — the first time, or
 * again after a reconnect — the channel's events since the last id delivered
 * before it (or before the connection dropped) are read from the log and
 * delivered. Live events that arrive while that read is under way wait for it,
 * so the channel's events come out in id order; the connection drops any that
 * arrived both ways.
 *
 * A tab that subscribes to a private channel also signs its socket in as its user
 * (`pusher.signin()`, authorised by /api/realtime/pusher/user-auth): when a session
 * of the user ends, the server ends every socket signed in as the user
 * (lib/realtime/pusher-server.ts), since Pusher cannot take one socket off a
 * channel. pusher-js does not reconnect after that (close code 4009), so this
 * transport does, half a second later: a tab whose session still stands is
 * authorised again and catches up from the log; one whose session ended is refused
 * its private channels.
 */
export type PusherConfig = Extract<RealtimeConfigAnswer, { transport: "pusher" }>["pusher"];

export type PusherTransportOptions = {
  /** The log's events of these channels after an id (GET /api/realtime/events, every page). */
  replay: (channels: string[], after: number) => Promise<ReceivedEvent[]>;
  PusherImpl: typeof Pusher;
  /** Default: pusher-js posts to /api/realtime/pusher/auth and /user-auth with the session cookie. */
  auth?: Pick<Options, "channelAuthorization" | "userAuthentication">;
};

export function pusherOptions(config: PusherConfig, auth?: PusherTransportOptions["auth"]): Options {
  return {
    cluster: config.cluster,
    forceTLS: config.useTLS,
    ...(config.host ? { wsHost: config.host, wsPort: config.port ?? 80, wssPort: config.port ?? 443, enabledTransports: ["ws", "wss"] } : {}),
    disableStats: true,
    channelAuthorization: auth?.channelAuthorization ?? { endpoint: "/api/realtime/pusher/auth", transport: "ajax" },
    userAuthentication: auth?.userAuthentication ?? { endpoint: "/api/realtime/pusher/user-auth", transport: "ajax" },
  };
}

/** Pusher's error when the app ended the connections of the socket's user, and the wait before connecting again. */
const ENDED_BY_THE_APP = 4009;
const RECONNECT_MS = 500;

export function pusherTransport(hooks: TransportHooks, config: PusherConfig, options: PusherTransportOptions): Transport {
  const pusher = new options.PusherImpl(config.key, pusherOptions(config, options.auth));
  const subscribed = new Set<string>();
  /** Per channel: replay after this id once its subscription succeeds. */
  const since = new Map<string, number>();
  /** Per channel: live events held back until its replay is delivered. */
  const held = new Map<string, ReceivedEvent[]>();
  const holdFrom = (name: string, id: number) => {
    if (!since.has(name)) since.set(name, id);
    if (!held.has(name)) held.set(name, []);
  };
  let wasConnected = false;
  let closed = false;
  let reconnect: ReturnType<typeof setTimeout> | undefined;
  /** Set by error 4009; other refusals (an app over quota, disabled, unknown) are left to pusher-js, which gives up. */
  let ended = false;
  pusher.connection.bind("error", (error: { data?: { code?: unknown } } | null) => {
    if (error?.data?.code === ENDED_BY_THE_APP) ended = true;
  });

  pusher.connection.bind("state_change", ({ current }: { current: string }) => {
    if (current === "connected") {
      wasConnected = true;
      hooks.setConnected(true);
      return;
    }
    hooks.setConnected(false);
    // Events sent while we are away are read back when the subscriptions succeed again.
    if (wasConnected) for (const name of subscribed) holdFrom(name, hooks.lastId());
    // The app's server ended the socket (pusher-js gives up after that close code): connect again.
    if (current === "disconnected" && ended && !closed && reconnect === undefined) {
      ended = false;
      reconnect = setTimeout(() => {
        reconnect = undefined;
        if (!closed) pusher.connect();
      }, RECONNECT_MS);
    }
  });

  const catchUp = async (name: string) => {
    const after = since.get(name);
    since.delete(name);
    let replayed: ReceivedEvent[] = [];
    try {
      if (after !== undefined) replayed = await options.replay([name], after);
    } catch (error) {
      // Delivered as far as it goes; the next reconnect reads the log again.
      console.error(`[realtime] catch-up of ${name} failed`, error);
    }
    const live = held.get(name) ?? [];
    held.delete(name);
    for (const event of [...replayed, ...live].sort((x, y) => x.id - y.id)) hooks.deliver(event);
  };

  const add = (name: string, from: number) => {
    // A socket that hears a user's private channel is signed in as that user, so it can be ended.
    if (name !== channel.global) pusher.signin();
    subscribed.add(name);
    holdFrom(name, from);
    const ch = pusher.subscribe(toPusherChannel(name));
    ch.bind("pusher:subscription_succeeded", () => void catchUp(name));
    ch.bind_global((eventName: string, payload: unknown) => {
      if (eventName.startsWith("pusher:") || eventName.startsWith("pusher_internal:")) return;
      const body = payload as { id?: unknown; data?: unknown } | null;
      if (typeof body?.id !== "number") return;
      const event = { id: body.id, channel: fromPusherChannel(ch.name) ?? name, type: eventName, data: body.data ?? null };
      const waiting = held.get(name);
      if (waiting) waiting.push(event);
      else hooks.deliver(event);
    });
  };

  const remove = (name: string) => {
    subscribed.delete(name);
    since.delete(name);
    held.delete(name);
    pusher.unsubscribe(toPusherChannel(name));
  };

  return {
    setChannels(next, addedFrom) {
      const wanted = new Set(next);
      for (const name of [...subscribed]) if (!wanted.has(name)) remove(name);
      const from = addedFrom ?? hooks.lastId();
      for (const name of wanted) if (!subscribed.has(name)) add(name, from);
    },
    close() {
      closed = true;
      clearTimeout(reconnect);
      for (const name of [...subscribed]) remove(name);
      pusher.disconnect();
      hooks.setConnected(false);
    },
  };
}
