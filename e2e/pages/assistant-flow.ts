import { expect, type Page } from "@playwright/test";
import { INTERVIEW } from "../../tests/integration/assistant-helpers";
import { AssistantPage, JobPostingPage, READY } from "./assistant-page";
import { byTestId } from "../support/test-id";

const TITLE = "Senior Backend Engineer";

/**
 * The whole §5 journey with the local engine: interview to the ready sentence,
 * description and questions, then edit, publish, the public page, and the chat
 * found again in the history list after a reload.
 */
export async function interviewToPublishedJob(page: Page, opts: { company: string | RegExp }) {
  const assistant = new AssistantPage(page);
  await assistant.goto();
  await expect(page.getByRole("button", { name: "Generate description" })).toBeDisabled();

  for (const text of INTERVIEW) await assistant.answer(text);
  await expect(assistant.messages("Assistant").last()).toContainText(READY);
  await expect(page).toHaveURL(/\/dashboard\/[0-9a-f-]{36}$/);
  const chatUrl = page.url();

  await assistant.generate("Generate description");
  const description = assistant.messages("Job description");
  await expect(description).toHaveCount(1);
  await expect(description.getByRole("heading").first()).toBeVisible();
  await expect(description).toContainText("Go");

  await assistant.generate("Generate questions");
  const questions = assistant.messages("Interview questions");
  await expect(questions).toHaveCount(1);
  expect(await questions.getByRole("listitem").count()).toBeGreaterThanOrEqual(8);

  await page.getByRole("link", { name: "Create job post" }).click();
  await expect(page).toHaveURL(/\/jobposting\?chatId=/);
  const form = new JobPostingPage(page);
  await expect(form.field("Job title")).toHaveValue(TITLE);
  await expect(form.field("Company")).toHaveValue(opts.company);
  await expect(form.chips("Required skills").filter({ hasText: "PostgreSQL" })).toHaveCount(1);
  await expect(form.field("Description")).toHaveValue(/\S/);

  // Edit: a new location, one more tag (Enter adds), and the preview tab renders the markdown.
  await form.field("Location").fill("Berlin or remote in Europe");
  await form.field("Tags").fill("payments");
  await form.field("Tags").press("Enter");
  await expect(form.chips("Tags").filter({ hasText: "payments" })).toHaveCount(1);
  await page.getByRole("tab", { name: "Preview" }).click();
  await expect(page.getByRole("tabpanel").getByRole("heading").first()).toBeVisible();
  await expect(page.getByRole("tabpanel").getByRole("heading").first()).toHaveCSS("font-weight", "600");

  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page).toHaveURL(/\/jobposting\/post\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your job is live" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Copy link" })).toBeVisible();
  const jobId = page.url().split("/").pop()!;
  await expect(page.getByRole("link", { name: "Manage this job" })).toHaveAttribute("href", `/managejobs/${jobId}`);

  await byTestId(page, "public-link").click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${jobId}$`));
  // Exactly one h1: the page's; the description's own "# title" line is left out under it, its sections follow.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(TITLE);
  await expect(page.getByRole("heading", { name: TITLE, exact: true })).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 3, name: "About the role" })).toBeVisible();
  await expect(page.getByText("Berlin or remote in Europe").first()).toBeVisible();

  // The job's manage page keeps the interview questions beside it, with the way back to the chat.
  await page.goto(`/managejobs/${jobId}`);
  const kept = byTestId(page, "interview-questions");
  await expect(kept.getByRole("heading", { name: "Interview questions" })).toBeVisible();
  expect(await kept.getByRole("listitem").count()).toBeGreaterThanOrEqual(8);
  await expect(kept.getByRole("link", { name: "Refine them with the assistant" })).toHaveAttribute("href", new URL(chatUrl).pathname);

  // The chat is in the history list after a reload, and reopening it shows its messages.
  await page.goto("/dashboard");
  await page.reload();
  const entry = assistant.chatList.getByRole("button", { name: TITLE }).first();
  await expect(entry).toBeVisible();
  await page.goto(chatUrl);
  await expect(assistant.chatList.locator('[aria-current="page"]')).toHaveText(TITLE);
  await expect(assistant.messages("Interview questions")).toHaveCount(1);
  await expect(assistant.messages("Job description")).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Generate description" })).toBeEnabled();
  // 24 messages, 10 per page: older pages are prepended until the first answer is back.
  await expect(assistant.messages("You").filter({ hasText: INTERVIEW[0]! })).toHaveCount(0);
  const earlier = page.getByRole("button", { name: "Load earlier messages" });
  // Scrolling to the top also loads a page, so the button may go away on its own: click while it is there.
  for (let i = 0; i < 5 && (await earlier.count()) > 0; i++) {
    await earlier.click({ timeout: 5_000 }).catch(() => undefined);
    await assistant.waitIdle();
  }
  await expect(earlier).toHaveCount(0);
  await expect(assistant.messages("You").filter({ hasText: INTERVIEW[0]! })).toHaveCount(1);
  await expect(assistant.messages("You")).toHaveCount(INTERVIEW.length);
  return { jobId, chatUrl };
}
