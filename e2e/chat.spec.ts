import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/a11y";
import { BASE_URL } from "./support/paths";
import { ChatPage, chatUsers, closeUsers, tag, userContext } from "./pages/chat-page";
import { registerViaApi } from "./support/api";
import { LoginPage } from "./pages/login-page";
import { AppShell } from "./pages/app-shell";
import { byTestId } from "./support/test-id";
import { holdNextRequest, settle } from "./support/hold";
import { NETWORK_ERROR_MESSAGE } from "../lib/client/api";
import { RESENT_WHEN_BACK } from "../components/chat/thread-state";
import { UNAVAILABLE_MESSAGE } from "../lib/ops/db-state";

/**
 * /chat with two browser contexts. Live delivery (without a reload) is in
 * chat-live.spec.ts: it needs the realtime transport. Here every step a user takes
 * is confirmed after a reload, which is what a stored conversation must survive.
 */

/** A fresh company and candidate; the candidate opens a conversation with the company by its link and writes `first`. */
async function conversationStarted(browser: Browser, prefix: string, first: string, beforeOpening?: (page: Page) => Promise<unknown>) {
  const suffix = tag();
  const [company, candidate] = await chatUsers(browser, ["company", `${prefix}co-${suffix}`], ["candidate", `${prefix}cand-${suffix}`]);
  await beforeOpening?.(candidate.page);
  const mine = new ChatPage(candidate.page);
  await mine.goto(`?with=${company.id}`);
  const name = company.account.name;
  await mine.send(name, first);
  await expect(mine.conversationWith(name)).toBeVisible();
  return { company, candidate, mine, name };
}

test("a candidate finds a company by role and name and writes to it; the company sees the conversation and the unread count after reload, and answers", async ({ browser }) => {
  // Two registrations, two contexts and two axe runs: more than the default minute on a busy machine.
  test.slow();
  const suffix = tag();
  const [company, candidate] = await chatUsers(browser, ["company", `chatco-${suffix}`], ["candidate", `chatcand-${suffix}`]);
  const companyName = company.account.name;
  const candidateName = candidate.account.name;

  const mine = new ChatPage(candidate.page);
  await mine.goto();
  await expect(mine.globalRoom).toBeVisible();
  await expectNoSeriousA11yViolations(candidate.page);
  await mine.searchAndMessage("Companies", `chatco-${suffix}`, companyName);
  await expect(mine.thread(companyName)).toBeVisible();
  await expect(candidate.page).toHaveURL(/\/chat\?c=\d+$/);
  await expect(mine.page.getByText(/\/ 2,000/)).toBeVisible();

  await mine.send(companyName, "Hello! Is the backend role still open? See https://example.com/cv <b>not bold</b>");
  const box = mine.composer(companyName);
  await box.fill("Line one");
  await box.press("Shift+Enter");
  await box.pressSequentially("Line two");
  await expect(box).toHaveValue("Line one\nLine two");
  await box.press("Enter");
  const sent = mine.messages(companyName);
  await expect(sent).toHaveCount(2);
  await expect(sent.nth(1)).toHaveAttribute("data-status", "sent");
  await expect(sent.nth(1)).toContainText("Line one\nLine two", { useInnerText: true });
  // A link is a real, safe link; markup stays text.
  await expect(sent.first().getByRole("link", { name: "https://example.com/cv" })).toHaveAttribute("href", "https://example.com/cv");
  await expect(sent.first()).toContainText("<b>not bold</b>");
  await expectNoSeriousA11yViolations(candidate.page);

  // The company: the header's count wherever it is, then the conversation after a reload.
  await company.page.goto("/dashboard");
  const theirs = new ChatPage(company.page);
  await expect(theirs.unreadBadge()).toContainText("2");
  await theirs.goto();
  await company.page.reload();
  const entry = theirs.conversationWith(candidateName);
  await expect(entry.getByTestId("conversation-unread")).toContainText("2");
  await entry.click();
  await expect(theirs.messages(candidateName)).toHaveCount(2);
  await expect(theirs.unreadBadge()).toHaveCount(0);
  await theirs.send(candidateName, "Yes, it is. When can you talk?");
  await expect(theirs.messages(candidateName).nth(2)).toHaveAttribute("data-status", "sent");

  // Both see the whole conversation after a reload.
  await company.page.reload();
  await expect(theirs.messages(candidateName)).toHaveCount(3);
  await candidate.page.reload();
  await expect(mine.messages(companyName)).toHaveCount(3);
  await expect(mine.messages(companyName).nth(2)).toContainText("When can you talk?");
  await closeUsers(company, candidate);
});

