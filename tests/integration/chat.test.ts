import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { conversations, privateMessages } from "@/db/schema";
import { makeActor, type TestActor } from "../helpers/actors";
import { call } from "../helpers/api";
import { CHAT, chatList, clientId, history, sendGlobal, sendTo, startChat, unread, type History } from "../helpers/chat";
import { rowsRead, statementsOf } from "../helpers/statements";
import { MAX_LISTED_CONVERSATIONS } from "@/lib/chat/conversations";
import { COUNT_AHEAD } from "@/lib/chat/history";

/** Conversations, the global room, paging, unread counts, idempotent sends and the role filter, through the API. */

let candidate: TestActor;
let company: TestActor;
let agency: TestActor;

beforeAll(async () => {
  [candidate, company, agency] = await Promise.all([makeActor("CANDIDATE", "Cara Candidate"), makeActor("COMPANY", "Acme Chat Co"), makeActor("RECRUIMENTAGENCY", "Hire Agency")]);
});

describe("conversations", () => {
  it("one conversation per pair, whoever starts it", async () => {
    const first = await startChat(candidate, company);
    expect(await startChat(company, candidate)).toBe(first);
    expect(await startChat(candidate, company)).toBe(first);
  });

  it("refuses a conversation with oneself, an unknown user, and a guest", async () => {
    expect((await call("POST", `${CHAT}/chats`, { bearer: candidate.token, body: { userId: candidate.id } })).status).toBe(400);
    expect((await call("POST", `${CHAT}/chats`, { bearer: candidate.token, body: { userId: 2_000_000_000 } })).status).toBe(404);
    expect((await call("POST", `${CHAT}/chats`, { body: { userId: company.id } })).status).toBe(401);
  });

  it("a new conversation shows none of another pair's messages, whatever their ids", async () => {
    const [a, b, c, d] = await Promise.all([makeActor("CANDIDATE"), makeActor("COMPANY"), makeActor("CANDIDATE"), makeActor("COMPANY")]);
    // A message whose id equals its own conversation's id (on a busy site such pairs keep appearing).
    const db = await getDb();
    const key = 1_500_000_000 + Math.floor(Math.random() * 100_000_000);
    const [userAId, userBId] = a.id < b.id ? [a.id, b.id] : [b.id, a.id];
    await db.execute(sql`insert into ${conversations} (id, user_a_id, user_b_id, started_by_id) overriding system value values (${key}, ${userAId}, ${userBId}, ${a.id})`);
    await db.execute(sql`insert into ${privateMessages} (id, conversation_id, sender_id, content) overriding system value values (${key}, ${key}, ${a.id}, 'PRIVATE: a''s salary')`);
    const started = await call<{ chat: { id: number; lastMessage: unknown; unread: number } }>("POST", `${CHAT}/chats`, { bearer: c.token, body: { userId: d.id } });
    expect(started.body.chat).toMatchObject({ lastMessage: null, unread: 0 });
    expect(JSON.stringify(started.body)).not.toContain("PRIVATE");
  });

  it("an empty conversation is listed for the one who opened it only", async () => {
    const [a, b] = await Promise.all([makeActor("CANDIDATE"), makeActor("COMPANY")]);
    const id = await startChat(a, b);
    expect((await chatList(a)).body.chats.map((c) => c.id)).toEqual([id]);
    expect((await chatList(b)).body.chats).toEqual([]);
    await sendTo(a, id, "Hello there");
    expect((await chatList(b)).body.chats.map((c) => c.id)).toEqual([id]);
  });
});

