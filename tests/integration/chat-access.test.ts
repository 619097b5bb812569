import { beforeAll, describe, expect, it } from "vitest";
import { makeActor, type TestActor } from "../helpers/actors";
import { call } from "../helpers/api";
import { CHAT, chatList, clientId, history, sendGlobal, sendTo, startChat, unread } from "../helpers/chat";
import { CHAT_SENDS_PER_WINDOW } from "@/lib/chat/limits";

/** Participants only (every conversation call × guest / participant / someone else), blocking, and the send limit. */

let alice: TestActor;
let bob: TestActor;
let mallory: TestActor;
let chatId: number;

beforeAll(async () => {
  [alice, bob, mallory] = await Promise.all([makeActor("CANDIDATE", "Alice"), makeActor("COMPANY", "Bob Ltd"), makeActor("RECRUIMENTAGENCY", "Mallory")]);
  chatId = await startChat(alice, bob);
  await sendTo(bob, chatId, "private hello");
});

/** Every call that names a conversation. */
const conversationCalls = () =>
  [
    ["GET", `${CHAT}/chats/${chatId}/history?page=1&limit=10`, undefined],
    ["POST", `${CHAT}/chats/${chatId}/messages`, { content: "let me in", clientId: clientId() }],
    ["POST", `${CHAT}/chats/${chatId}/read`, {}],
  ] as const;

describe("a conversation is its participants' alone", () => {
  it.each([0, 1, 2])("call %i: guest 401, someone else 404 (as if it did not exist), each participant 200", async (i) => {
    const [method, path, body] = conversationCalls()[i]!;
    expect((await call(method, path, { body })).status).toBe(401);
    const other = await call(method, path, { bearer: mallory.token, body });
    expect(other.status).toBe(404);
    expect(other.body).toMatchObject({ error: { code: "NOT_FOUND" } });
    const missing = await call(method, path.replace(`/chats/${chatId}/`, "/chats/2000000000/"), { bearer: alice.token, body });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ message: other.body.message });
    for (const who of [alice, bob]) {
      const own = await call(method, path, { bearer: who.token, body: body && "clientId" in body ? { content: "participant note", clientId: clientId() } : body });
      expect(own.status).toBe(200);
    }
  });

  it("someone else sees nothing of it: not listed, not counted, nothing stored by their attempt", async () => {
    expect((await chatList(mallory)).body.chats.map((c) => c.id)).not.toContain(chatId);
    expect(await unread(mallory)).toBe(0);
    const seen = (await history(alice, chatId, 1, 100)).body.messages.map((m) => m.content);
    expect(seen).not.toContain("let me in");
  });

  it("a user without an account type is refused every chat call but reading the global room", async () => {
    const untyped = await makeActor(null);
    expect((await call("GET", `${CHAT}/chats`, { bearer: untyped.token })).status).toBe(403);
    expect((await call("POST", `${CHAT}/global-messages`, { bearer: untyped.token, body: { content: "hi", clientId: clientId() } })).status).toBe(403);
    expect((await call("GET", `${CHAT}/global-history`, { bearer: untyped.token })).status).toBe(200);
  });
});

