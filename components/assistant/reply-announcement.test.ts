import { describe, expect, it } from "vitest";
import { nextAnnouncement } from "./reply-announcement";
import type { ChatMessage } from "./types";

const answer = (key: string, content: string, isLoading = false): ChatMessage => ({ key, type: "answer", content, isLoading });
const none = { key: "", loading: false, said: null };

describe("nextAnnouncement", () => {
  it("says the assistant is thinking when a reply is awaited, and keeps quiet while it streams", () => {
    const thinking = nextAnnouncement({ key: "m1-q", loading: false, said: null }, answer("m1", "", true));
    expect(thinking).toBe("thinking");
    expect(nextAnnouncement({ key: "m1", loading: true, said: thinking }, answer("m1", "Got it: a", true))).toBe("thinking");
  });

  it("reads the reply once, when it is complete", () => {
    const done = answer("m1", "Got it. Is this full-time?");
    expect(nextAnnouncement({ key: "m1", loading: true, said: "thinking" }, done)).toBe(done);
  });

  it("reads nothing from a chat's history, an earlier page or a reset", () => {
    expect(nextAnnouncement(none, answer("h9", "An old answer"))).toBeNull();
    expect(nextAnnouncement({ key: "h9", loading: false, said: null }, answer("h10", "Newer history"))).toBeNull();
    expect(nextAnnouncement({ key: "h9", loading: false, said: null }, undefined)).toBeNull();
  });

  it("reads nothing when the reply failed (its placeholder is gone)", () => {
    const question: ChatMessage = { key: "m1-q", type: "question", content: "Hello" };
    expect(nextAnnouncement({ key: "m1", loading: true, said: "thinking" }, question)).toBeNull();
  });
});
