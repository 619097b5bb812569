import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ConversationList } from "./conversation-list";
import type { ChatPerson, ChatSummary } from "./types";

const ann: ChatPerson = { id: 1, name: "Ann", role: "CANDIDATE", photoUrl: null };
const bob: ChatPerson = { id: 2, name: "Bob & Co", role: "COMPANY", photoUrl: null };

const summary = (id: number, lastFrom: ChatPerson | null, content = "See you at ten", blockedByMe = false): ChatSummary => ({
  id,
  otherUser: bob,
  lastMessage: lastFrom ? { id: id * 10, chatId: id, clientId: null, content, createdAt: "2026-01-01T10:00:00Z", sender: lastFrom } : null,
  lastMessageAt: "2026-01-01T10:00:00Z",
  unread: 0,
  blockedByMe,
});

const render = (chats: ChatSummary[]) =>
  renderToStaticMarkup(<ConversationList chats={chats} selected={null} onSelect={() => undefined} role="" onRole={() => undefined} error={null} onRetry={async () => undefined} meId={ann.id} />);

/** The list's line under each name: whose turn it is shows at a glance, as in any messenger. */
describe("conversation list preview", () => {
  it("marks the user's own last message with 'You:'", () => {
    expect(render([summary(1, ann)])).toContain("You: <bdi>See you at ten</bdi>");
  });

  it("shows the other's last message as it is", () => {
    const html = render([summary(2, bob, "Welcome aboard")]);
    expect(html).toContain("Welcome aboard");
    expect(html).not.toContain("You:");
  });

  it("says so when nothing is written yet, or the other is blocked", () => {
    expect(render([summary(3, null)])).toContain("No messages yet");
    expect(render([summary(4, ann, "hidden", true)])).toContain("Blocked");
  });

  it("isolates the message's direction, so a right-to-left message keeps its order after 'You:'", () => {
    expect(render([summary(5, ann, "نراك في العاشرة!")])).toContain("You: <bdi>نراك في العاشرة!</bdi>");
    expect(render([summary(6, bob, "שלום!")])).toContain("<bdi>שלום!</bdi>");
  });
});
