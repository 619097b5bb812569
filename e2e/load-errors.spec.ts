import { expect, test, type Page } from "@playwright/test";
import { storageStateFor } from "./support/paths";

/**
 * A screen whose data could not be read says so and offers "Try again", which reads it again —
 * instead of a skeleton that never ends, or a one-line alert with nothing to press but reload.
 */
async function failing(page: Page, pattern: string | RegExp): Promise<{ count: number }> {
  const calls = { count: 0 };
  await page.route(pattern, (route) => {
    calls.count += 1;
    return route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ error: { code: "internal", message: "Something went wrong on our side." }, message: "Something went wrong on our side." }),
    });
  });
  return calls;
}

test.describe("signed in as a company", () => {
  test.use({ storageState: storageStateFor("company") });

  test("the assistant's list of chats that failed to load says so and loads on Try again", async ({ page }) => {
    await failing(page, "**/api/web/common/chat/user-chats");
    await page.goto("/dashboard");
    const chats = page.getByRole("navigation", { name: "Earlier chats" });
    await expect(chats.getByRole("alert")).toContainText("Could not load your chats");
    await expect(chats.getByTestId("chat-list-skeleton")).toHaveCount(0);
    await page.unroute("**/api/web/common/chat/user-chats");
    await chats.getByRole("button", { name: "Try again" }).click();
    await expect(chats.getByRole("alert")).toHaveCount(0);
    await expect(chats.getByRole("listitem").first()).toBeVisible();
  });

  test("an assistant chat whose messages failed to load says so in place of the conversation and loads on Try again", async ({ page }) => {
    const chats = await page.request.get("/api/web/common/chat/user-chats");
    expect(chats.status()).toBe(200);
    const chatId = ((await chats.json()) as { chats: { id: string }[] }).chats[0]!.id;
    let failed = 0;
    await page.route("**/api/web/common/chat/history", (route) => {
      if (failed++) return route.continue();
      return route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "Something went wrong on our side." }) });
    });
    await page.goto(`/dashboard/${chatId}`);
    const screen = page.getByRole("region", { name: "Assistant chat" });
    const error = screen.getByRole("alert").filter({ hasText: "Could not load this chat" });
    await expect(error).toContainText("Something went wrong on our side.");
    await error.getByRole("button", { name: "Try again" }).click();
    await expect(error).toHaveCount(0);
    await expect(screen.getByRole("log", { name: "Conversation" }).getByRole("listitem").first()).toBeVisible();
  });

  test("the chat screen's conversations and messages that failed to load come back on Try again", async ({ page }) => {
    const list1 = await failing(page, "**/api/web/common/chatsystem/chats");
    const history = await failing(page, "**/api/web/common/chatsystem/global-history?**");
    // Each is read once, when its realtime channel is heard (nothing sent after that read is missed), so no
    // later read can take the error away before "Try again" is pressed.
    await page.goto("/chat");
    const list = page.getByRole("navigation", { name: "Conversations" });
    await expect(list.getByRole("alert")).toContainText("Could not load your conversations");
    const messages = page.getByRole("alert").filter({ hasText: "Could not load messages" });
    await expect(messages).toBeVisible();
    expect([list1.count, history.count]).toEqual([1, 1]);
    await page.unrouteAll();
    await list.getByRole("button", { name: "Try again" }).click();
    await expect(list.getByRole("alert")).toHaveCount(0);
    await expect(list.getByRole("button", { name: /Alex Morgan/ })).toBeVisible();
    await messages.getByRole("button", { name: "Try again" }).click();
    await expect(messages).toHaveCount(0);
    await expect(page.getByRole("log").getByRole("listitem").first()).toBeVisible();
  });
  test("the chat screen reads its conversations and messages though the realtime connection cannot start", async ({ page }) => {
    // The reads wait for their channels' subscription, unless there is no connection to subscribe on.
    const config = await failing(page, "**/api/realtime/config");
    await page.goto("/chat");
    await expect(page.getByRole("navigation", { name: "Conversations" }).getByRole("button", { name: /Alex Morgan/ })).toBeVisible();
    await expect(page.getByRole("log").getByRole("listitem").first()).toBeVisible();
    expect(config.count).toBeGreaterThan(0);
  });
});

test("a guest's header shows its links even when the browser cannot read the session", async ({ page }) => {
  await page.route("**/api/web/common/auth/me", (route) => route.abort());
  await page.goto("/recruitersocial");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Sign in" })).toBeVisible();
  await expect(nav.getByText("Checking your sign-in")).toHaveCount(0);
});
