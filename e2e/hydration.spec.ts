import { expect, test } from "@playwright/test";
import { storageStateFor } from "./support/paths";
import { byTestId } from "./support/test-id";

test.use({ storageState: storageStateFor("company") });

test("the sign-in state arriving before a streamed page is revealed does not make React render the page again", async ({ page }) => {
  // React reveals streamed Suspense boundaries in batches: $RC schedules the reveal at $RT + 300 ms.
  // Holding $RT ahead keeps /managejobs's content in its hidden div#S:0 for about 8 s, long after
  // the header has read the session (4 s was too short on a loaded machine: the header's session
  // arrived after the reveal, in one clean-clone CI run).
  await page.addInitScript(() => {
    Object.defineProperty(window, "$RT", { configurable: true, get: () => performance.now() + 7700, set: () => undefined });
  });
  await page.goto("/managejobs");
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  // The page still waits for its reveal, in one copy: the header's change did not reach it.
  await expect(page.locator("#main").getByTestId("loading-screen")).toBeVisible();
  expect(await page.getByTestId("tab-Open").count()).toBe(1);
  // Revealed and hydrated: one copy, shown.
  await expect(byTestId(page, "tab-Open")).toBeVisible({ timeout: 20_000 });
  expect(await page.getByTestId("tab-Open").count()).toBe(1);
  await expect(page.locator("#main").getByTestId("loading-screen")).toHaveCount(0);
});