/** The client ids of the agency's message sends, as the browser made them (offline ones too). */
function sentClientIds(page: Page): string[] {
  const ids: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && /\/chats\/\d+\/messages$/.test(new URL(request.url()).pathname)) ids.push((request.postDataJSON() as { clientId: string }).clientId);
  });
  return ids;
}

/** A fresh agency with its conversation with a fresh candidate open and its realtime stream open; `ids` gathers the client ids of its sends. */
async function agencyWritingToCandidate(browser: Browser, prefix: string) {
  const suffix = tag();
  const [agency, candidate] = await chatUsers(browser, ["agency", `${prefix}ag-${suffix}`], ["candidate", `${prefix}cand-${suffix}`]);
  const ids = sentClientIds(agency.page);
  const chat = new ChatPage(agency.page);
  // Open the realtime stream first: one that is open stays so through the emulated offline spell (Chromium
  // cuts new requests only), as a stream that outlives a short network change does, so it does not reconnect.
  const streamOpen = agency.page.waitForResponse((r) => new URL(r.url()).pathname === "/api/realtime/stream");
  await chat.goto(`?with=${candidate.id}`);
  const name = candidate.account.name;
  await expect(chat.thread(name)).toBeVisible();
  await streamOpen;
  return { agency, candidate, ids, chat, name, message: chat.messages(name).first() };
}

test("a send that gets no answer offline is shown failed, and goes out by itself once the connection is back, even when the first try meets no network yet, stored once", async ({ browser }) => {
  const { agency, candidate, ids, chat, name, message } = await agencyWritingToCandidate(browser, "offline");
  await agency.context.setOffline(true);
  await chat.send(name, "Are you open to a new role?");
  await expect(message).toHaveAttribute("data-status", "failed");
  await expect(message.getByRole("alert")).toContainText(`Not sent: ${NETWORK_ERROR_MESSAGE} ${RESENT_WHEN_BACK}`);
  // The browser's "online" can reach the page before its requests go through (CI saw the try it made then
  // fail, and the message stay failed): the first try after it meets no network here, and a later one goes out.
  await agency.page.route("**/api/web/common/chatsystem/chats/*/messages", (route) => route.abort("internetdisconnected"), { times: 1 });
  await agency.context.setOffline(false);
  await expect(message).toHaveAttribute("data-status", "sent");
  expect(ids.length, `client ids sent: ${ids.join(", ")}`).toBeGreaterThanOrEqual(3);
  expect(new Set(ids).size, `client ids sent: ${ids.join(", ")}`).toBe(1);
  await agency.page.reload();
  await expect(chat.messages(name)).toHaveCount(1);
  await expect(chat.messages(name).first()).toContainText("Are you open to a new role?");
  await closeUsers(agency, candidate);
});

test("a send the server refuses shows its message, stays failed, and is sent once on Retry with the same id", async ({ browser }) => {
  const { agency, candidate, ids, chat, name, message } = await agencyWritingToCandidate(browser, "refused");
  // The next send meets a server that is briefly away (the answer the API gives then).
  await agency.page.route(
    "**/api/web/common/chatsystem/chats/*/messages",
    (route) => route.fulfill({ status: 503, contentType: "application/json", headers: { "retry-after": "3" }, body: JSON.stringify({ message: UNAVAILABLE_MESSAGE }) }),
    { times: 1 },
  );
  await chat.send(name, "Are you open to a new role?");
  await expect(message).toHaveAttribute("data-status", "failed");
  await expect(message.getByRole("alert")).toContainText(`Not sent: ${UNAVAILABLE_MESSAGE}`);
  await expect(message.getByRole("alert")).not.toContainText(RESENT_WHEN_BACK);
  await message.getByRole("button", { name: "Retry" }).click();
  await expect(message).toHaveAttribute("data-status", "sent");
  expect(ids).toHaveLength(2);
  expect(ids[1]).toBe(ids[0]);
  await agency.page.reload();
  await expect(chat.messages(name)).toHaveCount(1);
  await closeUsers(agency, candidate);
});

