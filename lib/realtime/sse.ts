import "server-only";
import { subscribe } from "./hub";
import { SESSION_ENDED_EVENT } from "./channels";
import { readSince, REPLAY_PAGE, type LoggedEvent } from "./log";

/**
 * One Server-Sent Events stream carrying several channels. Each event's `id:` is
 * its log id, so one Last-Event-ID covers every channel of the stream: on
 * reconnect the stream first replays the log after that id, then goes live. Live
 * events that arrive during the replay wait in a buffer, and nothing at or below
 * the last id sent is sent again — every event arrives once, in order.
 *
 * Comment lines every 15 s keep proxies from closing an idle stream; the request's
 * abort (a closed tab) or the reader's cancel releases the subscription. A client
 * that stops reading is cut off once a backlog builds up (it reconnects and
 * replays from the log instead of holding server memory).
 */
export const HEARTBEAT_MS = 15_000;
/** How long the browser waits before reconnecting (the SSE `retry:` field). */
export const RETRY_MS = 2_000;
/** Events queued for a client that does not read before it is disconnected. */
const MAX_BACKLOG = 1_000;

export type StreamOptions = {
  channels: readonly string[];
  /** Replay everything after this id first (Last-Event-ID). */
  lastEventId?: number;
  signal?: AbortSignal;
  heartbeatMs?: number;
  /**
   * A signed-in stream's session. The stream was allowed when it opened; it must not
   * outlive the session (sign-out in another tab, a password change, expiry) and go on
   * carrying private messages. Whether the session still stands is asked at every
   * heartbeat and at once when `SESSION_ENDED_EVENT` arrives on `channel` (the user's
   * own, listened to even when not asked for) — live events wait meanwhile. When it no
   * longer stands the stream ends; the browser's reconnect then gets a signed-out 404.
   */
  session?: { channel: string; stillValid: () => Promise<boolean> };
};

type OpenStream = { close: (retryMs?: number) => void };
const registry = globalThis as unknown as { __realtimeStreams?: Set<OpenStream> };
const openStreams = () => (registry.__realtimeStreams ??= new Set());

export const openStreamCount = () => openStreams().size;

/**
 * Graceful shutdown: every open stream is told to come back soon (after a random
 * 0.5–2.5 s, so a restarted fleet is not hit at once) and closed, so the server's
 * close does not wait for them. The browser reconnects with its Last-Event-ID.
 */
export function closeAllStreams(): number {
  const streams = [...openStreams()];
  for (const stream of streams) stream.close(500 + Math.floor(Math.random() * 2000));
  return streams.length;
}

const encoder = new TextEncoder();

export const formatEvent = (event: LoggedEvent) =>
  `id: ${event.id}\ndata: ${JSON.stringify({ channel: event.channel, type: event.type, data: event.data })}\n\n`;

/** The hub hands one event object to every stream: it is serialised and encoded once, not once per subscriber. */
const encoded = new WeakMap<LoggedEvent, Uint8Array>();
function encodedEvent(event: LoggedEvent): Uint8Array {
  let bytes = encoded.get(event);
  if (!bytes) encoded.set(event, (bytes = encoder.encode(formatEvent(event))));
  return bytes;
}

export function eventStreamResponse(options: StreamOptions): Response {
  let cleanup = () => {};
  const stream = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        let closed = false;
        let sentUpTo = options.lastEventId ?? 0;
        let buffer: LoggedEvent[] | null = [];
        let unsubscribe = () => {};
        let heartbeat: NodeJS.Timeout | undefined;
        // Live events that arrived after a session-ended notice, held until the session is checked.
        let held: LoggedEvent[] | null = null;
        let checking = false;
        let recheck = false;
        const { session } = options;

        const write = (bytes: Uint8Array | string) => {
          if (closed) return;
          if ((controller.desiredSize ?? 0) < -MAX_BACKLOG) return void close();
          controller.enqueue(typeof bytes === "string" ? encoder.encode(bytes) : bytes);
        };
        const send = (event: LoggedEvent) => {
          if (event.id <= sentUpTo) return;
          sentUpTo = event.id;
          write(encodedEvent(event));
        };
        const handle: OpenStream = {
          close: (retryMs) => {
            if (retryMs !== undefined) write(`retry: ${retryMs}\n\n`);
            close();
          },
        };
        cleanup = () => {
          if (closed) return;
          closed = true;
          clearInterval(heartbeat);
          unsubscribe();
          openStreams().delete(handle);
          options.signal?.removeEventListener("abort", close);
        };
        function close() {
          if (closed) return;
          cleanup();
          try {
            controller.close();
          } catch {
            // already closed or cancelled by the reader
          }
        }

        /** Ends the stream if its session is gone; a notice during a check asks again, so none is judged by a stale read. */
        async function checkSession() {
          if (!session) return;
          if (checking) return void (recheck = true);
          checking = true;
          try {
            do {
              recheck = false;
              if (!(await session.stillValid())) return close();
            } while (recheck && !closed);
          } catch (error) {
            // Unknown is not valid: end it (a reconnect is asked again and replays what it missed).
            console.error("[realtime] session check failed", error);
            return close();
          } finally {
            checking = false;
          }
          const waiting = held ?? [];
          held = null;
          for (const event of waiting) route(event);
        }
        const route = (event: LoggedEvent) => (held ? held.push(event) : buffer ? buffer.push(event) : send(event));
        const listened = session && !options.channels.includes(session.channel) ? [...options.channels, session.channel] : options.channels;
        const receive = (event: LoggedEvent) => {
          const asked = options.channels.includes(event.channel);
          if (session && event.channel === session.channel && event.type === SESSION_ENDED_EVENT) {
            if (asked) route(event); // the page learns it was signed out
            held ??= [];
            return void checkSession();
          }
          if (asked) route(event);
        };

        openStreams().add(handle);
        options.signal?.addEventListener("abort", close, { once: true });
        if (options.signal?.aborted) return close();

        void (async () => {
          const stop = await subscribe(listened, receive);
          if (closed) return stop();
          unsubscribe = stop;
          // The first bytes (and with them the response's headers: Next sends those with the first chunk) go
          // out once the stream is subscribed, so a browser whose EventSource has opened misses no live event.
          write(`retry: ${RETRY_MS}\n: connected\n\n`);
          if (options.lastEventId !== undefined) {
            for (;;) {
              const page = await readSince(options.channels, sentUpTo, REPLAY_PAGE);
              for (const event of page) send(event);
              if (page.length < REPLAY_PAGE || closed) break;
            }
          }
          const pending = buffer ?? [];
          buffer = null;
          for (const event of pending) send(event);
          heartbeat = setInterval(() => {
            write(": ping\n\n");
            void checkSession();
          }, options.heartbeatMs ?? HEARTBEAT_MS);
        })().catch((error: unknown) => {
          console.error("[realtime] stream failed", error);
          close();
        });
      },
      cancel() {
        cleanup();
      },
    },
    { highWaterMark: 16 },
  );
  return new Response(stream, {
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      // no-transform: Next's compression would otherwise buffer the stream.
      "cache-control": "no-cache, no-transform",
      "x-accel-buffering": "no",
    },
  });
}
