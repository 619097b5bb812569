import { expect, type Locator, type Page } from "@playwright/test";

export const READY = "The job description is ready, You can proceed with description generation";

/** The job-post assistant (/dashboard): chat list, conversation, message box and actions. */
export class AssistantPage {
  readonly conversation: Locator;
  readonly chatList: Locator;
  readonly messageBox: Locator;
  readonly sendButton: Locator;

  constructor(readonly page: Page) {
    this.conversation = page.getByRole("log", { name: "Conversation" });
    this.chatList = page.getByRole("navigation", { name: "Earlier chats" });
    this.messageBox = page.getByLabel("Message", { exact: true });
    this.sendButton = page.getByRole("button", { name: "Send", exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto("/dashboard");
    await expect(this.page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  }

  messages(label: "You" | "Assistant" | "Job description" | "Interview questions"): Locator {
    return this.conversation.getByRole("article", { name: label, exact: true });
  }

  /** Waits until nothing is streaming any more (the buttons show aria-busy while a turn runs). */
  async waitIdle(): Promise<void> {
    await expect(this.page.locator('section[aria-label="Assistant chat"] [aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
    await expect(this.conversation.getByText("Thinking…")).toHaveCount(0);
  }

  /** Types an answer, sends it with Enter and waits for the whole reply. */
  async answer(text: string): Promise<void> {
    const before = await this.messages("Assistant").count();
    await this.messageBox.fill(text);
    await this.messageBox.press("Enter");
    await expect(this.messages("You").filter({ hasText: text }).last()).toBeVisible();
    await expect(this.messages("Assistant")).toHaveCount(before + 1);
    await this.waitIdle();
  }

  async generate(button: "Generate description" | "Generate questions"): Promise<void> {
    await this.page.getByRole("button", { name: button }).click();
    await this.waitIdle();
  }
}

/** The job post preview form (/jobposting). */
export class JobPostingPage {
  constructor(readonly page: Page) {}

  field(label: string): Locator {
    return this.page.getByRole("textbox", { name: label, exact: true });
  }

  chips(label: "Required skills" | "Tags"): Locator {
    return this.page.getByRole("list", { name: label }).getByRole("listitem");
  }
}