test("Message buttons on a profile and on a job open the conversation with that user", async ({ browser }) => {
  const suffix = tag();
  const [company, candidate] = await chatUsers(browser, ["company", `chatjob-${suffix}`], ["candidate", `chatprof-${suffix}`]);
  const created = await company.context.request.post("/api/web/common/job/createjobpost", { data: { jobTitle: `Chat engineer ${suffix}`, jobDescription: "Talk to candidates.", jobStatus: "Open" } });
  expect(created.status(), await created.text()).toBe(200);
  const { job } = (await created.json()) as { job: { id: number } };

  await candidate.page.goto(`/jobs/${job.id}`);
  await candidate.page.getByRole("link", { name: `Message ${company.account.name}` }).click();
  const chat = new ChatPage(candidate.page);
  await expect(chat.thread(company.account.name)).toBeVisible();

  await company.page.goto(`/profile/${candidate.id}`);
  await company.page.getByRole("link", { name: `Message ${candidate.account.name}` }).click();
  const theirs = new ChatPage(company.page);
  await expect(theirs.thread(candidate.account.name)).toBeVisible();
  await theirs.send(candidate.account.name, "Thanks for your interest.");
  // The same one conversation from either side.
  await candidate.page.reload();
  await expect(chat.messages(company.account.name)).toContainText(["Thanks for your interest."]);
  await closeUsers(company, candidate);
});

test("a guest reads the global room and is asked to sign in to write", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: BASE_URL });
  const page = await context.newPage();
  const chat = new ChatPage(page);
  await chat.goto();
  await expect(chat.thread("Global room")).toBeVisible();
  await expect(chat.messages("Global room").first()).toBeVisible();
  await expect(byTestId(page, "chat-sign-in").getByRole("link", { name: "Sign in to chat" })).toHaveAttribute("href", "/login?callbackUrl=%2Fchat");
  // No composer and no user search in the chat (the footer's newsletter field is not the chat's).
  await expect(page.getByRole("main").getByRole("textbox")).toHaveCount(0);
  await expect(page.getByRole("main").getByRole("search")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await context.close();
});

test("a guest on a phone opens straight into the global room, the one room there is to read", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const chat = new ChatPage(page);
  await chat.goto();
  await expect(chat.messages("Global room").first()).toBeVisible();
  await context.close();
});

test("on a small screen the list and the conversation are shown one at a time", async ({ browser }) => {
  const candidate = await userContext(browser, "candidate", `chatmobile-${tag()}`);
  await candidate.page.setViewportSize({ width: 390, height: 800 });
  const chat = new ChatPage(candidate.page);
  await chat.goto();
  await expect(chat.conversations).toBeVisible();
  await expect(chat.composer("Global room")).toBeHidden();
  await chat.globalRoom.click();
  await expect(chat.composer("Global room")).toBeVisible();
  await expect(chat.conversations).toBeHidden();
  // Focus moves with the view: to the conversation's heading, and back to its entry in the list.
  await expect(candidate.page.getByRole("heading", { level: 2, name: "Global room" })).toBeFocused();
  await expectNoSeriousA11yViolations(candidate.page);
  await candidate.page.getByRole("button", { name: "← Conversations" }).click();
  await expect(chat.conversations).toBeVisible();
  await expect(chat.globalRoom).toBeFocused();
  // Escape in a conversation goes back to the list too.
  await chat.globalRoom.press("Enter");
  await expect(chat.composer("Global room")).toBeVisible();
  await candidate.page.keyboard.press("Escape");
  await expect(chat.conversations).toBeVisible();
  await expect(chat.globalRoom).toBeFocused();
  // Opening a conversation is a step in history: the browser's Back returns to the list, not off the page.
  await chat.globalRoom.click();
  await expect(chat.composer("Global room")).toBeVisible();
  await candidate.page.goBack();
  await expect(chat.conversations).toBeVisible();
  await expect(candidate.page).toHaveURL(/\/chat$/);
  await candidate.context.close();
});

test("a long conversation scrolls inside its box: the page still ends at its footer", async ({ browser }) => {
  const suffix = tag();
  const [company, candidate] = await chatUsers(browser, ["company", `longco-${suffix}`], ["candidate", `longcand-${suffix}`]);
  const started = await candidate.context.request.post("/api/web/common/chatsystem/chats", { data: { userId: company.id } });
  expect(started.status(), await started.text()).toBe(200);
  const { chat } = (await started.json()) as { chat: { id: number } };
  for (let i = 1; i <= 16; i++) {
    const sent = await candidate.context.request.post(`/api/web/common/chatsystem/chats/${chat.id}/messages`, { data: { content: `Line ${i}`, clientId: `long-${suffix}-${i}` } });
    expect(sent.ok(), await sent.text()).toBe(true);
  }
  const mine = new ChatPage(candidate.page);
  await mine.goto(`?c=${chat.id}`);
  await expect(byTestId(candidate.page, "chat-message")).toHaveCount(16);
  // Each of the sender's messages carries a hidden "You": placed by the page instead of the box, those stretched it.
  const belowFooter = await candidate.page.evaluate(() => {
    const footer = document.querySelector("footer")!;
    return document.documentElement.scrollHeight - (footer.getBoundingClientRect().bottom + window.scrollY);
  });
  expect(belowFooter).toBeLessThanOrEqual(1);
  await closeUsers(company, candidate);
});

