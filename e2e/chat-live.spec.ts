import { expect, test } from "@playwright/test";
import { ChatPage, chatUsers, closeUsers, tag } from "./pages/chat-page";
import { settle } from "./support/hold";

/**
 * Live delivery (issue 13 §2): needs the realtime transport (SSE over LISTEN/NOTIFY
 * by default). Nothing here reloads a page: every message must arrive by itself,
 * once and in order.
 */

test("a private message appears for the company without a reload, with the header's count; its answer appears for the candidate", async ({ browser }) => {
  const suffix = tag();
  const [company, candidate] = await chatUsers(browser, ["company", `liveco-${suffix}`], ["candidate", `livecand-${suffix}`]);
  const theirs = new ChatPage(company.page);
  await theirs.goto();
  const mine = new ChatPage(candidate.page);
  await mine.goto(`?with=${company.id}`);
  await mine.send(company.account.name, "Hello, live!");

  // The company's list and header follow without a reload.
  await expect(theirs.unreadBadge()).toContainText("1");
  const entry = theirs.conversationWith(candidate.account.name);
  await expect(entry.getByTestId("conversation-unread")).toContainText("1");
  await entry.click();
  await expect(theirs.messages(candidate.account.name)).toHaveText(["Hello, live!"].map((t) => new RegExp(t)));
  await expect(theirs.unreadBadge()).toHaveCount(0);

  await theirs.send(candidate.account.name, "Hi! Live answer.");
  await expect(mine.messages(company.account.name)).toHaveCount(2);
  await expect(mine.messages(company.account.name).nth(1)).toContainText("Hi! Live answer.");

  // A message sent while the reader watches the thread is marked read at once.
  await mine.send(company.account.name, "Great, thanks.");
  await expect(theirs.messages(candidate.account.name)).toHaveCount(3);
  await expect(theirs.unreadBadge()).toHaveCount(0);
  await closeUsers(company, candidate);
});

test("both write in the global room and see each other's messages live", async ({ browser }) => {
  const suffix = tag();
  const [a, b] = await chatUsers(browser, ["candidate", `globala-${suffix}`], ["agency", `globalb-${suffix}`]);
  const chatA = new ChatPage(a.page);
  const chatB = new ChatPage(b.page);
  await chatA.goto();
  await chatB.goto();
  await chatA.send("Global room", `Hello room from A ${suffix}`);
  await expect(chatB.messages("Global room").filter({ hasText: `Hello room from A ${suffix}` })).toHaveCount(1);
  await chatB.send("Global room", `And hello from B ${suffix}`);
  await expect(chatA.messages("Global room").filter({ hasText: `And hello from B ${suffix}` })).toHaveCount(1);
  await expect(chatA.messages("Global room").filter({ hasText: `Hello room from A ${suffix}` })).toHaveCount(1);
  await closeUsers(a, b);
});

test("offline while three messages are sent: back online, all three appear once, in order", async ({ browser }) => {
  const suffix = tag();
  const [company, candidate] = await chatUsers(browser, ["company", `offco-${suffix}`], ["candidate", `offcand-${suffix}`]);
  const mine = new ChatPage(candidate.page);
  await mine.goto(`?with=${company.id}`);
  await mine.send(company.account.name, "First, before going offline");
  const theirs = new ChatPage(company.page);
  await theirs.goto();
  await theirs.conversationWith(candidate.account.name).click();
  const thread = theirs.messages(candidate.account.name);
  await expect(thread).toHaveCount(1);

  await company.context.setOffline(true);
  for (const n of ["one", "two", "three"]) await mine.send(company.account.name, `While offline ${n}`);
  await expect(mine.messages(company.account.name)).toHaveCount(4);
  await company.context.setOffline(false);

  await expect(thread).toHaveCount(4);
  await expect(thread).toHaveText([/First, before going offline/, /While offline one/, /While offline two/, /While offline three/]);
  await closeUsers(company, candidate);
});

test("signed out in another tab: the open conversation leaves the screen by itself", async ({ browser }) => {
  const suffix = tag();
  const [company, candidate] = await chatUsers(browser, ["company", `outco-${suffix}`], ["candidate", `outcand-${suffix}`]);
  const mine = new ChatPage(candidate.page);
  await mine.goto(`?with=${company.id}`);
  await mine.send(company.account.name, "Before signing out");
  await expect(mine.messages(company.account.name)).toHaveCount(1);

  const other = await candidate.context.newPage();
  await other.goto("/chat");
  await other.getByRole("button", { name: "Sign out" }).click();
  await expect(other).toHaveURL((url) => url.pathname === "/");

  // No reload, no tab switch: the first tab hears it on the user's channel and goes where the other one went.
  await expect(candidate.page).toHaveURL((url) => url.pathname === "/");
  await expect(candidate.page.getByText("Before signing out")).toHaveCount(0);
  await expect(new ChatPage(candidate.page).unreadBadge()).toHaveCount(0);
  await expect(candidate.page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign in" })).toBeVisible();
  await closeUsers(company, candidate);
});

test("opening /chat reads the conversation list and the open room once each, and the room's messages still arrive live", async ({ browser }) => {
  const suffix = tag();
  const [reader, writer] = await chatUsers(browser, ["candidate", `onceread-${suffix}`], ["company", `oncewrite-${suffix}`]);
  const reads = { list: 0, room: 0 };
  reader.page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() !== "GET") return;
    if (path.endsWith("/chatsystem/chats")) reads.list++;
    if (path.endsWith("/chatsystem/global-history")) reads.room++;
  });
  const mine = new ChatPage(reader.page);
  await mine.goto();
  await expect(mine.globalRoom).toBeVisible();
  // A message that arrives live: by then the stream is open, and any read its opening would cause has gone out.
  const theirs = new ChatPage(writer.page);
  await theirs.goto();
  await theirs.send("Global room", `Read once ${suffix}`);
  await expect(mine.messages("Global room").filter({ hasText: `Read once ${suffix}` })).toHaveCount(1);
  expect(reads).toEqual({ list: 1, room: 1 });
  await closeUsers(reader, writer);
});

test("the header's count keeps a live total when a read made before it answers after it", async ({ browser }) => {
  const suffix = tag();
  const [company, candidate] = await chatUsers(browser, ["company", `badgeco-${suffix}`], ["candidate", `badgecand-${suffix}`]);
  // The company's page load reads its count (0); that answer is held until a message's live total (1) has arrived.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let delivered!: () => void;
  const staleDelivered = new Promise<void>((resolve) => (delivered = resolve));
  await company.page.route("**/chatsystem/unread-count", async (route) => {
    const stale = await route.fetch();
    await held;
    await route.fulfill({ response: stale });
    delivered();
  });
  const streamOpen = company.page.waitForResponse((r) => r.url().includes("/api/realtime/stream"));
  await company.page.goto("/analytics");
  await streamOpen;
  const mine = new ChatPage(candidate.page);
  await mine.goto(`?with=${company.id}`);
  await mine.send(company.account.name, "Counted live");
  const theirs = new ChatPage(company.page);
  await expect(theirs.unreadBadge()).toContainText("1");
  release();
  await staleDelivered;
  await settle(company.page);
  await expect(theirs.unreadBadge()).toContainText("1");
  await closeUsers(company, candidate);
});