describe("history paging", () => {
  it("page 1 is the newest, oldest first inside a page; pages do not overlap and cover everything", async () => {
    const [a, b] = await Promise.all([makeActor("CANDIDATE"), makeActor("COMPANY")]);
    const id = await startChat(a, b);
    for (let i = 1; i <= 12; i++) expect((await sendTo(i % 2 ? a : b, id, `message ${i}`)).status).toBe(200);
    const p1 = await history(b, id, 1, 5);
    expect(p1.status).toBe(200);
    expect(p1.body.messages.map((m) => m.content)).toEqual(["message 8", "message 9", "message 10", "message 11", "message 12"]);
    expect(p1.body.pagination).toEqual({ page: 1, limit: 5, total: 12, totalPages: 3, totalExact: true });
    const p2 = await history(b, id, 2, 5);
    const p3 = await history(b, id, 3, 5);
    const all = [...p3.body.messages, ...p2.body.messages, ...p1.body.messages];
    expect(all.map((m) => m.content)).toEqual(Array.from({ length: 12 }, (_, i) => `message ${i + 1}`));
    expect(new Set(all.map((m) => m.id)).size).toBe(12);
    expect(all.map((m) => m.id)).toEqual([...all.map((m) => m.id)].sort((x, y) => x - y));
    expect(p1.body.messages[4]!.sender).toMatchObject({ id: b.id, role: "COMPANY" });
  });

  it("a message arriving between pages shifts page 2 by one: the overlap repeats an id the screen de-duplicates", async () => {
    const [a, b] = await Promise.all([makeActor("CANDIDATE"), makeActor("COMPANY")]);
    const id = await startChat(a, b);
    for (let i = 1; i <= 4; i++) await sendTo(a, id, `m${i}`);
    const p1 = (await history(a, id, 1, 2)).body;
    await sendTo(b, id, "m5");
    const p2 = (await history(a, id, 2, 2)).body;
    expect(p1.messages.map((m) => m.content)).toEqual(["m3", "m4"]);
    expect(p2.messages.map((m) => m.content)).toEqual(["m2", "m3"]);
    const known = new Set(p1.messages.map((m) => m.id));
    expect(p2.messages.filter((m) => !known.has(m.id)).map((m) => m.content)).toEqual(["m2"]);
  });

  it("an older page read below the oldest message shown is not shifted by a message arriving meanwhile", async () => {
    const [a, b] = await Promise.all([makeActor("CANDIDATE"), makeActor("COMPANY")]);
    const id = await startChat(a, b);
    for (let i = 1; i <= 5; i++) await sendTo(a, id, `k${i}`);
    const p1 = (await history(a, id, 1, 2)).body;
    await sendTo(b, id, "k6");
    const p2 = (await history(a, id, 2, 2, p1.messages[0]!.id)).body;
    expect(p1.messages.map((m) => m.content)).toEqual(["k4", "k5"]);
    expect(p2.messages.map((m) => m.content)).toEqual(["k2", "k3"]);
    expect(p2.pagination).toEqual({ page: 2, limit: 2, total: 5, totalPages: 3, totalExact: true });
    const p3 = (await history(a, id, 3, 2, p2.messages[0]!.id)).body;
    expect(p3.messages.map((m) => m.content)).toEqual(["k1"]);
    expect(p3.pagination).toMatchObject({ page: 3, totalPages: 3 });
    // Another conversation's ids and a guest stay out; a bad cursor is a 400 that says why.
    expect((await history(undefined, id, 2, 2, p1.messages[0]!.id)).status).toBe(401);
    const bad = await call<{ message: string }>("GET", `${CHAT}/chats/${id}/history?page=2&before=abc`, { bearer: a.token });
    expect([bad.status, bad.body.message]).toEqual([400, "before must be a whole number"]);
  });

  it("the global room is paged the same way and readable by a guest", async () => {
    const [a, b] = await Promise.all([makeActor("CANDIDATE", "Global One"), makeActor("RECRUIMENTAGENCY", "Global Two")]);
    const a1 = (await sendGlobal(a, "hello room")).body.chatMessage;
    const b1 = (await sendGlobal(b, "hi all")).body.chatMessage;
    const page = await call<History>("GET", `${CHAT}/global-history?page=1&limit=2`);
    expect(page.status).toBe(200);
    expect(page.body.messages.map((m) => m.id)).toEqual([a1.id, b1.id]);
    expect(page.body.message).toEqual(expect.any(String));
    expect(page.body.pagination).toMatchObject({ page: 1, limit: 2 });
    expect(page.body.messages[1]!.chatId).toBeNull();
    expect((await call("GET", `${CHAT}/global-history?page=0`)).status).toBe(400);
    expect((await call("GET", `${CHAT}/global-history?limit=101`)).status).toBe(400);
  });

  it("a guest may not write in the global room", async () => {
    const res = await call("POST", `${CHAT}/global-messages`, { body: { content: "hi", clientId: clientId() } });
    expect(res.status).toBe(401);
  });
});

