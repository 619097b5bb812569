import { describe, expect, it } from "vitest";
import { sseTransport } from "./client-sse";
import { RealtimeConnection, type ReceivedEvent } from "./connection";

/** An EventSource the test drives: it records the URLs opened and lets the test open, feed and fail them. */
class FakeSource {
  static opened: FakeSource[] = [];
  readyState = 0;
  onopen: ((ev: unknown) => unknown) | null = null;
  onmessage: ((ev: { data: string; lastEventId: string }) => unknown) | null = null;
  onerror: ((ev: unknown) => unknown) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSource.opened.push(this);
  }
  get lastEventId(): number {
    return Number(new URL(this.url, "http://x").searchParams.get("lastEventId"));
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  send(event: ReceivedEvent) {
    this.onmessage?.({ data: JSON.stringify({ channel: event.channel, type: event.type, data: event.data }), lastEventId: String(event.id) });
  }
  fail() {
    this.readyState = 0;
    this.onerror?.({});
  }
  /** An error answer (the server refused the stream): the browser gives up on this source. */
  refuse() {
    this.readyState = 2;
    this.onerror?.({});
  }
  close() {
    this.closed = true;
  }
}

const settle = () => new Promise<void>((resolve) => queueMicrotask(resolve));

function connectionOnFakeSources(startId: number, onRefused?: () => void) {
  FakeSource.opened = [];
  const connection = new RealtimeConnection((hooks) => sseTransport(hooks, { url: "/stream", EventSourceImpl: FakeSource as never, onRefused }), startId);
  const statuses: boolean[] = [];
  connection.onStatus((up) => statuses.push(up));
  return { connection, statuses, latest: () => FakeSource.opened.at(-1)! };
}

describe("the tab's realtime connection over SSE", () => {
  it("replays a new listener's channel from the id it subscribed at, though another channel's event arrived before the stream changed", async () => {
    const { connection, latest } = connectionOnFakeSources(10);
    connection.subscribe(["user:1"], () => {});
    await settle();
    const first = latest();
    first.open();
    expect(first.lastEventId).toBe(10);

    const heard: number[] = [];
    connection.subscribe(["global"], (e) => heard.push(e.id));
    // Before the channel set is settled, the old stream delivers event 11 (user:1). An event 11 of
    // "global" sent meanwhile was on no stream of ours: the new stream must start at 10, not 11.
    first.send({ id: 11, channel: "user:1", type: "conversation", data: null });
    await settle();
    const second = latest();
    expect(second).not.toBe(first);
    expect(first.closed).toBe(true);
    expect(second.url).toContain("channels=global%2Cuser%3A1");
    expect(second.lastEventId).toBe(10);

    // The replay repeats 11 on user:1 (dropped as seen) and brings 12 on global.
    second.open();
    second.send({ id: 11, channel: "user:1", type: "conversation", data: null });
    second.send({ id: 12, channel: "global", type: "message", data: "hello" });
    expect(heard).toEqual([12]);
  });

  it("reports a change of channels as no drop (the new stream takes over), and an error as one", async () => {
    const { connection, statuses, latest } = connectionOnFakeSources(0);
    connection.subscribe(["user:1"], () => {});
    await settle();
    latest().open();
    connection.subscribe(["conversation:7"], () => {});
    await settle();
    latest().open();
    expect(statuses).toEqual([false, true]);
    latest().fail();
    expect(statuses).toEqual([false, true, false]);
    latest().open();
    expect(statuses).toEqual([false, true, false, true]);
  });

  it("says when the server refuses the stream (a session ended elsewhere), not when the connection merely drops", async () => {
    let refusals = 0;
    const { connection, latest } = connectionOnFakeSources(0, () => (refusals += 1));
    connection.subscribe(["user:1"], () => {});
    await settle();
    latest().open();
    latest().fail();
    expect(refusals).toBe(0);
    latest().refuse();
    expect(refusals).toBe(1);
    connection.close();
  });
});