test("loading older messages by keyboard keeps focus in the thread when the button goes at the first message", async ({ browser }) => {
  const suffix = tag();
  const [company, candidate] = await chatUsers(browser, ["company", `olderco-${suffix}`], ["candidate", `oldercand-${suffix}`]);
  // 22 messages, two pages of 20: each side writes 11 (under the 20-in-10-seconds limit).
  const started = await candidate.context.request.post("/api/web/common/chatsystem/chats", { data: { userId: company.id } });
  expect(started.status(), await started.text()).toBe(200);
  const { chat } = (await started.json()) as { chat: { id: number } };
  for (let i = 1; i <= 22; i++) {
    const who = i % 2 ? candidate : company;
    const sent = await who.context.request.post(`/api/web/common/chatsystem/chats/${chat.id}/messages`, { data: { content: `Message ${i}`, clientId: `older-${suffix}-${i}` } });
    expect(sent.ok(), await sent.text()).toBe(true);
  }

  const mine = new ChatPage(candidate.page);
  await mine.goto(`?c=${chat.id}`);
  await expect(mine.messages(company.account.name)).toHaveCount(20);
  const older = mine.thread(company.account.name).getByRole("button", { name: "Load older messages" });
  await older.focus();
  await older.press("Enter");
  await expect(mine.messages(company.account.name)).toHaveCount(22);
  await expect(older).toHaveCount(0);
  // Not on <body>: still inside the conversation's messages, where the arrow keys scroll.
  await expect.poll(() => candidate.page.evaluate(() => Boolean(document.activeElement?.closest('[role="log"]')))).toBe(true);
  await closeUsers(company, candidate);
});

test("filtering the list by account type leaves the open conversation as it was: its name, Block and composer", async ({ browser }) => {
  const { company, candidate, mine, name } = await conversationStarted(browser, "filter", "Hello from the filter test");

  await mine.conversations.getByLabel("Show").selectOption({ label: "Recruitment agencies" });
  await expect(mine.conversationWith(name)).toHaveCount(0);
  const thread = mine.thread(name);
  await expect(thread.getByRole("heading", { level: 2, name })).toBeVisible();
  await expect(thread.getByRole("button", { name: "Block" })).toBeVisible();
  await expect(mine.composer(name)).toBeVisible();
  await closeUsers(company, candidate);
});

test("blocking asks in place, says what it means, and Unblock takes it back", async ({ browser }) => {
  const { company, candidate, mine, name } = await conversationStarted(browser, "block", "Hello from the block test");
  const thread = mine.thread(name);
  await thread.getByRole("button", { name: `Block ${name}` }).click();
  const ask = thread.getByRole("group", { name: `Block ${name}?` });
  await expect(ask.getByRole("button", { name: "Yes, block" })).toBeFocused();
  // Escape changes nothing and gives the Block button back.
  await candidate.page.keyboard.press("Escape");
  await expect(thread.getByRole("button", { name: `Block ${name}` })).toBeFocused();
  await thread.getByRole("button", { name: `Block ${name}` }).click();
  await ask.getByRole("button", { name: "Yes, block" }).click();
  await expect(new AppShell(candidate.page).toast(`${name} is blocked. They are not told; what they send is not shown to you.`)).toBeVisible();
  // Focus goes to the button that took the pressed one's place.
  await expect(thread.getByRole("button", { name: "Unblock" })).toBeFocused();
  await candidate.page.keyboard.press("Enter");
  await expect(new AppShell(candidate.page).toast(`${name} is unblocked.`)).toBeVisible();
  await expect(thread.getByRole("button", { name: `Block ${name}` })).toBeFocused();
  await closeUsers(company, candidate);
});

