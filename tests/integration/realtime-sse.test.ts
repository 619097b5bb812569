import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { conversations } from "@/db/schema";
import { dispatch } from "@/lib/api/dispatch";
import { pageStore } from "@/lib/page-cache";
import { listenForInvalidations } from "@/lib/page-cache/cross-instance";
import { channel, publish, subscribe, type LoggedEvent } from "@/lib/realtime";
import { listenerBackendPid, onServerMessage, stopHub, subscriberCount } from "@/lib/realtime/hub";
import { notifyServers } from "@/lib/realtime/log";
import { closeAllStreams, eventStreamResponse, openStreamCount } from "@/lib/realtime/sse";
import { beginShutdown, resetShutdownForTests } from "@/lib/server/shutdown";
import { call } from "../helpers/api";
import { makeActor, type TestActor } from "../helpers/actors";
import { readSse } from "../helpers/realtime-sse";

/**
 * The default transport: publish → realtime_events + NOTIFY → this process's one
 * listener → SSE streams. Runs on PGlite (in-process LISTEN) and on Postgres.
 */
let a: TestActor;
let b: TestActor;
let stranger: TestActor;
let conversationId: number;

beforeAll(async () => {
  a = await makeActor("CANDIDATE", "Ann");
  b = await makeActor("COMPANY", "Bob & Co");
  stranger = await makeActor("CANDIDATE", "Stranger");
  const [low, high] = a.id < b.id ? [a.id, b.id] : [b.id, a.id];
  const db = await getDb();
  const [row] = await db.insert(conversations).values({ userAId: low, userBId: high }).returning();
  conversationId = row!.id;
});

afterAll(async () => {
  closeAllStreams();
  await stopHub();
});

/** Collects what a server-side subscriber receives, awaitable by count. */
async function collector(channels: string[]) {
  const got: LoggedEvent[] = [];
  const waiters = new Set<() => void>();
  const stop = await subscribe(channels, (e) => {
    got.push(e);
    for (const w of [...waiters]) w();
  });
  const next = (count: number) =>
    new Promise<LoggedEvent[]>((resolve) => {
      const check = () => got.length >= count && (waiters.delete(check), resolve([...got]));
      waiters.add(check);
      check();
    });
  return { got, next, stop };
}

function openStream(channels: string, options: { token?: string; lastEventId?: number; query?: string; accept?: string } = {}) {
  const controller = new AbortController();
  const headers: Record<string, string> = { accept: options.accept ?? "text/event-stream" };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.lastEventId !== undefined) headers["last-event-id"] = String(options.lastEventId);
  const url = `http://localhost/api/realtime/stream?channels=${encodeURIComponent(channels)}${options.query ?? ""}`;
  const response = dispatch(new Request(url, { headers, signal: controller.signal }), "/realtime/stream");
  return { response, abort: () => controller.abort() };
}

