import { expect, test, type Locator } from "@playwright/test";
import { AssistantPage } from "./pages/assistant-page";
import { ChatPage, chatUsers, closeUsers, tag } from "./pages/chat-page";
import { BASE_URL, storageStateFor } from "./support/paths";

/**
 * What a screen reader is told, beyond axe: live regions that read what arrives (not a
 * thread's history, not a reply word by word), link names that say whose, required fields.
 */

/** Every text a live region has held since this call, in order (read back with `said`). */
async function listen(region: Locator): Promise<() => Promise<string[]>> {
  await region.evaluate((el) => {
    const said: string[] = [];
    (el as HTMLElement & { said?: string[] }).said = said;
    new MutationObserver(() => said.push(el.textContent ?? "")).observe(el, { subtree: true, childList: true, characterData: true });
  });
  return () => region.evaluate((el) => [...((el as HTMLElement & { said?: string[] }).said ?? [])]);
}

test("the assistant's reply is read once it is complete, not as it streams, and an opened chat's history is not read", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: BASE_URL, storageState: storageStateFor("company") });
  const assistant = new AssistantPage(await context.newPage());
  await assistant.goto();
  await expect(assistant.conversation).toHaveAttribute("aria-live", "off");
  const announcer = assistant.page.getByRole("region", { name: "Assistant chat" }).getByRole("status");
  await expect(announcer).toHaveText("");
  const said = await listen(announcer);

  await assistant.answer("We're hiring a Senior Backend Engineer");
  const flat = (text: string) => text.replace(/\s+/g, "");
  const reply = flat((await assistant.messages("Assistant").last().innerText()).replace(/^Assistant/, ""));
  expect(reply.length).toBeGreaterThan(10);
  const heard = (await said()).filter(Boolean).map(flat);
  // "Thinking", then the whole reply once: no piece of it on the way.
  expect(heard).toEqual([flat("The assistant is thinking…"), `Assistant:${reply}`]);

  // Opening the chat again loads its history: nothing of it is read out.
  await assistant.page.reload();
  await expect(assistant.messages("Assistant")).toHaveCount(1);
  await expect(assistant.page.getByRole("region", { name: "Assistant chat" }).getByRole("status")).toHaveText("");
  await context.close();
});

test("in a chat only what others send while it is open is read out, with their name; not the history, not one's own", async ({ browser }) => {
  const suffix = tag();
  const [a, b] = await chatUsers(browser, ["candidate", `srchata-${suffix}`], ["agency", `srchatb-${suffix}`]);
  const chatA = new ChatPage(a.page);
  const chatB = new ChatPage(b.page);
  await chatA.goto();
  await chatB.goto();
  // The global room has history: it is shown, in a log that is not itself live, and not read.
  await expect(chatA.messages("Global room").first()).toBeVisible();
  await expect(a.page.getByRole("log", { name: "Messages in Global room" })).toHaveAttribute("aria-live", "off");
  const announcer = chatA.thread("Global room").getByRole("status");
  await expect(announcer).toHaveText("");

  await chatA.send("Global room", `My own words ${suffix}`);
  await expect(chatA.messages("Global room").filter({ hasText: `My own words ${suffix}` })).toHaveAttribute("data-status", "sent");
  await expect(announcer).toHaveText("");
  // Own messages say whose they are to a screen reader too (on screen their side does).
  await expect(chatA.messages("Global room").filter({ hasText: `My own words ${suffix}` })).toContainText("You");

  await chatB.send("Global room", `Hello from B ${suffix}`);
  await expect(announcer).toHaveText(`${b.account.name}: Hello from B ${suffix}`);
  await closeUsers(a, b);
});

test("links repeated once per job say which job they are for", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: BASE_URL, storageState: storageStateFor("company") });
  const page = await context.newPage();
  const names = (links: Locator) => links.evaluateAll((els) => els.map((el) => (el.textContent ?? "").replace(/\s+/g, " ").trim()));

  await page.goto("/recruiterjobs");
  // Each job's status links end with that job's title (other specs add jobs to this account, so titles are read, not assumed).
  const lists = page.getByRole("list", { name: /^Applicants of .* by status$/ });
  await expect(lists.first()).toBeVisible();
  for (const list of (await lists.all()).slice(0, 3)) {
    const title = (await list.getAttribute("aria-label"))!.replace(/^Applicants of /, "").replace(/ by status$/, "");
    const statusNames = await names(list.getByRole("link"));
    expect(statusNames).toEqual(["Pending", "Reviewed", "Accepted", "Rejected"].map((s) => expect.stringMatching(new RegExp(`^${s} \\d+ — ${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`))));
  }

  await page.goto("/managejobs");
  const counts = page.getByRole("main").getByRole("link", { name: /^\d+ applicants? for .+/ });
  await expect(counts.first()).toBeVisible();
  await context.close();
});

test("required fields are marked required for assistive technology", async ({ browser }) => {
  const guest = await browser.newContext({ baseURL: BASE_URL });
  const page = await guest.newPage();
  await page.goto("/login");
  await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("aria-required", "true");
  await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("aria-required", "true");
  await page.goto("/register");
  await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("aria-required", "true");
  await guest.close();

  const company = await browser.newContext({ baseURL: BASE_URL, storageState: storageStateFor("company") });
  const form = await company.newPage();
  await form.goto("/jobposting");
  await expect(form.getByRole("textbox", { name: "Job title", exact: true })).toHaveAttribute("aria-required", "true");
  await expect(form.getByRole("textbox", { name: "Location", exact: true })).not.toHaveAttribute("aria-required");
  await form.goto("/editprofile");
  await expect(form.getByRole("textbox", { name: "Company name", exact: true })).toHaveAttribute("aria-required", "true");
  await company.close();
});

test("an organisation's open jobs sit one heading level below their section", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: BASE_URL, storageState: storageStateFor("company") });
  const page = await context.newPage();
  await page.goto("/profile");
  const section = page.getByTestId("profile-open-jobs");
  await expect(section.getByRole("heading", { level: 2, name: /^Open jobs/ })).toBeVisible();
  await expect(section.getByRole("heading", { level: 3 }).first()).toBeVisible();
  await expect(section.getByRole("heading", { level: 2 })).toHaveCount(1);
  await context.close();
});
