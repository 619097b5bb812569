import { describe, expect, it } from "vitest";
import { initialThread, oldestId, threadReducer, unansweredSends, type ThreadState } from "./thread-state";
import type { ChatMessageDto, ChatPerson, HistoryAnswer } from "./types";

const me: ChatPerson = { id: 1, name: "Me", role: "CANDIDATE", photoUrl: null };
const them: ChatPerson = { id: 2, name: "Them", role: "COMPANY", photoUrl: null };
const dto = (id: number, clientId: string | null = null, sender: ChatPerson = them): ChatMessageDto => ({ id, chatId: 9, clientId, content: `m${id}`, createdAt: "2030-01-01T00:00:00.000Z", sender });
const page = (n: number, ids: number[], totalPages = 3): HistoryAnswer => ({ messages: ids.map((id) => dto(id)), pagination: { page: n, limit: 2, total: 6, totalPages, totalExact: true }, message: "" });
const ids = (s: ThreadState) => s.messages.map((m) => m.id ?? m.clientId);

describe("threadReducer", () => {
  it("page 1 replaces, older pages prepend without duplicates", () => {
    let s = threadReducer({ ...initialThread, messages: [{ key: "x", id: 2, clientId: null, content: "stale", createdAt: "", sender: them, status: "sent" }] }, { type: "page", answer: page(1, [5, 6]), mode: "open" });
    expect(ids(s)).toEqual([5, 6]);
    s = threadReducer(s, { type: "page", answer: page(2, [4, 5]), mode: "older" });
    expect(ids(s)).toEqual([4, 5, 6]);
    expect(s).toMatchObject({ page: 2, totalPages: 3, loaded: true });
  });

  it("a live message sent while page 1 was read, whose event came first, stays when the page lands", () => {
    let s = threadReducer(initialThread, { type: "live", message: dto(7) });
    s = threadReducer(s, { type: "send", clientId: "c-pending-2", content: "hi", at: "", sender: me });
    s = threadReducer(s, { type: "page", answer: page(1, [5, 6]), mode: "open" });
    expect(ids(s)).toEqual([5, 6, 7, "c-pending-2"]);
    // The page already holds it: shown once.
    s = threadReducer({ ...initialThread, messages: [] }, { type: "live", message: dto(6) });
    s = threadReducer(s, { type: "page", answer: page(1, [5, 6]), mode: "open" });
    expect(ids(s)).toEqual([5, 6]);
    // An empty room keeps what arrived.
    s = threadReducer(threadReducer(initialThread, { type: "live", message: dto(1) }), { type: "page", answer: page(1, [], 0), mode: "open" });
    expect(ids(s)).toEqual([1]);
  });

  it("the next older page is read below the oldest stored message, not a pending send", () => {
    expect(oldestId(initialThread)).toBeUndefined();
    let s = threadReducer(initialThread, { type: "send", clientId: "c-pending-1", content: "hi", at: "", sender: me });
    expect(oldestId(s)).toBeUndefined();
    s = threadReducer(s, { type: "page", answer: page(1, [5, 6]), mode: "open" });
    s = threadReducer(s, { type: "page", answer: page(2, [3, 4]), mode: "older" });
    expect(oldestId(s)).toBe(3);
  });

  it("a live message is shown once, in id order, however often it arrives", () => {
    let s = threadReducer(initialThread, { type: "page", answer: page(1, [5, 6]), mode: "open" });
    s = threadReducer(s, { type: "live", message: dto(8) });
    s = threadReducer(s, { type: "live", message: dto(7) });
    s = threadReducer(s, { type: "live", message: dto(8) });
    expect(ids(s)).toEqual([5, 6, 7, 8]);
  });

  it("a refetch after a reconnect merges page 1 by id and keeps older pages", () => {
    let s = threadReducer(initialThread, { type: "page", answer: page(1, [5, 6]), mode: "open" });
    s = threadReducer(s, { type: "page", answer: page(2, [3, 4]), mode: "older" });
    s = threadReducer(s, { type: "live", message: dto(7) });
    s = threadReducer(s, { type: "page", answer: page(1, [7, 8, 9]), mode: "refresh" });
    expect(ids(s)).toEqual([3, 4, 5, 6, 7, 8, 9]);
    expect(s.page).toBe(2);
  });

  it("an optimistic send is pending, then replaced by the stored message (live event or answer first, either way once)", () => {
    let s = threadReducer(initialThread, { type: "page", answer: page(1, [5]), mode: "open" });
    s = threadReducer(s, { type: "send", clientId: "c1", content: "hi", sender: me, at: "2030-01-01T00:00:00.000Z" });
    expect(s.messages.at(-1)).toMatchObject({ status: "pending", clientId: "c1" });
    s = threadReducer(s, { type: "live", message: dto(6, "c1", me) });
    s = threadReducer(s, { type: "live", message: dto(6, "c1", me) });
    expect(ids(s)).toEqual([5, 6]);
    expect(s.messages.at(-1)).toMatchObject({ status: "sent", id: 6 });
  });

  it("a failed send stays with its error and can be retried with the same client id", () => {
    let s = threadReducer(initialThread, { type: "send", clientId: "c2", content: "hi", sender: me, at: "" });
    s = threadReducer(s, { type: "failed", clientId: "c2", error: "Network down" });
    expect(s.messages[0]).toMatchObject({ status: "failed", error: "Network down", clientId: "c2" });
    s = threadReducer(s, { type: "retry", clientId: "c2" });
    expect(s.messages[0]).toMatchObject({ status: "pending", clientId: "c2" });
  });

  it("the sends that got no answer, and only those, are the ones to send again when the connection is back, in order", () => {
    let s = initialThread;
    for (const c of ["c5", "c6", "c7", "c8"]) s = threadReducer(s, { type: "send", clientId: c, content: c, sender: me, at: "" });
    s = threadReducer(s, { type: "failed", clientId: "c5", error: "Could not reach the server", unanswered: true });
    s = threadReducer(s, { type: "failed", clientId: "c6", error: "You blocked this user.", unanswered: false });
    s = threadReducer(s, { type: "failed", clientId: "c7", error: "Request timed out after 60 seconds", unanswered: true });
    const again = () => unansweredSends(s).map((m) => m.clientId);
    expect(again()).toEqual(["c5", "c7"]);
    // Going out again (pending), stored, or refused this time: no longer waiting for the connection.
    s = threadReducer(s, { type: "retry", clientId: "c5" });
    expect(again()).toEqual(["c7"]);
    s = threadReducer(s, { type: "live", message: dto(9, "c7", me) });
    expect(again()).toEqual([]);
    s = threadReducer(s, { type: "failed", clientId: "c5", error: "Too many requests", unanswered: false });
    expect(again()).toEqual([]);
    expect(s.messages.find((m) => m.clientId === "c5")).toMatchObject({ status: "failed", error: "Too many requests" });
  });

  it("messages still being sent stay below a newly loaded page 1 unless it already holds them", () => {
    let s = threadReducer(initialThread, { type: "send", clientId: "c3", content: "a", sender: me, at: "" });
    s = threadReducer(s, { type: "send", clientId: "c4", content: "b", sender: me, at: "" });
    s = threadReducer(s, { type: "page", answer: { ...page(1, [5]), messages: [dto(5), dto(6, "c3", me)] }, mode: "open" });
    expect(ids(s)).toEqual([5, 6, "c4"]);
  });
});
