import type { ReceivedEvent, Transport, TransportHooks } from "./connection";

/**
 * The default transport: one EventSource carrying every channel of the tab. The
 * browser reconnects by itself with Last-Event-ID; when the channel set changes
 * (or the browser gave up after an error answer), a new EventSource starts from
 * the last id delivered — or from where a newly added listener subscribed, if that
 * is older (events of its channel that came before on no stream of ours) — so the
 * server replays whatever fell in between. A change of channels is not a drop: the
 * connection stays "connected" while the new stream takes over, and only an error
 * reports it down.
 */
type EventSourceLike = {
  readyState: number;
  onopen: ((this: never, ev: unknown) => unknown) | null;
  onmessage: ((this: never, ev: { data: string; lastEventId: string }) => unknown) | null;
  onerror: ((this: never, ev: unknown) => unknown) | null;
  close: () => void;
};
type EventSourceClass = new (url: string, init?: { withCredentials?: boolean }) => EventSourceLike;

export type SseOptions = {
  url?: string;
  EventSourceImpl?: EventSourceClass;
  /** The server refused the stream (an error answer, not a dropped connection). */
  onRefused?: () => void;
};

const CLOSED = 2;
const MAX_BACKOFF_MS = 30_000;

export function sseTransport(hooks: TransportHooks, options: SseOptions = {}): Transport {
  const url = options.url ?? "/api/realtime/stream";
  const Impl = options.EventSourceImpl ?? (globalThis.EventSource as unknown as EventSourceClass);
  let source: EventSourceLike | null = null;
  let channels: readonly string[] = [];
  let retry: ReturnType<typeof setTimeout> | undefined;
  let backoff = 1_000;
  /** Replay from here until a stream has opened (a listener added since subscribed at this id). */
  let from: number | undefined;

  const open = () => {
    clearTimeout(retry);
    source?.close();
    source = null;
    if (channels.length === 0) return hooks.setConnected(false);
    const query = new URLSearchParams({ channels: channels.join(","), lastEventId: String(from ?? hooks.lastId()) });
    const es = new Impl(`${url}?${query}`, { withCredentials: true });
    source = es;
    es.onopen = () => {
      backoff = 1_000;
      from = undefined;
      hooks.setConnected(true);
    };
    es.onmessage = (message) => {
      const body = JSON.parse(message.data) as Omit<ReceivedEvent, "id">;
      hooks.deliver({ id: Number(message.lastEventId), channel: body.channel, type: body.type, data: body.data });
    };
    es.onerror = () => {
      hooks.setConnected(false);
      // CONNECTING: the browser retries by itself. CLOSED: it gave up (an error answer); we try again later.
      if (es.readyState === CLOSED && source === es) {
        // The stream of a session that ended elsewhere (sign-out everywhere, a password reset) is cut, and its
        // user channel refused when it comes back: the page reads its session, and says so if it is gone.
        options.onRefused?.();
        retry = setTimeout(open, backoff);
        backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
      }
    };
  };

  return {
    setChannels(next, addedFrom) {
      if (next.join(",") === channels.join(",")) return;
      channels = next;
      if (addedFrom !== undefined) from = Math.min(from ?? addedFrom, addedFrom);
      open();
    },
    close() {
      clearTimeout(retry);
      channels = [];
      source?.close();
      source = null;
      hooks.setConnected(false);
    },
  };
}
