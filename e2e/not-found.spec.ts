import { expect, test } from "@playwright/test";

test.describe("not found", () => {
  for (const path of ["/no-such-page", "/jobs/1/no-such-child", "/dashboardx"]) {
    test(`${path} shows the not-found page with status 404`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: /not found/i })).toBeVisible();
      // A way back: the header and a link home.
      await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
      await expect(page.getByRole("main").getByRole("link").first()).toBeVisible();
    });
  }
});
