import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { storageStateFor } from "./support/paths";
import { interviewToPublishedJob } from "./pages/assistant-flow";
import { AssistantPage } from "./pages/assistant-page";

test.use({ storageState: storageStateFor("agency") });

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const blocking = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(blocking).toEqual([]);
}

test("a recruitment agency interviews with the assistant, publishes the job and finds the chat again", async ({ page }) => {
  test.setTimeout(240_000);
  const { chatUrl } = await interviewToPublishedJob(page, { company: "Globex" });

  // With the questions ready, a message goes to interview-interaction (model answers).
  const assistant = new AssistantPage(page);
  await page.goto(chatUrl);
  await expect(assistant.messages("Interview questions")).toHaveCount(1);
  const all = assistant.conversation.getByRole("article");
  const before = await all.count();
  await assistant.messageBox.fill("Give me model answers for these questions");
  await assistant.messageBox.press("Enter");
  await expect(all).toHaveCount(before + 2);
  await assistant.waitIdle();
  await expect(all.last()).toHaveText(/(\S+\s+){5}/);
  await expectNoSeriousViolations(page);

  await page.goto(`/jobposting?chatId=${chatUrl.split("/").pop()}`);
  await expect(page.getByRole("textbox", { name: "Job title", exact: true })).toHaveValue("Senior Backend Engineer");
  // Saving this chat again would make a second post: the preview says so and links the first.
  const saved = page.getByRole("status").filter({ hasText: "Already saved from this chat" });
  await expect(saved.getByRole("link", { name: "Senior Backend Engineer" })).toHaveAttribute("href", /^\/managejobs\/\d+$/);
  await expectNoSeriousViolations(page);
});

test("an unfinished interview's preview says so and will not publish without a description", async ({ page }) => {
  const assistant = new AssistantPage(page);
  await assistant.goto();
  await assistant.answer("We need a nurse");
  await expect(page).toHaveURL(/\/dashboard\/[0-9a-f-]{36}$/);
  const chatId = page.url().split("/").pop();
  await page.goto(`/jobposting?chatId=${chatId}`);
  await expect(page.getByRole("status").filter({ hasText: "The interview is not finished" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Already saved from this chat" })).toHaveCount(0);
  // The Write / Preview pair is one Tab stop; the arrow keys switch between them.
  const write = page.getByRole("tab", { name: "Write" });
  await write.focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Preview" })).toBeFocused();
  await expect(page.getByRole("tab", { name: "Preview" })).toHaveAttribute("aria-selected", "true");
  await expect(write).toHaveAttribute("tabindex", "-1");
  await page.keyboard.press("Home");
  await expect(write).toBeFocused();
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Write a description before publishing, or save the post as a draft.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Description" })).toBeFocused();
  await expect(page).toHaveURL(/\/jobposting\?chatId=/);
});
