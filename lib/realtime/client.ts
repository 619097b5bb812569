"use client";

import { useEffect, useState } from "react";
import { useLatest } from "@/lib/client/use-latest";
import { api, ApiError, sessionRefused } from "@/lib/client/api";
import { RealtimeConnection, type ReceivedEvent } from "./connection";
import type { RealtimeConfigAnswer, ReplayAnswer } from "./outputs";

/**
 * The one hook screens use to receive realtime events, whatever the transport
 * (README "Realtime"). The tab's connection is made once, from GET
 * /api/realtime/config: Server-Sent Events by default, Pusher when the server
 * has Pusher settings. Every mounted hook shares it; each gets the events of its
 * own channels once, in order, also across reconnects.
 */
export type { ReceivedEvent };

let connection: Promise<RealtimeConnection> | null = null;

async function replay(channels: string[], after: number): Promise<ReceivedEvent[]> {
  const all: ReceivedEvent[] = [];
  for (let from = after; ; ) {
    const page = await api.get<ReplayAnswer>(`/realtime/events?${new URLSearchParams({ channels: channels.join(","), after: String(from) })}`);
    all.push(...page.events);
    if (!page.more || page.events.length === 0) return all;
    from = page.events.at(-1)!.id;
  }
}

async function connect(): Promise<RealtimeConnection> {
  const config = await api.get<RealtimeConfigAnswer>("/realtime/config");
  if (config.transport === "pusher") {
    const [{ default: Pusher }, { pusherTransport }] = await Promise.all([import("pusher-js"), import("./client-pusher")]);
    return new RealtimeConnection((hooks) => pusherTransport(hooks, config.pusher, { replay, PusherImpl: Pusher }), config.lastEventId, replay);
  }
  const { sseTransport } = await import("./client-sse");
  // A refused stream may be a session that ended elsewhere: the sign-in state reads the session again (and says so).
  return new RealtimeConnection((hooks) => sseTransport(hooks, { onRefused: sessionRefused }), config.lastEventId, replay);
}

/** The tab's connection (a failed start is tried again by the next caller). */
export function realtimeConnection(): Promise<RealtimeConnection> {
  connection ??= connect().catch((error: unknown) => {
    connection = null;
    throw error;
  });
  return connection;
}

const RETRY_MS = 5_000;

/**
 * The log's events after a screen's `since` could not be read. Refused (404: the channel is not the
 * caller's, which for their own channel means the session ended elsewhere): the sign-in state reads
 * the session and says so — reading the screen again would only send it to the sign-in page. Any
 * other failure: the screen reads its data again.
 */
function gapLost(error: unknown, readDue: () => void): void {
  if (error instanceof ApiError && (error.status === 404 || error.status === 401)) sessionRefused();
  else readDue();
}

/**
 * `connected`: the transport is up. `readAt`: when the screen should read its data — 0 while the
 * subscription is being set up (a read now could miss an event sent before the subscription takes
 * effect), then a number that changes whenever a read is due: 1 for the first read, once the subscription is in place
 * (every event after it will arrive, so one read is enough), again after the connection came back
 * from a drop, and at once when there is nothing to subscribe to or the connection could not start
 * (again when a later try succeeds).
 *
 * `since`: the screen's data was read before the subscription, at this log id (a server-rendered
 * page; `latestEventId()` before its queries). Its channels' events after that id are handed to
 * `onEvent` too, also those that reached the tab, or were sent, before the screen subscribed; if
 * they cannot be read a read is due instead (refused: the session is checked, see gapLost).
 */
export function useRealtime(
  channels: readonly string[],
  onEvent: (event: ReceivedEvent) => void,
  since?: number,
): { connected: boolean; readAt: number } {
  const [connected, setConnected] = useState(false);
  const [reads, setReads] = useState({ key: "", count: 0 });
  const handler = useLatest(onEvent);
  const readSince = useLatest(since);
  const key = [...new Set(channels)].sort().join(",");

  useEffect(() => {
    if (!key) return;
    let stopped = false;
    let stop = () => {};
    let retry: ReturnType<typeof setTimeout> | undefined;
    /** A read is due (the subscription is in place, or back after a drop). */
    const readDue = () => setReads((r) => ({ key, count: r.key === key ? r.count + 1 : 1 }));
    /** The connection could not start: read anyway, once, and again (readDue) when a later try subscribes. */
    const readWithout = () => setReads((r) => (r.key === key && r.count > 0 ? r : { key, count: 1 }));
    const start = () =>
      realtimeConnection().then(
        (c) => {
          if (stopped) return;
          const unsubscribe = c.subscribe(key.split(","), (event) => handler.current(event), { since: readSince.current, onGapLost: (error) => gapLost(error, readDue) });
          readDue();
          let wasUp = false;
          let dropped = false;
          const unwatch = c.onStatus((up) => {
            setConnected(up);
            if (!up) dropped = wasUp;
            else if (dropped) {
              dropped = false;
              readDue();
            }
            wasUp ||= up;
          });
          stop = () => {
            unsubscribe();
            unwatch();
          };
        },
        () => {
          if (stopped) return;
          readWithout();
          retry = setTimeout(start, RETRY_MS);
        },
      );
    void start();
    return () => {
      stopped = true;
      clearTimeout(retry);
      stop();
      setConnected(false);
    };
  }, [key, handler, readSince]);

  return { connected, readAt: !key ? 1 : reads.key === key ? reads.count : 0 };
}
