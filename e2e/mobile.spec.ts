import { expect, test, type Page } from "@playwright/test";
import { INTERVIEW } from "../tests/integration/assistant-helpers";
import { AssistantPage } from "./pages/assistant-page";
import { registerViaApi } from "./support/api";
import { BASE_URL, storageStateFor } from "./support/paths";
import { RESUME_LINES, textPdf } from "../tests/helpers/sample-files";
import { byTestId } from "./support/test-id";
import { LoginPage } from "./pages/login-page";
import { AppShell } from "./pages/app-shell";
import { uniqueEmail } from "./support/accounts";

/** Small screens: the header's menu and pages that must not scroll sideways. */
test.use({ viewport: { width: 390, height: 844 } });

const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/** The font sizes of a page's drop-downs: under 16 px, iOS Safari zooms the page in when one is tapped. */
const selectFontSizes = (page: Page) =>
  page.locator("select").evaluateAll((selects) => selects.map((s) => parseFloat(getComputedStyle(s).fontSize)));

async function expectNoZoomingSelects(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("select").first()).toBeAttached();
  for (const size of await selectFontSizes(page)) expect(size, `a drop-down on ${path}`).toBeGreaterThanOrEqual(16);
}

test("Escape closes the small-screen menu and gives focus back to its button", async ({ page }) => {
  await page.goto("/");
  const menu = page.getByRole("button", { name: "Menu" });
  const nav = page.getByRole("navigation", { name: "Main" });
  await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await nav.getByRole("link").first().focus();
  await page.keyboard.press("Escape");
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(nav).toBeHidden();
  await expect(menu).toBeFocused();
  // Focus leaving the header (Tab past its last link) closes the menu too.
  await menu.click();
  await nav.getByRole("link").last().focus();
  await page.getByRole("main").getByRole("link").first().focus();
  await expect(menu).toHaveAttribute("aria-expanded", "false");
});

test("opening the small-screen menu clears a toast that would cover its first links", async ({ page }) => {
  // A toast shows 5 s just below the header, where the menu opens (the sign-in's "Login Successful" on the page it
  // leads to; here a refused sign-in's, which keeps the page, so the menu is not closed by a move to another).
  const login = new LoginPage(page);
  await login.goto();
  await login.signInWithPassword(uniqueEmail("menu-toast"), "not-the-password-5");
  const shell = new AppShell(page);
  await expect(shell.toast("Login Failed")).toBeVisible();
  await page.getByRole("button", { name: "Menu" }).click();
  // It starts to leave at once (it loses its role then), long before its own 5 s are up; then it is gone.
  await expect(shell.toast("Login Failed")).toHaveCount(0, { timeout: 3_000 });
  await expect(shell.toastElements()).toHaveCount(0);
  // What a tap on the first link reaches is the link.
  const first = page.getByRole("navigation", { name: "Main" }).getByRole("link").first();
  const box = (await first.boundingBox())!;
  const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest("a")?.textContent ?? null, [box.x + box.width / 2, box.y + box.height / 2]);
  expect(hit).toBe(await first.textContent());
});

test("a page chosen from the small-screen menu with the keyboard leaves focus on the Menu button, not the page's top", async ({ page }) => {
  await page.goto("/");
  const menu = page.getByRole("button", { name: "Menu" });
  const nav = page.getByRole("navigation", { name: "Main" });
  await menu.focus();
  await page.keyboard.press("Enter");
  await expect(nav).toBeVisible();
  const link = nav.getByRole("link", { name: "Explore recruiters" });
  await link.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/recruitersocial");
  await expect(nav).toBeHidden();
  await expect(menu).toBeFocused();
  // The next Tab goes on into the page, past the closed menu: once the page has come (until then it
  // streams a loading state with nothing to focus), focus still on the Menu button.
  await expect(page.getByRole("heading", { level: 1, name: "Explore recruiters" })).toBeVisible();
  await expect(menu).toBeFocused();
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement !== document.body && !document.querySelector("header")!.contains(document.activeElement))).toBe(true);
});