describe("LISTEN/NOTIFY fan-out", () => {
  it("hands every event to every subscriber of its channel, in order, and to no one else", async () => {
    const room1 = await collector([channel.global]);
    const room2 = await collector([channel.global]);
    const convo = await collector([channel.conversation(conversationId)]);
    const sent = [];
    for (const n of [1, 2, 3]) sent.push((await publish(channel.global, { type: "message", data: { n } }))!.id);
    const own = await publish(channel.conversation(conversationId), { type: "message", data: { text: "private" } });
    for (const c of [room1, room2]) expect((await c.next(3)).map((e) => [e.id, e.data])).toEqual(sent.map((id, i) => [id, { n: i + 1 }]));
    expect((await convo.next(1)).map((e) => e.id)).toEqual([own!.id]);
    expect(room1.got).toHaveLength(3);
    for (const c of [room1, room2, convo]) c.stop();
  });

  it("keeps ids in commit order under concurrent publishes", async () => {
    const room = await collector([channel.global]);
    const published = await Promise.all(Array.from({ length: 25 }, (_, i) => publish(channel.global, { type: "burst", data: { i } })));
    const got = await room.next(25);
    const ids = got.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    expect(new Set(ids)).toEqual(new Set(published.map((p) => p!.id)));
    room.stop();
  });

  it("delivers an event too large for a notification by reading it from the log", async () => {
    const room = await collector([channel.global]);
    const text = "é".repeat(6_000); // 12,000 bytes of UTF-8
    const sent = await publish(channel.global, { type: "big", data: { text } });
    const [got] = await room.next(1);
    expect(got).toEqual({ id: sent!.id, channel: "global", type: "big", data: { text } });
    room.stop();
  });

  // PGlite listens in-process: there is no connection to lose.
  if (process.env.TEST_DB === "postgres") it("reconnects its listening connection by itself and delivers what was published meanwhile", async () => {
    const room = await collector([channel.global]);
    const before = listenerBackendPid();
    expect(before).toBeTypeOf("number");
    const db = await getDb();
    const { sql } = await import("drizzle-orm");
    await db.execute(sql`select pg_terminate_backend(${before})`);
    const sent = [];
    for (const n of [1, 2, 3]) sent.push((await publish(channel.global, { type: "while-down", data: { n } }))!.id);
    expect((await room.next(3)).map((e) => e.id)).toEqual(sent);
    expect(listenerBackendPid()).not.toBe(before);
    room.stop();
  });

  // Traffic goes on while the listener comes back: a notification reaching the new connection
  // before the catch-up read must not move the listener past what was published while it was down.
  if (process.env.TEST_DB === "postgres") it("loses nothing published while its connection was down, though new events keep coming as it returns", async () => {
    const room = await collector([channel.global]);
    const before = listenerBackendPid();
    const db = await getDb();
    const { sql } = await import("drizzle-orm");
    await db.execute(sql`select pg_terminate_backend(${before})`);
    const sent: number[] = [];
    const send = async () => sent.push((await publish(channel.global, { type: "steady", data: {} }))!.id);
    for (let n = 0; n < 3; n++) await send();
    // Ten publishes in flight at a time (they commit one after another under the log's lock), so
    // commits keep landing while the new connection starts listening.
    const burst = () => Promise.all(Array.from({ length: 10 }, send));
    const until = Date.now() + 20_000;
    while (listenerBackendPid() === before && Date.now() < until) await burst();
    await burst();
    expect(listenerBackendPid()).not.toBe(before);
    sent.sort((x, y) => x - y);
    expect((await room.next(sent.length)).map((e) => e.id)).toEqual(sent);
    room.stop();
  });
});

describe("SSE stream", () => {
  it("streams events with their log ids and replays what a reconnect missed, each once and in order", async () => {
    const first = openStream("global", { token: a.token });
    const res = await first.response;
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(res.headers.get("cache-control")).toContain("no-transform");
    const reader = readSse(res.body!);
    await reader.comment(/connected/);
    const e1 = await publish(channel.global, { type: "message", data: { n: 1 } });
    const e2 = await publish(channel.global, { type: "message", data: { n: 2 } });
    expect((await reader.next(2)).map((e) => e.id)).toEqual([e1!.id, e2!.id]);
    expect(reader.retries[0]).toBeGreaterThan(0);
    first.abort();
    await reader.ended;

    const missed = [];
    for (const n of [3, 4, 5]) missed.push((await publish(channel.global, { type: "message", data: { n } }))!.id);
    const again = openStream("global", { token: a.token, lastEventId: e2!.id });
    const replayed = readSse((await again.response).body!);
    const got = await replayed.next(3);
    expect(got.map((e) => e.id)).toEqual(missed);
    expect(got.map((e) => e.data)).toEqual([{ n: 3 }, { n: 4 }, { n: 5 }]);
    const live = await publish(channel.global, { type: "message", data: { n: 6 } });
    expect((await replayed.next(4)).map((e) => e.id)).toEqual([...missed, live!.id]);
    expect(replayed.events).toHaveLength(4);
    again.abort();
  });

  it("is listening by the time its first bytes arrive: an event published at once after them is not lost", async () => {
    // The listener stopped, so the stream's subscription has to start it first (as after a restart).
    await stopHub();
    const s = openStream("global", { token: a.token });
    const reader = readSse((await s.response).body!);
    await reader.comment(/connected/);
    const e = await publish(channel.global, { type: "message", data: { n: "right after" } });
    expect((await reader.next(1)).map((x) => x.id)).toEqual([e!.id]);
    s.abort();
  });

  it("carries several channels on one stream under one Last-Event-ID", async () => {
    const s = openStream(`global,conversation:${conversationId},user:${a.id}`, { token: a.token });
    const reader = readSse((await s.response).body!);
    await reader.comment(/connected/);
    const x = await publish(channel.user(a.id), { type: "unread", data: { count: 1 } });
    const y = await publish(channel.conversation(conversationId), { type: "message", data: { text: "hi" } });
    const z = await publish(channel.global, { type: "message", data: { text: "all" } });
    await publish(channel.user(b.id), { type: "unread", data: { count: 9 } }); // not Ann's
    const got = await reader.next(3);
    expect(got.map((e) => [e.id, e.channel])).toEqual([
      [x!.id, `user:${a.id}`],
      [y!.id, `conversation:${conversationId}`],
      [z!.id, "global"],
    ]);
    s.abort();
    // The lastEventId query (a new EventSource after a channel change) replays across channels too.
    const again = openStream(`global,conversation:${conversationId},user:${a.id}`, { token: a.token, query: `&lastEventId=${x!.id}` });
    const replay = readSse((await again.response).body!);
    expect((await replay.next(2)).map((e) => e.id)).toEqual([y!.id, z!.id]);
    again.abort();
  });

  it("sends heartbeat comments while idle", async () => {
    const controller = new AbortController();
    const res = eventStreamResponse({ channels: ["global"], signal: controller.signal, heartbeatMs: 20 });
    const reader = readSse(res.body!);
    expect(await reader.comment(/^ping$/)).toBe("ping");
    controller.abort();
    await reader.ended;
  });

  it("releases its subscription when the request is aborted (a closed tab)", async () => {
    const name = channel.user(stranger.id);
    const s = openStream(name, { token: stranger.token });
    const reader = readSse((await s.response).body!);
    await reader.comment(/connected/);
    await publish(name, { type: "ping", data: null });
    await reader.next(1); // subscribed for sure
    expect(subscriberCount(name)).toBe(1);
    const open = openStreamCount();
    s.abort();
    await reader.ended;
    expect(subscriberCount(name)).toBe(0);
    expect(openStreamCount()).toBe(open - 1);
  });

  it("tells open streams to reconnect on shutdown (closeAllStreams)", async () => {
    const s = openStream("global");
    const reader = readSse((await s.response).body!);
    await reader.comment(/connected/);
    await publish(channel.global, { type: "ping", data: null });
    await reader.next(1);
    expect(closeAllStreams()).toBeGreaterThanOrEqual(1);
    await reader.ended;
    expect(reader.retries.at(-1)).toBeLessThanOrEqual(2500);
    expect(subscriberCount("global")).toBe(0);
  });

  it("refuses new streams with 503 and Retry-After once the server is stopping", async () => {
    beginShutdown();
    try {
      const res = await call("GET", "/realtime/stream?channels=global", { headers: { accept: "text/event-stream" } });
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("2");
    } finally {
      resetShutdownForTests();
    }
  });

  it("asks for the event-stream type (a plain GET gets a JSON 400)", async () => {
    const res = await call("GET", "/realtime/stream?channels=global");
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: expect.stringContaining("text/event-stream") });
  });
});

