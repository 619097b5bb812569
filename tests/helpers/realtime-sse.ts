import { createParser, type EventSourceMessage } from "eventsource-parser";

/**
 * Reads a Server-Sent Events body the way a browser's EventSource does
 * (eventsource-parser): events with their ids, comment lines (heartbeats) and
 * `retry:` values, each awaitable so tests wait for what they expect, never for time.
 */
export type SseEvent = { id: number; channel: string; type: string; data: unknown };

export type SseReader = {
  events: SseEvent[];
  comments: string[];
  retries: number[];
  /** Resolves once `count` events have arrived (all of them so far). */
  next: (count: number) => Promise<SseEvent[]>;
  /** Resolves when a comment matching `pattern` arrives. */
  comment: (pattern: RegExp) => Promise<string>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
};

export function readSse(body: ReadableStream<Uint8Array>): SseReader {
  const events: SseEvent[] = [];
  const comments: string[] = [];
  const retries: number[] = [];
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const w of [...waiters]) w();
  };
  const parser = createParser({
    onEvent: (message: EventSourceMessage) => {
      const body = JSON.parse(message.data) as Omit<SseEvent, "id">;
      events.push({ id: Number(message.id), ...body });
      wake();
    },
    onComment: (text) => {
      comments.push(text.trim());
      wake();
    },
    onRetry: (ms) => retries.push(ms),
  });
  const until = <T>(check: () => T | undefined) =>
    new Promise<T>((resolve) => {
      const test = () => {
        const value = check();
        if (value === undefined) return;
        waiters.delete(test);
        resolve(value);
      };
      waiters.add(test);
      test();
    });
  const ended = (async () => {
    const decoder = new TextDecoder();
    const reader = body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        parser.feed(decoder.decode(value, { stream: true }));
      }
    } catch {
      // aborted by the test
    }
  })();
  return {
    events,
    comments,
    retries,
    next: (count) => until(() => (events.length >= count ? [...events] : undefined)),
    comment: (pattern) => until(() => comments.find((c) => pattern.test(c))),
    ended,
  };
}