describe("blocking", () => {
  it("no new messages either way; the blocked user is not told and their messages are withheld", async () => {
    const [blocker, blocked] = await Promise.all([makeActor("COMPANY", "Blocker Co"), makeActor("CANDIDATE", "Pushy Pete")]);
    const id = await startChat(blocked, blocker);
    await sendTo(blocked, id, "before the block");
    const block = await call("POST", `${CHAT}/blocks`, { bearer: blocker.token, body: { userId: blocked.id } });
    expect(block.status).toBe(200);
    const blockerEntry = () => chatList(blocker).then((list) => list.body.chats.find((c) => c.id === id)!);
    const blockedEntry = () => chatList(blocked).then((list) => list.body.chats.find((c) => c.id === id)!);
    expect(await blockerEntry()).toMatchObject({ blockedByMe: true });
    const unreadBefore = await unread(blocker);
    const blockerTimeBefore = (await blockerEntry()).lastMessageAt;
    const blockedTimeBefore = (await blockedEntry()).lastMessageAt;

    // The blocked user's send looks like any other...
    const pushed = await sendTo(blocked, id, "are you there?");
    expect(pushed.status).toBe(200);
    expect(pushed.body.chatMessage.content).toBe("are you there?");
    expect((await history(blocked, id)).body.messages.map((m) => m.content)).toEqual(["before the block", "are you there?"]);
    expect((await chatList(blocked)).body.chats.find((c) => c.id === id)).toMatchObject({ blockedByMe: false, lastMessage: { content: "are you there?" } });

    // ...but the blocker never sees it, and it is not unread for them.
    expect((await history(blocker, id)).body.messages.map((m) => m.content)).toEqual(["before the block"]);
    expect((await chatList(blocker)).body.chats.find((c) => c.id === id)!.lastMessage!.content).toBe("before the block");
    expect(await unread(blocker)).toBe(unreadBefore);
    // Nor does their list tell it by the time or the order: the withheld message moves the sender's list only.
    expect((await blockerEntry()).lastMessageAt).toBe(blockerTimeBefore);
    expect((await blockedEntry()).lastMessageAt > blockedTimeBefore).toBe(true);

    // The blocker is told plainly why they cannot write.
    const reply = await sendTo(blocker, id, "stop");
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({ message: expect.stringContaining("Unblock") });

    // Unblocking restores messages from now on; what was withheld stays withheld.
    expect((await call("DELETE", `${CHAT}/blocks/${blocked.id}`, { bearer: blocker.token })).status).toBe(200);
    expect((await sendTo(blocked, id, "after the block")).status).toBe(200);
    expect((await sendTo(blocker, id, "hello again")).status).toBe(200);
    expect((await history(blocker, id)).body.messages.map((m) => m.content)).toEqual(["before the block", "after the block", "hello again"]);
  });

  it("refuses blocking or unblocking oneself or an unknown user; blocking or unblocking twice is harmless", async () => {
    expect((await call("POST", `${CHAT}/blocks`, { bearer: alice.token, body: { userId: alice.id } })).status).toBe(400);
    expect((await call("POST", `${CHAT}/blocks`, { bearer: alice.token, body: { userId: 2_000_000_000 } })).status).toBe(404);
    const unknown = await call("DELETE", `${CHAT}/blocks/2000000000`, { bearer: alice.token });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: { code: "NOT_FOUND" }, message: "User not found" });
    expect((await call("DELETE", `${CHAT}/blocks/${alice.id}`, { bearer: alice.token })).status).toBe(400);
    const someone = await makeActor("CANDIDATE");
    for (let i = 0; i < 2; i++) expect((await call("POST", `${CHAT}/blocks`, { bearer: alice.token, body: { userId: someone.id } })).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await call("DELETE", `${CHAT}/blocks/${someone.id}`, { bearer: alice.token })).status).toBe(200);
  });
});

describe("the send limit", () => {
  it(`allows ${CHAT_SENDS_PER_WINDOW} messages in the window over private and global together, then a 429 with a clear message`, async () => {
    const [sender, peer] = await Promise.all([makeActor("CANDIDATE"), makeActor("COMPANY")]);
    const id = await startChat(sender, peer);
    const half = CHAT_SENDS_PER_WINDOW / 2;
    for (let i = 0; i < half; i++) expect((await sendTo(sender, id, `p${i}`)).status).toBe(200);
    for (let i = 0; i < half; i++) expect((await sendGlobal(sender, `g${i}`)).status).toBe(200);
    const over = await sendTo(sender, id, "one too many");
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ error: { code: "RATE_LIMITED" }, message: expect.stringContaining("too fast") });
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await sendGlobal(sender, "also too many")).status).toBe(429);
    // Nothing was stored for the refused sends; another user is not affected.
    expect((await history(peer, id, 1, 100)).body.messages.map((m) => m.content)).not.toContain("one too many");
    expect((await sendTo(peer, id, "I can still write")).status).toBe(200);
  });

  it("a retry of a stored message is answered even over the limit (it stores nothing new)", async () => {
    const [sender, peer] = await Promise.all([makeActor("CANDIDATE"), makeActor("COMPANY")]);
    const id = await startChat(sender, peer);
    const cid = clientId();
    const first = await sendTo(sender, id, "kept", cid);
    for (let i = 1; i < CHAT_SENDS_PER_WINDOW; i++) await sendTo(sender, id, `fill ${i}`);
    expect((await sendTo(sender, id, "over")).status).toBe(429);
    const retry = await sendTo(sender, id, "kept", cid);
    expect(retry.status).toBe(200);
    expect(retry.body.chatMessage.id).toBe(first.body.chatMessage.id);
  });
});
