import type { Page } from "@playwright/test";

/**
 * Holds the next request the page makes to `url` until `release()`; later ones pass. `started` resolves
 * once it is held, so a test can order what happens while it is on its way (a late answer, a slow send).
 */
export async function holdNextRequest(page: Page, url: RegExp): Promise<{ started: Promise<void>; release: () => void }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let markStarted = () => {};
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  let first = true;
  await page.route(url, async (route) => {
    if (!first) return route.continue();
    first = false;
    markStarted();
    await held;
    await route.continue();
  });
  return { started, release };
}

/**
 * Holds every script the page asks for until `release()`: its server-rendered HTML shows, but nothing
 * hydrates, so a test can act in the window before the page's scripts run (then release them).
 */
export async function holdScripts(page: Page): Promise<{ release: () => void }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_next/static/**/*.js", async (route) => {
    await held;
    await route.continue();
  });
  return { release };
}

/** Past what the page does with an answer already received: its handlers, React's render and two painted frames. */
export const settle = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))));
