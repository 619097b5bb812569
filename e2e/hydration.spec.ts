import { expect, test } from "@playwright/test";
import { storageStateFor } from "./support/paths";
import { byTestId } from "./support/test-id";

test.use({ storageState: storageStateFor("company") });

test("the sign-in state arriving before a streamed page is revealed does not make React render the page again", async ({ page }) => {
  // React reveals streamed Suspense boundaries in batches: its inline $RC queues them and calls $RV to
  // show them. Holding $RV's calls until the test lets them go keeps /managejobs's content in its hidden
  // div#S:0 for as long as the test needs. (A fixed hold of 4 s, then 7.7 s, was too short on a loaded
  // machine: the header's session arrived after the reveal in two clean-clone CI runs.)
  await page.addInitScript(() => {
    let reveal: ((batch: unknown) => void) | undefined;
    let held: unknown[] | null = [];
    const w = window as unknown as { __revealStreamed: () => void };
    Object.defineProperty(window, "$RV", {
      configurable: true,
      get: () => (batch: unknown) => (held ? held.push(batch) : reveal?.(batch)),
      set: (fn: (batch: unknown) => void) => (reveal = fn),
    });
    w.__revealStreamed = () => {
      const batches = held ?? [];
      held = null;
      for (const batch of batches) reveal?.(batch);
    };
  });
  await page.goto("/managejobs");
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  // The page still waits for its reveal, in one copy: the header's change did not reach it.
  await expect(page.locator("#main").getByTestId("loading-screen")).toBeVisible();
  expect(await page.getByTestId("tab-Open").count()).toBe(1);
  await page.evaluate(() => (window as unknown as { __revealStreamed: () => void }).__revealStreamed());
  // Revealed and hydrated: one copy, shown.
  await expect(byTestId(page, "tab-Open")).toBeVisible();
  expect(await page.getByTestId("tab-Open").count()).toBe(1);
  await expect(page.locator("#main").getByTestId("loading-screen")).toHaveCount(0);
});
