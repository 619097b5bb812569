import { expect, test, type Page } from "@playwright/test";
import { storageStateFor } from "./support/paths";

/**
 * A list's result count is read out after its filters change (components/ui/page-announcer.tsx): the site's one
 * polite region lives in the layout, is empty when the page arrives, and gets the count once the page is on screen.
 * A region that arrives already holding its text (the count line of a freshly loaded page) is not read.
 */
test.use({ storageState: storageStateFor("candidate") });

declare global {
  interface Window {
    said?: (string | null)[];
  }
}

/** Every text the site's live region holds from the moment it is in the page, in order. */
async function recordRegion(page: Page) {
  await page.addInitScript(() => {
    const watch = new MutationObserver(() => {
      const region = document.querySelector("#main > [role=status]:last-child");
      if (!region || window.said) return;
      window.said = [region.textContent];
      new MutationObserver(() => window.said!.push(region.textContent)).observe(region, { subtree: true, childList: true, characterData: true });
      watch.disconnect();
    });
    watch.observe(document, { subtree: true, childList: true });
  });
}

const LISTS = [
  { path: "/jobs", search: "engineer" },
  { path: "/getalljobs", search: "engineer" },
  { path: "/getallcompanies", search: "tech" },
  { path: "/viewallrecruiter", search: "talent" },
];

for (const { path, search } of LISTS) {
  test(`${path}: the new result count is announced after a filter change and after clearing the filters`, async ({ page }) => {
    await recordRegion(page);
    const region = page.locator("#main > [role=status]:last-child");
    const line = page.getByTestId("result-count");
    await page.goto(path);
    await page.getByRole("search").getByLabel("Search", { exact: true }).fill(search);
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get("search") === search);
    const filtered = (await line.textContent())!;
    expect(filtered).toMatch(/^(At least )?[\d,]+ \w+/);
    await expect(region).toHaveText(filtered);
    // The region was there, empty, before the count came into it: that change is what is read out.
    expect((await page.evaluate(() => window.said))?.[0]).toBe("");

    // "Clear filters" is a client-side navigation: the same region (it outlives the page) says the new count.
    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL((url) => url.pathname === path && !url.search);
    await expect(line).not.toHaveText(filtered);
    await expect(region).toHaveText((await line.textContent())!);
  });
}
