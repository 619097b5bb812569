import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/a11y";
import { storageStateFor } from "./support/paths";
import { interviewToPublishedJob } from "./pages/assistant-flow";
import { AssistantPage } from "./pages/assistant-page";
import { AppShell } from "./pages/app-shell";

test.use({ storageState: storageStateFor("company") });

test("a company interviews with the assistant, publishes the job and finds the chat again", async ({ page }) => {
  test.setTimeout(240_000);
  const { chatUrl } = await interviewToPublishedJob(page, { company: /\S/ });

  // Rename inline; the new name survives a reload.
  const assistant = new AssistantPage(page);
  const name = `Backend hire ${Date.now().toString(36)}`;
  await assistant.chatList.getByRole("button", { name: "Rename Senior Backend Engineer" }).first().click();
  const input = assistant.chatList.getByLabel("Chat name");
  await expect(input).toBeFocused();
  // An empty name is refused with a message, not silently.
  await input.fill("  ");
  await input.press("Enter");
  await expect(assistant.chatList.getByText("Give the chat a name, or press Cancel.")).toBeVisible();
  await expect(input).toHaveAttribute("aria-invalid", "true");
  // Escape leaves the form and gives focus back to the Rename button.
  await input.press("Escape");
  const renameButton = assistant.chatList.getByRole("button", { name: "Rename Senior Backend Engineer" }).first();
  await expect(renameButton).toBeFocused();
  // From the form's buttons too, not only from its box.
  await renameButton.press("Enter");
  await input.press("Tab");
  await expect(assistant.chatList.getByRole("button", { name: "Save", exact: true })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(input).toHaveCount(0);
  await expect(renameButton).toBeFocused();
  await renameButton.press("Enter");
  await input.fill(name);
  await input.press("Enter");
  await expect(assistant.chatList.getByRole("button", { name, exact: true })).toBeVisible();
  // A long name is cut to the sidebar's width; the whole name is on hover.
  await expect(assistant.chatList.getByRole("button", { name, exact: true })).toHaveAttribute("title", name);
  await page.goto(chatUrl);
  await expect(assistant.chatList.locator('[aria-current="page"]')).toHaveText(name);
  // A whole interview overflows the conversation box: it is a Tab stop, so it scrolls by keyboard (axe: scrollable-region-focusable).
  await expectNoSeriousA11yViolations(page);

  // "Start new chat" clears the conversation and the address.
  await assistant.chatList.getByRole("button", { name: "Start new chat" }).click();
  await expect(assistant.messages("You")).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("button", { name: "Generate description" })).toBeDisabled();
  // A disabled button says why it is off.
  for (const name of ["Generate description", "Generate questions"]) {
    await expect(page.getByRole("button", { name })).toHaveAccessibleDescription(/Answer the interviewer's questions first/);
  }
});

test("a message over the length cap shows the server's message as a toast and stays in the box", async ({ page }) => {
  const assistant = new AssistantPage(page);
  await assistant.goto();
  const long = "a".repeat(4001);
  await assistant.messageBox.fill(long);
  await assistant.messageBox.press("Enter");
  await new AppShell(page).expectToast("Please keep it under 4,000 characters.");
  await expect(assistant.messageBox).toHaveValue(long);
  await expect(assistant.messages("You")).toHaveCount(0);
});

test("Shift+Enter starts a new line instead of sending", async ({ page }) => {
  const assistant = new AssistantPage(page);
  await assistant.goto();
  await assistant.messageBox.fill("first line");
  await assistant.messageBox.press("Shift+Enter");
  await assistant.messageBox.pressSequentially("second line");
  await expect(assistant.messageBox).toHaveValue("first line\nsecond line");
  await expect(assistant.messages("You")).toHaveCount(0);
});
