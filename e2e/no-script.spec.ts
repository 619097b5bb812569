import { expect, test, type Page } from "@playwright/test";
import { DEMO } from "./support/accounts";
import { apiLogin } from "./support/api";
import { storageStateFor } from "./support/paths";

// A browser with JavaScript off (or a script blocked on the way): the server's HTML must be readable on its own.
test.use({ javaScriptEnabled: false });

/** The element is shown, the loading screen is not, and the page's content comes before the footer. */
async function shownAboveFooter(page: Page, content: ReturnType<Page["locator"]>) {
  await expect(content).toBeVisible();
  await expect(page.getByTestId("loading-screen")).toBeHidden();
  const footer = page.locator("body > footer");
  await expect(footer).toBeVisible();
  const [c, f] = [await content.boundingBox(), await footer.boundingBox()];
  expect(c!.y + c!.height).toBeLessThanOrEqual(f!.y);
}

test("a guest without JavaScript reads and searches explore recruiters, a screen behind a loading screen", async ({ page }) => {
  await page.goto("/recruitersocial");
  await shownAboveFooter(page, page.getByRole("heading", { level: 1, name: "Explore recruiters" }));
  await expect(page.getByTestId("recruiter-card").first()).toBeVisible();

  // The search is a plain GET form: it works without a script too.
  await page.getByRole("searchbox", { name: "Search recruiters" }).fill("Keystone");
  await page.getByRole("searchbox", { name: "Search recruiters" }).press("Enter");
  await expect(page).toHaveURL(/\/recruitersocial\?search=Keystone$/);
  const results = page.getByRole("list", { name: "Recruiters" }).getByTestId("recruiter-card");
  await expect(results).toHaveCount(1);
  await shownAboveFooter(page, results);
  await expect(results).toContainText("Keystone Tech Recruiting");
});

test("on a phone without JavaScript the header lists its links instead of a Menu button that cannot open", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/recruitersocial");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Sign in" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Register" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
  await shownAboveFooter(page, page.getByRole("heading", { level: 1, name: "Explore recruiters" }));
});

test.describe("a candidate", () => {
  test.use({ storageState: storageStateFor("candidate") });

  test("without JavaScript reads the job list and narrows it with the filter form", async ({ page }) => {
    await page.goto("/jobs?search=engineer");
    const jobs = page.getByRole("list", { name: "Jobs" });
    await shownAboveFooter(page, jobs);
    await page.getByLabel("Workplace").selectOption("remote");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/workplace=remote/);
    await shownAboveFooter(page, jobs);
    await expect(page.getByLabel("Workplace")).toHaveValue("remote");
  });
});

test("without JavaScript, Sign out ends the session and leads home as a guest", async ({ page }) => {
  // A session of its own (the shared candidate state must outlive this test): the context's request shares the page's cookies.
  const { email, password } = DEMO.candidate;
  expect((await apiLogin(page.context().request, email, password)).status()).toBe(200);
  await page.goto("/jobs");
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(nav.getByRole("link", { name: "Sign in" })).toBeVisible();
  await expect(nav.getByRole("button", { name: "Sign out" })).toHaveCount(0);
  // Ended on the server, not only in this page: a signed-in screen sends the browser to sign in.
  await page.goto("/jobs");
  await expect(page).toHaveURL(/\/login/);
});
