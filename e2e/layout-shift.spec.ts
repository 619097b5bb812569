import { expect, test, type Page } from "@playwright/test";
import { storageStateFor } from "./support/paths";
import { requestSettled } from "./support/request-settled";
import { splitDocumentProxy } from "./support/split-document";

/**
 * The page must not move once the browser has read the session. The header used to draw a
 * spinner until then and its links after, pushing the page down: a recruiter's eight links take a
 * second row below ~1120 px, so every full load of every page jumped (cumulative layout shift
 * 0.4–0.6 at 1024 px, 0.3 for a guest at 1280 px, where the links moved the nav across the header).
 */
type Shift = { value: number; at: number; moved: string[]; rects: string[]; inHeader: boolean };

/**
 * Records every layout shift not caused by the user's own input (what CLS counts), from the first paint,
 * with the elements it moved and where from and to, so a failure names them.
 */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: Shift[] };
    w.__shifts = [];
    type Rect = { x: number; y: number; width: number; height: number };
    type Entry = { value: number; hadRecentInput: boolean; startTime: number; sources: { node?: Node | null; previousRect: Rect; currentRect: Rect }[] };
    const box = (r: Rect) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
    const describe = (node?: Node | null) =>
      node instanceof Element ? `<${node.tagName.toLowerCase()} ${[...node.attributes].map((a) => `${a.name}="${a.value.slice(0, 40)}"`).join(" ")}>` : String(node?.nodeName);
    const toShift = (entry: Entry): Shift => ({
      value: entry.value,
      at: Math.round(entry.startTime),
      moved: entry.sources.map((s) => describe(s.node)),
      rects: entry.sources.map((s) => `${box(s.previousRect)} → ${box(s.currentRect)}`),
      inHeader: entry.sources.some((s) => s.node instanceof Element && s.node.closest("header") !== null),
    });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Entry[]) if (!entry.hadRecentInput) w.__shifts.push(toShift(entry));
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The shifts recorded so far, two frames on (whatever the last change moved is laid out and reported). */
async function shifts(page: Page): Promise<Shift[]> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
}

/** The shifts so far that moved something inside the site's header. */
const headerShifts = async (page: Page) => (await shifts(page)).filter((s) => s.inHeader);

/** Expects the shifts to add up to less than `limit`, naming what moved if they do not. */
function expectBelow(recorded: Shift[], limit: number) {
  const sum = recorded.reduce((acc, s) => acc + s.value, 0);
  expect(sum, `layout shifts: ${JSON.stringify(recorded)}`).toBeLessThan(limit);
}

type NextWindow = { next: { router: Record<"prefetch" | "push", (href: string) => void> } };
/** Next's own router (window.next.router), as a link's click would use it, but not a user's input. */
const nextRouter = (page: Page, method: "prefetch" | "push", href: string) =>
  page.evaluate(([m, h]) => (window as unknown as NextWindow).next.router[m](h), [method, href] as const);

async function shiftsUntilSessionRead(page: Page, path: string): Promise<Shift[]> {
  await recordShifts(page);
  const sessionRead = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/web/common/auth/me");
  await page.goto(path);
  await sessionRead;
  return shifts(page);
}

