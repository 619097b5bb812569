import type Pusher from "pusher-js";
import type { Options } from "pusher-js";
import { fromPusherChannel, toPusherChannel } from "./channels";
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
 */
export type PusherConfig = Extract<RealtimeConfigAnswer, { transport: "pusher" }>["pusher"];

export type PusherTransportOptions = {
  /** The log's events of these channels after an id (GET /api/realtime/events, every page). */
  replay: (channels: string[], after: number) => Promise<ReceivedEvent[]>;
  PusherImpl: typeof Pusher;
  /** Default: pusher-js posts to /api/realtime/pusher/auth with the session cookie. */
  channelAuthorization?: Options["channelAuthorization"];
};

export function pusherOptions(config: PusherConfig, channelAuthorization?: Options["channelAuthorization"]): Options {
  return {
    cluster: config.cluster,
    forceTLS: config.useTLS,
    ...(config.host ? { wsHost: config.host, wsPort: config.port ?? 80, wssPort: config.port ?? 443, enabledTransports: ["ws", "wss"] } : {}),
    disableStats: true,
    channelAuthorization: channelAuthorization ?? { endpoint: "/api/realtime/pusher/auth", transport: "ajax" },
  };
}

export function pusherTransport(hooks: TransportHooks, config: PusherConfig, options: PusherTransportOptions): Transport {
  const pusher = new options.PusherImpl(config.key, pusherOptions(config, options.channelAuthorization));
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

  pusher.connection.bind("state_change", ({ current }: { current: string }) => {
    if (current === "connected") {
      wasConnected = true;
      hooks.setConnected(true);
      return;
    }
    hooks.setConnected(false);
    // Events sent while we are away are read back when the subscriptions succeed again.
    if (wasConnected) for (const name of subscribed) holdFrom(name, hooks.lastId());
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

  const add = (name: string) => {
    subscribed.add(name);
    holdFrom(name, hooks.lastId());
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
    setChannels(next) {
      const wanted = new Set(next);
      for (const name of [...subscribed]) if (!wanted.has(name)) remove(name);
      for (const name of wanted) if (!subscribed.has(name)) add(name);
    },
    close() {
      for (const name of [...subscribed]) remove(name);
      pusher.disconnect();
      hooks.setConnected(false);
    },
  };
}
