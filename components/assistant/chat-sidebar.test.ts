import { describe, expect, it } from "vitest";
import { chatTitle } from "./chat-sidebar";

const chat = (chatName: string, name: string) => ({ id: "c", chatName, name, createdAt: "", updatedAt: "" });

describe("chatTitle", () => {
  it("prefers a chosen name, then the role, and never shows the New chat button's label", () => {
    expect(chatTitle(chat("Backend hire", "Senior Backend Engineer"))).toBe("Backend hire");
    expect(chatTitle(chat("New chat", "Senior Backend Engineer"))).toBe("Senior Backend Engineer");
    expect(chatTitle(chat("New chat", "New chat"))).toBe("Untitled chat");
    expect(chatTitle(chat("", ""))).toBe("Untitled chat");
  });
});
