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
 * delivered; the connection drops any that also arrived live.
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
  let wasConnected = false;

  pusher.connection.bind("state_change", ({ current }: { current: string }) => {
    if (current === "connected") {
      wasConnected = true;
      hooks.setConnected(true);
      return;
    }
    hooks.setConnected(false);
    // Events sent while we are away are read back when the subscriptions succeed again.
    if (wasConnected) for (const name of subscribed) if (!since.has(name)) since.set(name, hooks.lastId());
  });

  const catchUp = async (name: string) => {
    const after = since.get(name);
    since.delete(name);
    if (after === undefined) return;
    try {
      for (const event of await options.replay([name], after)) hooks.deliver(event);
    } catch (error) {
      since.set(name, Math.min(after, since.get(name) ?? after));
      console.error(`[realtime] catch-up of ${name} failed`, error);
    }
  };

  const add = (name: string) => {
    subscribed.add(name);
    since.set(name, hooks.lastId());
    const ch = pusher.subscribe(toPusherChannel(name));
    ch.bind("pusher:subscription_succeeded", () => void catchUp(name));
    ch.bind_global((eventName: string, payload: unknown) => {
      if (eventName.startsWith("pusher:") || eventName.startsWith("pusher_internal:")) return;
      const body = payload as { id?: unknown; data?: unknown } | null;
      if (typeof body?.id !== "number") return;
      hooks.deliver({ id: body.id, channel: fromPusherChannel(ch.name) ?? name, type: eventName, data: body.data ?? null });
    });
  };

  const remove = (name: string) => {
    subscribed.delete(name);
    since.delete(name);
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
