import { expect, test, type Page } from "@playwright/test";
import { storageStateFor } from "./support/paths";

/**
 * The page must not move once the browser has read the session. The header used to draw a
 * spinner until then and its links after, pushing the page down: a recruiter's eight links take a
 * second row below ~1120 px, so every full load of every page jumped (cumulative layout shift
 * 0.4–0.6 at 1024 px, 0.3 for a guest at 1280 px, where the links moved the nav across the header).
 */
async function layoutShiftAfterSessionRead(page: Page, path: string): Promise<number> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) w.__shift += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  const sessionRead = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/web/common/auth/me");
  await page.goto(path);
  await sessionRead;
  // Two frames after the answer: whatever it changed is laid out and reported.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return page.evaluate(() => (window as unknown as { __shift: number }).__shift);
}

test.describe("signed in as a company, 1024 px wide", () => {
  test.use({ storageState: storageStateFor("company"), viewport: { width: 1024, height: 800 } });

  test("the header has its links in the page as served, and the page does not move when the session is read", async ({ page }) => {
    const html = await (await page.request.get("/analytics")).text();
    expect(html.includes("Sign out"), "a Sign out button in the served header").toBe(true);
    expect(html.includes("Checking your sign-in"), "a spinner in the served header").toBe(false);
    expect(await layoutShiftAfterSessionRead(page, "/analytics")).toBeLessThan(0.05);
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Manage jobs" })).toBeVisible();
  });
});

test.describe("a guest, 1280 px wide", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the header's guest links are in the page as served, and nothing moves when the session is read", async ({ page }) => {
    const html = await (await page.request.get("/login")).text();
    expect(html.includes("Checking your sign-in"), "a spinner in the served header").toBe(false);
    expect(await layoutShiftAfterSessionRead(page, "/login")).toBeLessThan(0.05);
  });
});