describe("idempotent send", () => {
  it("a retried send with the same client id answers the same message and stores one", async () => {
    const [a, b] = await Promise.all([makeActor("CANDIDATE"), makeActor("COMPANY")]);
    const id = await startChat(a, b);
    const cid = clientId();
    const [first, second] = await Promise.all([sendTo(a, id, "Only once", cid), sendTo(a, id, "Only once", cid)]);
    const third = await sendTo(a, id, "Only once", cid);
    expect([first.status, second.status, third.status]).toEqual([200, 200, 200]);
    expect(new Set([first.body.chatMessage.id, second.body.chatMessage.id, third.body.chatMessage.id]).size).toBe(1);
    expect(third.body.chatMessage.clientId).toBe(cid);
    expect((await history(b, id)).body.messages.filter((m) => m.content === "Only once")).toHaveLength(1);
    expect(await unread(b)).toBe(1);
  });

  it("the global room too; a client id reused in another conversation is a 409", async () => {
    const [a, b, c] = await Promise.all([makeActor("CANDIDATE"), makeActor("COMPANY"), makeActor("COMPANY")]);
    const cid = clientId();
    const g1 = await sendGlobal(a, "room once", cid);
    const g2 = await sendGlobal(a, "room once", cid);
    expect(g2.body.chatMessage.id).toBe(g1.body.chatMessage.id);
    const one = await startChat(a, b);
    const two = await startChat(a, c);
    const pid = clientId();
    expect((await sendTo(a, one, "first", pid)).status).toBe(200);
    const reused = await sendTo(a, two, "second", pid);
    expect(reused.status).toBe(409);
    expect(reused.body).toMatchObject({ message: expect.stringContaining("already used") });
  });

  it("refuses empty and over-long messages with a clear message, and a missing client id", async () => {
    const [a, b] = await Promise.all([makeActor("CANDIDATE"), makeActor("COMPANY")]);
    const id = await startChat(a, b);
    expect((await sendTo(a, id, "   ")).body).toMatchObject({ message: expect.stringContaining("type a message") });
    const long = await sendTo(a, id, "x".repeat(2001));
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ message: expect.stringContaining("2,000 characters") });
    expect((await sendTo(a, id, "x".repeat(2000))).status).toBe(200);
    expect((await call("POST", `${CHAT}/chats/${id}/messages`, { bearer: a.token, body: { content: "hi" } })).status).toBe(400);
    expect((await sendTo(a, id, "  <b>kept as text</b>  ")).body.chatMessage.content).toBe("<b>kept as text</b>");
  });
});

describe("the conversation list and unread counts", () => {
  it("newest activity first, last message, unread per conversation and in total; reading clears them", async () => {
    const me = await makeActor("COMPANY", "Reader Co");
    const [x, y] = await Promise.all([makeActor("CANDIDATE", "Xavier"), makeActor("CANDIDATE", "Yolanda")]);
    const withX = await startChat(x, me);
    const withY = await startChat(y, me);
    await sendTo(x, withX, "x one");
    await sendTo(y, withY, "y one");
    await sendTo(x, withX, "x two");
    let list = (await chatList(me)).body.chats;
    expect(list.map((c) => [c.otherUser.name, c.lastMessage?.content, c.unread])).toEqual([
      ["Xavier", "x two", 2],
      ["Yolanda", "y one", 1],
    ]);
    expect(await unread(me)).toBe(3);
    // The sender's own messages never count as unread for them.
    expect(await unread(x)).toBe(0);

    const firstId = (await history(me, withX)).body.messages[0]!.id;
    const partly = await call<{ unreadTotal: number; lastReadMessageId: number }>("POST", `${CHAT}/chats/${withX}/read`, { bearer: me.token, body: { messageId: firstId } });
    expect(partly.body).toMatchObject({ unreadTotal: 2, lastReadMessageId: firstId });
    const all = await call<{ unreadTotal: number }>("POST", `${CHAT}/chats/${withX}/read`, { bearer: me.token, body: {} });
    expect(all.body.unreadTotal).toBe(1);
    // A marker never moves back (an older tab cannot undo a newer one's reading).
    await call("POST", `${CHAT}/chats/${withX}/read`, { bearer: me.token, body: { messageId: firstId } });
    list = (await chatList(me)).body.chats;
    expect(list.map((c) => c.unread)).toEqual([0, 1]);

    await sendTo(me, withY, "answer to y");
    list = (await chatList(me)).body.chats;
    expect(list.map((c) => c.otherUser.name)).toEqual(["Yolanda", "Xavier"]);
  });

  it("role keeps conversations whose other participant has that account type; absent or empty = all", async () => {
    const me = await makeActor("CANDIDATE");
    const [co, ag, cand] = await Promise.all([makeActor("COMPANY", "Role Co"), makeActor("RECRUIMENTAGENCY", "Role Agency"), makeActor("CANDIDATE", "Role Peer")]);
    for (const other of [co, ag, cand]) await sendTo(me, await startChat(me, other), "hi");
    const names = async (role?: string) => (await chatList(me, role)).body.chats.map((c) => c.otherUser.name).sort();
    expect(await names("COMPANY")).toEqual(["Role Co"]);
    expect(await names("RECRUIMENTAGENCY")).toEqual(["Role Agency"]);
    expect(await names("CANDIDATE")).toEqual(["Role Peer"]);
    expect(await names()).toEqual(["Role Agency", "Role Co", "Role Peer"]);
    expect(await names("")).toEqual(["Role Agency", "Role Co", "Role Peer"]);
    expect((await chatList(me, "ADMIN")).status).toBe(400);
  });
});