test.describe("signed in as a company, 1024 px wide", () => {
  test.use({ storageState: storageStateFor("company"), viewport: { width: 1024, height: 800 } });

  test("the header has its links in the page as served, and the page does not move when the session is read", async ({ page }) => {
    const html = await (await page.request.get("/analytics")).text();
    expect(html.includes("Sign out"), "a Sign out button in the served header").toBe(true);
    expect(html.includes("Checking your sign-in"), "a spinner in the served header").toBe(false);
    expectBelow(await shiftsUntilSessionRead(page, "/analytics"), 0.05);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Manage jobs" })).toBeVisible();
    // The demo company has unread messages: their count, read after the page is drawn, moves no link.
    await expect(nav.getByTestId("chat-unread-badge")).toBeVisible();
    expect(await headerShifts(page), "shifts of the header's links").toEqual([]);
  });

  test("on a slow connection the header is drawn only once it has all its links, so none of them moves as the rest of the page arrives", async ({ page, baseURL }) => {
    // A company's links take a second row below ~1120 px. A browser that drew the header from the first part of the
    // page, before its last links were parsed, showed them beside the logo and moved them down a row when the rest came.
    const proxy = await splitDocumentProxy(baseURL!, "/analytics", 'href="/profile"', 700);
    try {
      await recordShifts(page);
      await page.goto(`${proxy.origin}/analytics`);
      await expect(page.getByRole("heading", { level: 1, name: "Coming soon" })).toBeVisible();
      expect(proxy.splits(), "the page came in two parts").toBe(1);
      expect(await headerShifts(page), "shifts of the header").toEqual([]);
    } finally {
      await proxy.close();
    }
  });
});

test.describe("a guest, 1280 px wide", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the header's guest links are in the page as served, and nothing moves when the session is read", async ({ page }) => {
    const html = await (await page.request.get("/login")).text();
    expect(html.includes("Checking your sign-in"), "a spinner in the served header").toBe(false);
    expectBelow(await shiftsUntilSessionRead(page, "/login"), 0.05);
  });
});

/**
 * Resolves once Next has read the screen's loading-state prefetch (the one with no segment header).
 * Next asks for it only once the route's tree (`/_tree`) is in its cache, and a push draws a loading
 * state only from a cached tree (without one it goes straight to the server and draws nothing until the
 * screen arrives). An aborted prefetch counts as read (./support/request-settled.ts).
 */
const loadingStatePrefetched = (page: Page, path: string) =>
  requestSettled(page, (request) => {
    const headers = request.headers();
    return new URL(request.url()).pathname === path && headers["next-router-prefetch"] === "1" && headers["next-router-segment-prefetch"] === undefined;
  });

/**
 * A screen's loading state (loading.tsx) is shorter than the screen, and the site's footer used to sit
 * under it: when the screen arrived, more than half a second after the click (so CLS counts it), the
 * footer was pushed down — 0.05 to 0.30 at 1280 × 800 on these four. The footer now waits for the screen.
 * The screen's request is held until its loading state has been drawn; the navigation is started from
 * script, so no input excuses a shift whatever the timing.
 */
test.describe("a candidate, 1280 px wide, on a slow navigation", () => {
  test.use({ storageState: storageStateFor("candidate"), viewport: { width: 1280, height: 800 } });
  const footer = (page: Page) => page.getByRole("contentinfo");
  const loading = (page: Page) => page.getByText("Please wait while we prepare your experience");

  for (const [path, heading] of [
    ["/appliedjobs", "Applied jobs"],
    ["/getallcompanies", "Companies"],
    ["/viewallrecruiter", "Recruiters"],
    ["/editprofile", "Edit your profile"],
  ] as const) {
    test(`${path}: nothing moves when the screen replaces its loading state`, async ({ page }) => {
      await recordShifts(page);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      // The screen's own request waits; prefetches (which bring the loading state) go through.
      await page.route(
        (url) => url.pathname === path && url.searchParams.has("_rsc"),
        async (route) => {
          if (!route.request().headers()["next-router-prefetch"]) await held;
          await route.continue();
        },
      );
      // A header link may prefetch the screen as soon as /jobs is drawn, so the wait starts first.
      const prefetched = loadingStatePrefetched(page, path);
      await page.goto("/jobs");
      await nextRouter(page, "prefetch", path);
      await prefetched;
      await nextRouter(page, "push", path);
      await expect(loading(page)).toBeVisible();
      await expect(footer(page)).toBeHidden();
      const before = (await shifts(page)).length;
      release();
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(loading(page)).toHaveCount(0);
      await expect(footer(page)).toBeVisible();
      expectBelow((await shifts(page)).slice(before), 0.01);
    });
  }
});
