import { expect, test, type Page } from "@playwright/test";
import { storageStateFor } from "./support/paths";

/** Small screens: the header's menu and pages that must not scroll sideways. */
test.use({ viewport: { width: 390, height: 844 } });

const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

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
});