test.describe("a candidate on a phone", () => {
  test.use({ storageState: storageStateFor("candidate") });

  for (const path of ["/editprofile", "/profile"]) {
    test(`${path} does not scroll sideways`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("main")).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await scrollsSideways(page)).toBe(false);
    });
  }

  test("drop-downs are 16 px on a phone, so tapping one does not zoom the page (jobs' filters, chat)", async ({ page }) => {
    for (const path of ["/jobs", "/chat"]) await expectNoZoomingSelects(page, path);
  });
});

test("the resume review's buttons keep their words inside on a phone", async ({ page }) => {
  await registerViaApi(page.request, "candidate", "phonereview");
  await page.goto("/editprofile");
  await page.getByLabel(/— Resume$/).setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: await textPdf(RESUME_LINES) });
  const review = byTestId(page, "resume-review");
  await expect(review.getByRole("button", { name: "Use as my summary" })).toBeVisible();
  // "Use as my summary" broke over two lines in its one-line box, the second line below its edge.
  const overflowing = await review.getByRole("button").evaluateAll((buttons) =>
    buttons.filter((b) => b.scrollHeight > b.clientHeight + 1 || b.scrollWidth > b.clientWidth + 1).map((b) => b.textContent),
  );
  expect(overflowing).toEqual([]);
  expect(await scrollsSideways(page)).toBe(false);
});

test.describe("a company on a phone", () => {
  test.use({ storageState: storageStateFor("company") });

  test("held sideways, the open menu scrolls: Tab reaches Sign out and shows it", async ({ page }) => {
    // 740×360: a phone in landscape, below the md breakpoint, so the header keeps its Menu button.
    await page.setViewportSize({ width: 740, height: 360 });
    await page.goto("/managejobs");
    const menu = page.getByRole("button", { name: "Menu" });
    await menu.click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link").last().focus();
    await page.keyboard.press("Tab");
    const signOut = page.getByRole("button", { name: "Sign out" });
    await expect(signOut).toBeFocused();
    await expect(signOut).toBeInViewport({ ratio: 1 });
    expect(await scrollsSideways(page)).toBe(false);
  });

  test("the closed menu says there are unread messages; open, the Chat link shows how many", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/managejobs");
    // The demo company has unread messages.
    const menu = page.getByRole("button", { name: /^Menu \(\d+ unread messages?\)$/ });
    await expect(menu.getByTestId("menu-unread-dot")).toBeVisible();
    const said = Number(/\d+/.exec((await menu.textContent()) ?? "")?.[0]);
    expect(said).toBeGreaterThan(0);
    const withDot = (await menu.boundingBox())!.width;
    await menu.click();
    await expect(page.getByTestId("menu-unread-dot")).toHaveCount(0);
    // The dot sits on the button's corner: its coming and going moves nothing, the button's width included.
    expect((await page.getByRole("button", { name: "Menu", exact: true }).boundingBox())!.width).toBe(withDot);
    const badge = page.getByRole("navigation", { name: "Main" }).getByTestId("chat-unread-badge");
    await expect(badge).toBeVisible();
    await expect(badge).toHaveText(`${said} unread ${said === 1 ? "message" : "messages"}`);
  });

  test("drop-downs are 16 px on a phone (profile, job board)", async ({ page }) => {
    for (const path of ["/editprofile", "/managejobs"]) await expectNoZoomingSelects(page, path);
  });
});