test("a list read that answers after a filter was chosen does not put the filtered-out conversation back", async ({ browser }) => {
  const { company, candidate, mine, name } = await conversationStarted(browser, "late", "Hello from the late-answer test");

  // The next unfiltered read of the list (the tab coming back into view) is held until released.
  const { started, release } = await holdNextRequest(candidate.page, /\/api\/web\/common\/chatsystem\/chats$/);
  await candidate.page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  await started;
  await mine.conversations.getByLabel("Show").selectOption({ label: "Recruitment agencies" });
  await expect(mine.conversationWith(name)).toHaveCount(0);
  // The held read answers now, with every conversation: the filter chosen after it stands.
  const answered = candidate.page.waitForResponse(/\/api\/web\/common\/chatsystem\/chats$/);
  release();
  await (await answered).finished();
  await settle(candidate.page);
  await expect(mine.conversations.getByLabel("Show")).toHaveValue("RECRUIMENTAGENCY");
  expect(await mine.conversationWith(name).count()).toBe(0);
  await closeUsers(company, candidate);
});

test("a send that finishes after a filter was chosen refreshes the list with that filter", async ({ browser }) => {
  // No live events in this tab: the send's own refresh is the only read of the list after it.
  const offline = (page: Page) => page.route(/\/api\/realtime\/stream/, (route) => route.abort());
  const { company, candidate, mine, name } = await conversationStarted(browser, "sendlate", "First words", offline);

  // The next message's send is held on its way, so it finishes after "Show" has changed.
  const { started, release } = await holdNextRequest(candidate.page, /\/api\/web\/common\/chatsystem\/chats\/\d+\/messages$/);
  await mine.composer(name).fill("Second words");
  await mine.composer(name).press("Enter");
  await started;
  await mine.conversations.getByLabel("Show").selectOption({ label: "Recruitment agencies" });
  await expect(mine.conversationWith(name)).toHaveCount(0);
  // The send's answer makes the screen read the list again: with the filter chosen since, not the one it started under.
  const reread = candidate.page.waitForResponse((r) => /\/api\/web\/common\/chatsystem\/chats(\?|$)/.test(r.url()) && r.request().method() === "GET");
  release();
  await expect(mine.messages(name).filter({ hasText: "Second words" })).toHaveAttribute("data-status", "sent");
  await (await reread).finished();
  await settle(candidate.page);
  expect(await mine.conversationWith(name).count()).toBe(0);
  await closeUsers(company, candidate);
});

test("a guest following a link to a conversation signs in first and lands in it", async ({ browser }) => {
  const suffix = tag();
  const [company, candidate] = await chatUsers(browser, ["company", `guestlinkco-${suffix}`], ["candidate", `guestlinkcand-${suffix}`]);
  const guest = await browser.newContext({ baseURL: BASE_URL });
  const page = await guest.newPage();
  await page.goto(`/chat?with=${company.id}`);
  await expect(page).toHaveURL((url) => url.pathname === "/login" && url.searchParams.get("callbackUrl") === `/chat?with=${company.id}`);
  const login = new LoginPage(page);
  await login.signInWithPassword(candidate.account.email, candidate.account.password);
  const chat = new ChatPage(page);
  await expect(chat.composer(company.account.name)).toBeVisible();
  await expect(page).toHaveURL(/\/chat\?c=\d+$/);
  await guest.close();
  await closeUsers(company, candidate);
});

test("what is typed and not sent waits in its conversation while the user looks at another one", async ({ browser }) => {
  const suffix = tag();
  const [company, candidate] = await chatUsers(browser, ["company", `draftco-${suffix}`], ["candidate", `draftcand-${suffix}`]);
  const mine = new ChatPage(candidate.page);
  await mine.goto(`?with=${company.id}`);
  const name = company.account.name;
  await mine.composer(name).fill("Half a thought about the role");
  await mine.globalRoom.click();
  await expect(mine.composer("Global room")).toHaveValue("");
  await mine.conversationWith(name).click();
  await expect(mine.composer(name)).toHaveValue("Half a thought about the role");
  // Sent, it is gone for good.
  await mine.composer(name).press("Enter");
  await expect(mine.messages(name)).toHaveCount(1);
  await mine.globalRoom.click();
  await mine.conversationWith(name).click();
  await expect(mine.composer(name)).toHaveValue("");
  await closeUsers(company, candidate);
});

