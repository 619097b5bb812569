import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MessageList } from "./message-list";
import { RESENT_WHEN_BACK, type ThreadMessage } from "./thread-state";

const render = (status: "loading" | "loaded" | "failed", messages: ThreadMessage[] = []) =>
  renderToStaticMarkup(
    <MessageList label="Messages in Ann" messages={messages} meId={1} showNames={false} status={status} hasOlder={false} loadingOlder={false} onLoadOlder={() => undefined} onRetry={() => undefined} />,
  );

/** A thread is called empty only once its first page said so: not while it loads, not when it could not be read. */
describe("message list's empty state", () => {
  it("says the thread is being loaded, not that it is empty, until the first page arrives", () => {
    const html = render("loading");
    expect(html).toContain("Loading messages…");
    expect(html).not.toContain("No messages yet");
  });

  it("invites a first message once the thread is known to be empty", () => {
    const html = render("loaded");
    expect(html).toContain("No messages yet. Say hello!");
    expect(html).not.toContain("Loading messages…");
  });

  it("claims neither when the thread could not be loaded (the error is shown above it)", () => {
    const html = render("failed");
    expect(html).not.toContain("No messages yet");
    expect(html).not.toContain("Loading messages…");
  });

  it("shows the messages themselves whatever else is going on", () => {
    const message: ThreadMessage = { key: "m-1", id: 1, clientId: null, content: "Hello there", createdAt: "2026-01-01T10:00:00Z", sender: { id: 2, name: "Ann", role: "CANDIDATE", photoUrl: null }, status: "sent" };
    const html = render("loading", [message]);
    expect(html).toContain("Hello there");
    expect(html).not.toContain("Loading messages…");
  });
});

describe("a message that was not sent", () => {
  const failed = (unanswered: boolean): ThreadMessage => ({
    key: "c-a1",
    clientId: "a1",
    content: "Are you free?",
    createdAt: "",
    sender: { id: 1, name: "Me", role: "COMPANY", photoUrl: null },
    status: "failed",
    error: unanswered ? "Could not reach the server: check your connection and try again." : "You blocked this user. Unblock them to send a message.",
    unanswered,
  });

  it("says why and offers Retry; one that got no answer also says it goes out by itself once the connection is back", () => {
    const html = render("loaded", [failed(true)]);
    expect(html).toContain("Not sent: Could not reach the server: check your connection and try again.");
    expect(html).toContain(RESENT_WHEN_BACK);
    expect(html).toContain("Retry");
  });

  it("promises nothing when the server refused it: it waits for Retry", () => {
    const html = render("loaded", [failed(false)]);
    expect(html).toContain("Not sent: You blocked this user.");
    expect(html).not.toContain(RESENT_WHEN_BACK);
    expect(html).toContain("Retry");
  });
});
