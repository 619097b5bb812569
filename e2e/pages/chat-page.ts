import { expect, type APIRequestContext, type Browser, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { registerViaApi, type TestAccount } from "../support/api";
import { BASE_URL } from "../support/paths";

/** /chat as a user sees it: the people search, the conversation list, the open thread and its composer. */
export class ChatPage {
  constructor(readonly page: Page) {}

  async goto(query = ""): Promise<void> {
    await this.page.goto(`/chat${query}`);
    await expect(this.page.getByRole("heading", { name: "Chat", level: 1 })).toBeVisible();
  }

  get conversations(): Locator {
    return this.page.getByRole("navigation", { name: "Conversations" });
  }

  conversationWith(name: string): Locator {
    return this.conversations.getByRole("button", { name: new RegExp(name) });
  }

  get globalRoom(): Locator {
    return this.conversations.getByRole("button", { name: /Global room/ });
  }

  async searchAndMessage(role: "Candidates" | "Companies" | "Recruitment agencies", name: string, pick: string): Promise<void> {
    const search = this.page.getByRole("search", { name: "Find people to message" });
    await search.getByLabel("Account type").selectOption({ label: role });
    await search.getByLabel("Name").fill(name);
    await search.getByRole("button", { name: "Search" }).click();
    await this.page.getByRole("list", { name: "People found" }).getByRole("button", { name: `Message ${pick}` }).click();
  }

  thread(title: string | RegExp): Locator {
    return this.page.getByRole("region", { name: title });
  }

  messages(title: string | RegExp): Locator {
    return this.page.getByRole("log", { name: typeof title === "string" ? `Messages in ${title}` : title }).getByTestId("chat-message");
  }

  composer(title: string): Locator {
    return this.page.getByRole("textbox", { name: `Message ${title}` });
  }

  /** Types and sends with Enter. */
  async send(title: string, text: string): Promise<void> {
    const box = this.composer(title);
    await box.fill(text);
    await box.press("Enter");
    await expect(box).toHaveValue("");
  }

  unreadBadge(): Locator {
    return this.page.getByRole("navigation", { name: "Main" }).getByTestId("chat-unread-badge");
  }
}

type AccountType = "candidate" | "company" | "agency";
export type ChatUser = { context: BrowserContext; page: Page; account: TestAccount; id: number };

/** A short random word that keeps one test's accounts and messages apart from every other's. */
export const tag = (): string => Math.random().toString(36).slice(2, 8);

/** A browser context signed in as a freshly registered account of the given type. */
export async function userContext(browser: Browser, type: AccountType, tag: string): Promise<ChatUser> {
  const context = await browser.newContext({ baseURL: BASE_URL });
  const account = await registerViaApi(context.request, type, tag);
  const id = await userId(context.request);
  return { context, page: await context.newPage(), account, id };
}

/** Several fresh accounts, one per [type, tag], registered side by side; each signed in in its own context. */
export async function chatUsers<const W extends readonly (readonly [AccountType, string])[]>(browser: Browser, ...who: W): Promise<{ [K in keyof W]: ChatUser }> {
  return (await Promise.all(who.map(([type, name]) => userContext(browser, type, name)))) as { [K in keyof W]: ChatUser };
}

/** Ends the users' browser contexts. */
export async function closeUsers(...users: ChatUser[]): Promise<void> {
  await Promise.all(users.map((u) => u.context.close()));
}

async function userId(request: APIRequestContext): Promise<number> {
  const me = await request.get("/api/web/common/auth/me");
  const body = (await me.json()) as { user: { id: number } };
  return body.user.id;
}