describe("a private stream lasts as long as its session", () => {
  const signOut = (token: string) => call("POST", "/web/common/auth/logout", { bearer: token, body: {} });

  it("ends when its session is signed out elsewhere, before the conversation's next message", async () => {
    const token = await a.newToken();
    const name = channel.conversation(conversationId);
    const s = openStream(name, { token });
    const reader = readSse((await s.response).body!);
    await reader.comment(/connected/);
    const before = await publish(name, { type: "message", data: { text: "before" } });
    await reader.next(1);
    expect((await signOut(token)).status).toBe(200);
    await publish(name, { type: "message", data: { text: "after sign-out" } });
    await reader.ended;
    expect(reader.events.map((e) => e.id)).toEqual([before!.id]);
    expect(subscriberCount(name)).toBe(0);
  });

  it("tells the page on the user's channel that a session ended, and goes on when it was another one", async () => {
    const mine = await b.newToken();
    const other = await b.newToken();
    const s = openStream(`conversation:${conversationId},user:${b.id}`, { token: mine });
    const reader = readSse((await s.response).body!);
    await reader.comment(/connected/);
    expect((await signOut(other)).status).toBe(200);
    const next = await publish(channel.conversation(conversationId), { type: "message", data: { text: "still here" } });
    const got = await reader.next(2);
    expect(got.map((e) => [e.channel, e.type])).toEqual([
      [`user:${b.id}`, "session-ended"],
      [`conversation:${conversationId}`, "message"],
    ]);
    expect(got[1]!.id).toBe(next!.id);
    s.abort();
    await reader.ended;
  });

  it("asks again at every heartbeat (an expired session sends no notice)", async () => {
    let valid = true;
    const controller = new AbortController();
    const res = eventStreamResponse({ channels: ["user:1"], signal: controller.signal, heartbeatMs: 20, session: { channel: "user:1", stillValid: async () => valid } });
    const reader = readSse(res.body!);
    await reader.comment(/^ping$/);
    valid = false;
    await reader.ended;
    expect(subscriberCount("user:1")).toBe(0);
  });

  it("leaves the global room alone: a guest's stream has no session to lose", async () => {
    const token = await stranger.newToken();
    const s = openStream("global", { token });
    const reader = readSse((await s.response).body!);
    await reader.comment(/connected/);
    await signOut(token);
    const e = await publish(channel.global, { type: "message", data: { text: "for everyone" } });
    expect((await reader.next(1))[0]!.id).toBe(e!.id);
    s.abort();
    await reader.ended;
  });
});

