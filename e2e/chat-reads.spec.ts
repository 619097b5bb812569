import { expect, test } from "@playwright/test";
import { ChatPage } from "./pages/chat-page";
import { settle } from "./support/hold";
import { storageStateFor } from "./support/paths";

test.use({ storageState: storageStateFor("candidate") });

// /chat read its list and the global room twice on load: once on mount and once more when the realtime
// stream first opened. Now it reads once its channels are subscribed (lib/realtime/client.ts `ready`).
test("/chat reads its conversation list and the open thread once on load", async ({ page }) => {
  const reads: string[] = [];
  page.on("request", (r) => {
    const path = new URL(r.url()).pathname;
    if (r.method() === "GET" && /\/chatsystem\/(chats|global-history)$/.test(path)) reads.push(path.split("/").at(-1)!);
  });
  // The stream that carries the chat's channels: the old code read everything again when it opened.
  const streamed = page.waitForResponse((r) => r.url().includes("/api/realtime/stream") && decodeURIComponent(r.url()).includes("global"));
  const chat = new ChatPage(page);
  await chat.goto();
  await streamed;
  await expect(chat.messages("Global room").first()).toBeVisible();
  await expect(chat.globalRoom).toBeVisible();
  await settle(page);
  await settle(page);
  expect(reads.sort()).toEqual(["chats", "global-history"]);
});