test("a job's 'N new' applicants badge never breaks over two lines", async ({ page, browser }) => {
  await registerViaApi(page.request, "company", "badge");
  const created = await page.request.post("/api/web/common/job/createjobpost", {
    data: { jobTitle: "Badge check", jobStatus: "Open", jobDescription: "Build services in Go.", requiredSkills: ["Go"] },
  });
  expect(created.status(), await created.text()).toBe(200);
  const jobId = ((await created.json()) as { job: { id: number } }).job.id;
  const candidate = await browser.newContext({ baseURL: BASE_URL });
  await registerViaApi(candidate.request, "candidate", "badge");
  const applied = await candidate.request.post("/api/web/common/candidateJob/ApplytoJob", { data: { jobId, personalMessage: "Hello" } });
  expect(applied.status(), await applied.text()).toBe(200);
  await candidate.close();

  await page.goto("/managejobs");
  const badge = page.getByRole("list", { name: "Open jobs" }).getByText("1 new", { exact: true });
  await expect(badge).toBeVisible();
  // Phone widths in small steps: wherever the line ends, the pill moves down whole (one box), never split "1 | new".
  for (let width = 320; width <= 420; width += 4) {
    await page.setViewportSize({ width, height: 740 });
    expect(await badge.evaluate((el) => el.getClientRects().length), `at ${width} px`).toBe(1);
  }
});

test("a job whose title has a long unbroken word does not make its pages scroll sideways", async ({ page }) => {
  await registerViaApi(page.request, "company", "longword");
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const word = `Donaudampfschifffahrtselektrizitätenhauptbetriebswerk${unique}`;
  const created = await page.request.post("/api/web/common/job/createjobpost", {
    data: {
      jobTitle: `Senior ${word} Ingenieur (m/w/d)`,
      companyName: "Internationale Gesellschaft für Zusammenarbeit und Entwicklung mbH Niederlassung Süd",
      location: "Zürich, Schweiz",
      jobStatus: "Open",
      jobDescription: "Build services in Go.",
      requiredSkills: ["Go"],
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const jobId = ((await created.json()) as { job: { id: number } }).job.id;
  const paths = [`/jobs/${jobId}`, `/getalljobs?search=${encodeURIComponent(word)}`, "/managejobs", `/managejobs/${jobId}`, "/recruiterjobs", `/recruiterjobs/${jobId}`, `/jobposting/post/${jobId}`];
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByText(word).first()).toBeVisible();
      expect(await scrollsSideways(page), `${path} at ${width} px`).toBe(false);
    }
  }
});

test("a draft's row on Manage jobs wraps its Publish, status and Move at 320 px instead of pushing Move off the page", async ({ page }) => {
  await registerViaApi(page.request, "company", "draft-row");
  const created = await page.request.post("/api/web/common/job/createjobpost", { data: { jobTitle: "Draft row", jobStatus: "Drafted" } });
  expect(created.status(), await created.text()).toBe(200);
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto("/managejobs?status=Drafted");
  const move = page.getByRole("button", { name: "Move Draft row", exact: true });
  await expect(move).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
  const row = page.locator("li[data-job-row]").filter({ has: move });
  const [card, button] = [(await row.boundingBox())!, (await move.boundingBox())!];
  expect(button.x + button.width).toBeLessThanOrEqual(card.x + card.width);
});

test("the assistant's newest reply and the message box stay on screen while a phone user answers", async ({ page }) => {
  await registerViaApi(page.request, "company", "phonechat");
  const assistant = new AssistantPage(page);
  await assistant.goto();
  for (const text of INTERVIEW.slice(0, 3)) {
    await assistant.answer(text);
    await expect(assistant.messageBox).toBeFocused();
    await expect(assistant.messageBox).toBeInViewport({ ratio: 1 });
    await expect(assistant.messages("Assistant").last()).toBeInViewport();
  }
  expect(await scrollsSideways(page)).toBe(false);
});

test("a skill of one long word wraps inside its chip on a phone, and the skills box stops at a skill's 60 characters", async ({ page }) => {
  await registerViaApi(page.request, "candidate", "longskill");
  await page.goto("/editprofile");
  const skills = page.getByRole("textbox", { name: "Skills", exact: true });
  await skills.fill("x".repeat(120));
  // It took 120 and the save then did nothing, saying nothing (the skill's limit is 60).
  await expect(skills).toHaveValue("x".repeat(60));
  await skills.press("Enter");
  const chip = page.getByRole("list", { name: "Skills" }).getByRole("listitem");
  await expect(chip).toContainText("x".repeat(60));
  const box = (await chip.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await scrollsSideways(page)).toBe(false);
});