describe("user search", () => {
  it("finds users of one role by name, typo tolerant, never oneself", async () => {
    const stamp = Date.now().toString(36);
    const target = await makeActor("COMPANY", `Zebracorp ${stamp}`);
    const res = await call<{ users: { id: number; name: string; role: string }[] }>("GET", `${CHAT}/search-users?role=COMPANY&name=${encodeURIComponent(`Zebracorp ${stamp}`)}`, { bearer: candidate.token });
    expect(res.status).toBe(200);
    expect(res.body.users[0]).toMatchObject({ id: target.id, role: "COMPANY" });
    const wrongRole = await call<{ users: { id: number }[] }>("GET", `${CHAT}/search-users?role=CANDIDATE&name=${encodeURIComponent(`Zebracorp ${stamp}`)}`, { bearer: candidate.token });
    expect(wrongRole.body.users.map((u) => u.id)).not.toContain(target.id);
    const self = await call<{ users: { id: number }[] }>("GET", `${CHAT}/search-users?role=COMPANY&name=${encodeURIComponent(`Zebracorp ${stamp}`)}`, { bearer: target.token });
    expect(self.body.users.map((u) => u.id)).not.toContain(target.id);
    expect((await call("GET", `${CHAT}/search-users?role=COMPANY&name=`, { bearer: candidate.token })).status).toBe(400);
    expect((await call("GET", `${CHAT}/search-users?role=COMPANY&name=x`)).status).toBe(401);
  });
});

describe("roles of the callers", () => {
  it("an agency and a candidate chat like anyone else", async () => {
    const id = await startChat(agency, candidate);
    expect((await sendTo(agency, id, "We have a role for you")).status).toBe(200);
    expect((await history(candidate, id)).body.messages.map((m) => m.content)).toEqual(["We have a role for you"]);
  });
});