describe("who may read a channel", () => {
  const cases: [string, () => string, () => TestActor | null, number][] = [
    ["a guest, the global room", () => "global", () => null, 200],
    ["a guest, a conversation", () => `conversation:${conversationId}`, () => null, 404],
    ["a guest, a user channel", () => `user:${a.id}`, () => null, 404],
    ["a participant, the conversation", () => `conversation:${conversationId}`, () => a, 200],
    ["the other participant", () => `conversation:${conversationId}`, () => b, 200],
    ["another user, the conversation", () => `conversation:${conversationId}`, () => stranger, 404],
    ["a user, their own channel", () => `user:${a.id}`, () => a, 200],
    ["a user, someone else's channel", () => `user:${a.id}`, () => b, 404],
    ["a list with one channel not theirs", () => `global,user:${a.id}`, () => b, 404],
    ["a conversation that does not exist", () => "conversation:2147483647", () => a, 404],
  ];

  it.each(cases)("%s (stream and replay)", async (_label, channels, who, status) => {
    const actor = who();
    const s = openStream(channels(), { token: actor?.token });
    const res = await s.response;
    expect(res.status).toBe(status);
    if (status === 404) expect(await res.json()).toMatchObject({ error: { code: "NOT_FOUND" } });
    s.abort();
    const replay = await call("GET", `/realtime/events?channels=${encodeURIComponent(channels())}&after=0`, { bearer: actor?.token });
    expect(replay.status).toBe(status);
  });

  it("refuses names that are not channels with a 400", async () => {
    for (const bad of ["cache", "conversation:0", "conversation:abc", "user:99999999999", "", Array.from({ length: 21 }, (_, i) => `user:${i + 1}`).join(",")]) {
      const res = await call("GET", `/realtime/events?channels=${encodeURIComponent(bad)}&after=0`);
      expect(res.status, bad).toBe(400);
    }
  });

  it("replays a channel's log after an id, for a participant", async () => {
    const name = channel.conversation(conversationId);
    const e1 = await publish(name, { type: "message", data: { text: "one" } });
    const e2 = await publish(name, { type: "message", data: { text: "two" } });
    const res = await call<{ events: { id: number }[]; more: boolean }>("GET", `/realtime/events?channels=${name}&after=${e1!.id - 1}`, { bearer: b.token });
    expect(res.body.events.map((e) => e.id)).toEqual([e1!.id, e2!.id]);
    expect(res.body.more).toBe(false);
  });
});

describe("the page cache's invalidation rides the same channel", () => {
  it("drops a page when another instance says it changed, and everything after a listener gap", async () => {
    listenForInvalidations();
    const page = { status: 200, body: new TextEncoder().encode("<p>old</p>"), csp: "", etag: '"x"', headers: {}, storedAt: Date.now() };
    pageStore().set("/jobs/424242", page);
    pageStore().set("/jobs/424243", page);
    await subscribe([], () => undefined); // the listener is up
    const heard = new Promise<void>((resolve) => {
      const stop = onServerMessage("cache", () => (stop(), resolve()));
    });
    await notifyServers({ k: "cache", o: "another-instance", p: ["/jobs/424242"], g: [] });
    await heard;
    expect(pageStore().get("/jobs/424242")).toBeUndefined();
    expect(pageStore().get("/jobs/424243")).toBeDefined();
  });

  it("a process's own message is not handled twice", async () => {
    const { invalidateCachedPages } = await import("@/lib/page-cache");
    let own = 0;
    const stop = onServerMessage("cache", () => own++);
    invalidateCachedPages(["/jobs/1"]);
    // A message from elsewhere sent after ours: when it arrives, ours has been seen (and skipped).
    const heard = new Promise<void>((resolve) => {
      const s = onServerMessage("cache", (m) => m.o === "later" && (s(), resolve()));
    });
    await new Promise((r) => setImmediate(r));
    await notifyServers({ k: "cache", o: "later", p: [], g: [] });
    await heard;
    expect(own).toBe(1); // only "later"
    stop();
  });
});