test("on a small screen the global room opens at its newest message, though it loaded while hidden behind the list", async ({ browser }) => {
  const suffix = tag();
  const candidate = await userContext(browser, "candidate", `roomend-${suffix}`);
  await candidate.page.setViewportSize({ width: 390, height: 800 });
  // More than a phone's box holds, whatever the room had before.
  for (let i = 1; i <= 12; i++) {
    const sent = await candidate.context.request.post("/api/web/common/chatsystem/global-messages", { data: { content: `Room line ${i} ${suffix}`, clientId: `roomend-${suffix}-${i}` } });
    expect(sent.ok(), await sent.text()).toBe(true);
  }
  const chat = new ChatPage(candidate.page);
  await chat.goto();
  await expect(chat.composer("Global room")).toBeHidden();
  // The room's messages are there, hidden behind the list, before it is opened.
  const log = candidate.page.getByRole("log", { name: "Messages in Global room", includeHidden: true });
  await expect(log.getByText(`Room line 12 ${suffix}`)).toBeAttached();
  await chat.globalRoom.click();
  await expect(log.getByText(`Room line 12 ${suffix}`)).toBeVisible();
  // It opened at the top (scrollTop 0 of 1,028 px): the newest message was out of view.
  await expect.poll(() => log.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight)).toBeLessThan(40);
  await expect(log.getByText(`Room line 12 ${suffix}`)).toBeInViewport();
  await candidate.context.close();
});

test("after a click on Send the box has focus again; on a touch screen Enter starts a new line and Send sends", async ({ browser }) => {
  const suffix = tag();
  const desk = await userContext(browser, "candidate", `sendfocus-${suffix}`);
  const chat = new ChatPage(desk.page);
  await chat.goto();
  const box = chat.composer("Global room");
  await box.fill(`Sent by a click ${suffix}`);
  await desk.page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(chat.messages("Global room").filter({ hasText: `Sent by a click ${suffix}` })).toHaveCount(1);
  // Focus was left on the button it had just disabled: what was typed next went nowhere.
  await expect(box).toBeFocused();
  await desk.page.keyboard.type("typed next");
  await expect(box).toHaveValue("typed next");
  await desk.context.close();

  const phone = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await registerViaApi(phone.request, "candidate", `sendtouch-${suffix}`);
  const page = await phone.newPage();
  const onPhone = new ChatPage(page);
  await onPhone.goto();
  await onPhone.globalRoom.tap();
  const phoneBox = onPhone.composer("Global room");
  await expect(page.getByText("Enter for a new line, Send to send")).toBeVisible();
  await phoneBox.fill("First line");
  await phoneBox.press("Enter");
  await phoneBox.pressSequentially(`second line ${suffix}`);
  await expect(phoneBox).toHaveValue(`First line\nsecond line ${suffix}`);
  await expect(onPhone.messages("Global room").filter({ hasText: `second line ${suffix}` })).toHaveCount(0);
  await page.getByRole("button", { name: "Send", exact: true }).tap();
  await expect(onPhone.messages("Global room").filter({ hasText: `second line ${suffix}` })).toHaveCount(1);
  await expect(phoneBox).toBeFocused();
  await phone.close();
});

test("a link to someone else's conversation is not found (404); a link that names none opens /chat; on a phone, back to the list says /chat", async ({ browser }) => {
  const { company, candidate, name } = await conversationStarted(browser, "linkto", "Hello from the link test");
  const chatId = Number(new URL(candidate.page.url()).searchParams.get("c"));
  expect(chatId).toBeGreaterThan(0);
  const stranger = await userContext(browser, "candidate", `stranger-${tag()}`);
  const answer = await stranger.page.goto(`/chat?c=${chatId}`);
  expect(answer?.status()).toBe(404);
  await expect(stranger.page.getByRole("textbox", { name: /^Message / })).toHaveCount(0);
  await expect(stranger.page.getByText("Hello from the link test")).toHaveCount(0);
  await stranger.page.goto("/chat?c=abc");
  await expect(stranger.page).toHaveURL(/\/chat$/);

  // Opened by its link on a phone (as a Message button does), the conversation's way back leaves an address that shows the list.
  await candidate.page.setViewportSize({ width: 390, height: 800 });
  const mine = new ChatPage(candidate.page);
  await mine.goto(`?c=${chatId}`);
  await expect(mine.composer(name)).toBeVisible();
  await candidate.page.getByRole("button", { name: "← Conversations" }).click();
  await expect(mine.conversations).toBeVisible();
  await expect(candidate.page).toHaveURL(/\/chat$/);
  await candidate.page.reload();
  await expect(mine.conversations).toBeVisible();
  await expect(mine.composer(name)).toBeHidden();
  await closeUsers(company, candidate, stranger);
});
