import { describe, expect, it } from "vitest";
import { arrivalText } from "./arrivals";
import type { ThreadMessage } from "./thread-state";

const msg = (id: number, senderId: number, content: string, status: ThreadMessage["status"] = "sent"): ThreadMessage => ({
  key: `m-${id}`,
  id,
  clientId: null,
  content,
  createdAt: "2026-01-01T10:00:00Z",
  sender: { id: senderId, name: senderId === 1 ? "Me" : "Ann", role: "CANDIDATE", photoUrl: null },
  status,
});

describe("arrivalText", () => {
  const history = [msg(1, 2, "Hi"), msg(2, 1, "Hello")];

  it("reads the messages others sent after the last one seen, with their sender", () => {
    expect(arrivalText([...history, msg(3, 2, "Are you free?"), msg(4, 2, "Call me")], "m-2", 1)).toBe("Ann: Are you free?\nAnn: Call me");
  });

  it("reads the first message of an empty thread", () => {
    expect(arrivalText([msg(1, 2, "Hi")], "", 1)).toBe("Ann: Hi");
  });

  it("says nothing for the user's own messages, sent or still being sent", () => {
    expect(arrivalText([...history, msg(3, 1, "Mine"), { ...msg(4, 1, "Pending"), status: "pending" }], "m-2", 1)).toBe("");
  });

  it("says nothing when older messages were put on top (the last one is unchanged)", () => {
    expect(arrivalText([msg(0, 2, "Older"), ...history], "m-2", 1)).toBe("");
  });

  it("says nothing when the last message seen is gone (the thread was read again)", () => {
    expect(arrivalText([msg(7, 2, "Other thread")], "m-2", 1)).toBe("");
  });
});