describe("a listener whose data was read before it subscribed (since)", () => {
  const event = (id: number, channel = "user:1"): ReceivedEvent => ({ id, channel, type: "applications-changed", data: { id } });

  /** A replay the test answers: each call is recorded with the promise's resolve and reject. */
  function fakeReplay() {
    const calls: { channels: string[]; after: number; resolve: (events: ReceivedEvent[]) => void; reject: (error: Error) => void }[] = [];
    const replay = (channels: string[], after: number) => new Promise<ReceivedEvent[]>((resolve, reject) => calls.push({ channels, after, resolve, reject }));
    return { calls, replay };
  }

  function connectionWithReplay(startId: number) {
    FakeSource.opened = [];
    const { calls, replay } = fakeReplay();
    const connection = new RealtimeConnection((hooks) => sseTransport(hooks, { url: "/stream", EventSourceImpl: FakeSource as never }), startId, replay);
    return { connection, calls, latest: () => FakeSource.opened.at(-1)! };
  }

  it("hears an event of its channel that the tab handed to another listener before it subscribed, once", async () => {
    const { connection, calls, latest } = connectionWithReplay(10);
    // The header's listener on the same channel is up first; the page was rendered at id 10.
    const header: number[] = [];
    connection.subscribe(["user:1"], (e) => header.push(e.id));
    await settle();
    latest().open();
    latest().send(event(11));
    expect(header).toEqual([11]);

    const page: number[] = [];
    let lost = 0;
    connection.subscribe(["user:1"], (e) => page.push(e.id), { since: 10, onGapLost: () => (lost += 1) });
    await settle();
    expect(calls.map(({ channels, after }) => ({ channels, after }))).toEqual([{ channels: ["user:1"], after: 10 }]);
    // A live event while the log is read, which the log's answer holds too: heard once, live.
    latest().send(event(12));
    calls[0]!.resolve([event(11), event(12)]);
    await settle();
    expect(page.sort((a, b) => a - b)).toEqual([11, 12]);
    expect(header).toEqual([11, 12]);
    expect(lost).toBe(0);
  });

  it("reads what was logged between the page's read and the tab's connection, which no stream carried", async () => {
    const { connection, calls, latest } = connectionWithReplay(15);
    const page: number[] = [];
    connection.subscribe(["user:1"], (e) => page.push(e.id), { since: 10 });
    await settle();
    expect(latest().lastEventId).toBe(15);
    expect(calls[0]!.after).toBe(10);
    // The log's answer may run past the connection's start: those come on the stream, not twice.
    calls[0]!.resolve([event(13), event(16)]);
    await settle();
    latest().open();
    latest().send(event(16));
    expect(page).toEqual([13, 16]);
  });

  it("reads nothing when the tab has heard nothing after the page's id", async () => {
    const { connection, calls } = connectionWithReplay(10);
    connection.subscribe(["user:1"], () => {}, { since: 10 });
    connection.subscribe(["user:1"], () => {}, { since: 12 });
    await settle();
    expect(calls).toHaveLength(0);
  });

  it("asks for a read when the log cannot be read, and says nothing to a listener that left meanwhile", async () => {
    const { connection, calls } = connectionWithReplay(20);
    const lost: unknown[] = [];
    connection.subscribe(["user:1"], () => {}, { since: 10, onGapLost: (error) => lost.push(error) });
    const heard: number[] = [];
    const leave = connection.subscribe(["user:1"], (e) => heard.push(e.id), { since: 10, onGapLost: (error) => lost.push(error) });
    const leaveToo = connection.subscribe(["user:1"], (e) => heard.push(e.id), { since: 10 });
    leave();
    leaveToo();
    const offline = new Error("offline");
    calls[0]!.reject(offline);
    calls[1]!.reject(new Error("not for a listener that left"));
    calls[2]!.resolve([event(12)]);
    await settle();
    await settle();
    // The caller learns why: a refused read (the session ended) is not a reason to read the screen again.
    expect(lost).toEqual([offline]);
    expect(heard).toEqual([]);
  });
});
