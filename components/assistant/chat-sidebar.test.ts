import { describe, expect, it } from "vitest";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { ChatSidebar, chatTitle } from "./chat-sidebar";

const chat = (chatName: string, name: string) => ({ id: "c", chatName, name, createdAt: "", updatedAt: "" });

describe("chatTitle", () => {
  it("prefers a chosen name, then the role, then the chat's own default name", () => {
    expect(chatTitle(chat("Backend hire", "Senior Backend Engineer"))).toBe("Backend hire");
    expect(chatTitle(chat("New chat", "Senior Backend Engineer"))).toBe("Senior Backend Engineer");
    expect(chatTitle(chat("New chat", "New chat"))).toBe("New chat");
    expect(chatTitle(chat("New chat", ""))).toBe("New chat");
    expect(chatTitle(chat("", ""))).toBe("Untitled chat");
  });
});

describe("ChatSidebar", () => {
  const render = (chats: Parameters<typeof ChatSidebar>[0]["chats"]) =>
    renderToString(createElement(ChatSidebar, { chats, activeId: null, onSelect: () => {}, onNew: () => {}, onRename: async () => true }));

  it("shows a skeleton while the list loads, never 'No chats yet.' before it knows", () => {
    const loading = render(null);
    expect(loading).toContain('data-testid="chat-list-skeleton"');
    expect(loading).not.toContain("No chats yet.");
    expect(render([])).toContain("No chats yet.");
    expect(render([chat("New chat", "")])).toContain(">New chat<");
  });
});