describe("reads bounded by the page, not by everything stored", () => {
  /** A user in 500 conversations (user A of 300, user B of 200), 4 messages each, all read but 3. */
  let heavy: TestActor;
  let newestFirst: number[];
  beforeAll(async () => {
    const db = await getDb();
    const tag = clientId();
    const people = (n: number) =>
      db.execute(sql`insert into users (email, name, user_type) select ${tag} || '-' || g || '-' || ${n} || '@test.local', 'Person ' || g, 'CANDIDATE' from generate_series(1, ${n}) g returning id`) as unknown as Promise<{ rows: { id: number }[] }>;
    const before = (await people(200)).rows.map((r) => r.id);
    heavy = await makeActor("COMPANY", "Busy Co");
    const after = (await people(300)).rows.map((r) => r.id);
    const others = [...before, ...after];
    const rows = others.map((other, i) => {
      // Interleaved, so the newest 100 come from both sides; pairs share a time, so the id breaks ties.
      const at = new Date(Date.UTC(2026, 0, 1) + Math.floor((i % 250) / 2) * 60_000 + (i < 200 ? 0 : 30_000));
      return { userAId: Math.min(other, heavy.id), userBId: Math.max(other, heavy.id), startedById: other, userALastMessageAt: at, userBLastMessageAt: at };
    });
    const made = await db.insert(conversations).values(rows).returning({ id: conversations.id, at: conversations.userALastMessageAt });
    await db.execute(sql`insert into private_messages (conversation_id, sender_id, content)
      select c.id, case when m % 2 = 0 then ${heavy.id} else c.started_by_id end, 'message ' || m
      from conversations c, generate_series(1, 4) m where c.id in (${sql.join(made.map((c) => sql`${c.id}`), sql`, `)})`);
    await db.execute(sql`update conversations c set
      user_a_last_read_id = (select max(id) from private_messages p where p.conversation_id = c.id),
      user_b_last_read_id = (select max(id) from private_messages p where p.conversation_id = c.id)
      where ${heavy.id} in (c.user_a_id, c.user_b_id)`);
    // Three conversations each get one message the heavy user has not read.
    for (const c of made.slice(0, 3)) await db.insert(privateMessages).values({ conversationId: c.id, senderId: rows[made.indexOf(c)]!.startedById, content: "unread" });
    await db.execute(sql`analyze conversations`);
    await db.execute(sql`analyze private_messages`);
    newestFirst = made.sort((x, y) => y.at.getTime() - x.at.getTime() || y.id - x.id).map((c) => c.id);
  });

  it("the conversation list is the newest of both sides of the user, and reads about a page of conversations", async () => {
    const list = await chatList(heavy);
    expect(list.body.chats.map((c) => c.id)).toEqual(newestFirst.slice(0, MAX_LISTED_CONVERSATIONS));
    const statements = await statementsOf(() => chatList(heavy));
    let read = 0;
    for (const s of statements) read += await rowsRead(s, "conversations");
    // Each side's walk stops at a page and the page is read once: never all 500 of the user's conversations.
    expect(read).toBeLessThanOrEqual(3 * MAX_LISTED_CONVERSATIONS);
  });

  it("the unread badge reads the unread messages, not every message of the user's conversations", async () => {
    expect(await unread(heavy)).toBe(3);
    const statements = await statementsOf(() => unread(heavy));
    let read = 0;
    for (const s of statements) read += await rowsRead(s, "private_messages");
    // The 3 unread and a few rows around the markers, against 2,000 messages in the user's conversations.
    expect(read).toBeLessThanOrEqual(10);
  });

  it("a history's count stops past the page asked for, and says so; a deep enough page counts exactly", async () => {
    const db = await getDb();
    const sender = await makeActor("CANDIDATE", "Room filler");
    await db.execute(sql`insert into global_messages (sender_id, content) select ${sender.id}, 'filler ' || g from generate_series(1, ${COUNT_AHEAD + 100}) g`);
    const first = await call<History>("GET", `${CHAT}/global-history?page=1&limit=20`);
    expect(first.body.pagination).toEqual({ page: 1, limit: 20, total: 20 + COUNT_AHEAD + 1, totalPages: Math.ceil((20 + COUNT_AHEAD + 1) / 20), totalExact: false });
    const [{ n }] = ((await db.execute(sql`select count(*)::int as n from global_messages`)) as unknown as { rows: { n: number }[] }).rows as [{ n: number }];
    const last = Math.ceil(n / 20);
    const deep = await call<History>("GET", `${CHAT}/global-history?page=${last}&limit=20`);
    expect(deep.body.pagination).toMatchObject({ page: last, totalPages: last, totalExact: true });
    expect(deep.body.pagination.total).toBeGreaterThanOrEqual(n);
  });

  it("a deep page read below a message id reads about a page, where an offset walks every newer message", async () => {
    const db = await getDb();
    const sender = await makeActor("CANDIDATE", "Deep room filler");
    await db.execute(sql`insert into global_messages (sender_id, content) select ${sender.id}, 'deep ' || g from generate_series(1, 3000) g`);
    await db.execute(sql`analyze global_messages`);
    const [{ top }] = ((await db.execute(sql`select max(id)::int as top from global_messages`)) as unknown as { rows: { top: number }[] }).rows as [{ top: number }];
    const page = 100;
    const before = top - (page - 1) * 20 + 1;
    const keyset = await call<History>("GET", `${CHAT}/global-history?page=${page}&limit=20&before=${before}`);
    expect(keyset.body.messages.map((m) => m.id)).toEqual(Array.from({ length: 20 }, (_, i) => before - 20 + i));
    let byKeyset = 0;
    for (const s of await statementsOf(() => call("GET", `${CHAT}/global-history?page=${page}&limit=20&before=${before}`))) byKeyset += await rowsRead(s, "global_messages");
    let byOffset = 0;
    for (const s of await statementsOf(() => call("GET", `${CHAT}/global-history?page=${page}&limit=20`))) byOffset += await rowsRead(s, "global_messages");
    // The page and the count ahead of it, against the 1,980 newer messages the offset steps over (twice: page and count).
    expect(byKeyset).toBeLessThanOrEqual(2 * 20 + COUNT_AHEAD + 2);
    expect(byOffset).toBeGreaterThan(2 * (page - 1) * 20);
  });
});
