import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/a11y";
import { BASE_URL, storageStateFor } from "./support/paths";
import { companyApi, createJob } from "./pages/job-api";
import { byTestId } from "./support/test-id";

/**
 * The directories (issue 12) in the browser: companies with filters for a
 * candidate, explore recruiters for a guest, and the public company page reached
 * from a job page — refreshed for guests when the company posts a job.
 */

test.describe("a candidate", () => {
  test.use({ storageState: storageStateFor("candidate") });

  test("a directory search with no word in it (an emoji) keeps the unranked order, and the list says so", async ({ page }) => {
    await page.goto(`/getallcompanies?search=${encodeURIComponent("😀")}`);
    await expect(byTestId(page, "result-count")).toHaveText(/ · A–Z · /);
    await page.goto(`/viewallrecruiter?search=${encodeURIComponent("😀")}`);
    await expect(byTestId(page, "result-count")).toHaveText(/ · most placements first · /);
  });

  test("filters companies by industry and size, opens a company and one of its jobs", async ({ page }) => {
    await page.goto("/getallcompanies");
    await expect(page.getByRole("heading", { level: 1, name: "Companies" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const filters = page.getByRole("search", { name: "Filter companies" });
    await filters.getByRole("checkbox", { name: "Software" }).check();
    await filters.getByLabel("Company size").selectOption("medium");
    await filters.getByRole("button", { name: "Apply filters" }).click();
    // The spec's encoding in the URL: industries as a comma list, the size in lowercase.
    await expect(page).toHaveURL((url) => url.searchParams.get("industries") === "Software" && url.searchParams.get("companySize") === "medium");
    const cards = byTestId(page, "company-card");
    await expect(cards.first()).toBeVisible();
    for (const text of await cards.allInnerTexts()) expect(text).toMatch(/Software · Medium/);
    await expect(filters.getByRole("checkbox", { name: "Software" })).toBeChecked();

    const north = cards.filter({ hasText: "Northwind Labs" });
    await expect(north).toContainText(/\d+ open jobs/);
    await north.getByRole("link", { name: "Northwind Labs" }).click();
    await expect(page).toHaveURL(/\/companydetails\/\d+$/);
    await expect(byTestId(page, "company-detail")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Northwind Labs" })).toBeVisible();
    // Next streams a dynamic page's metadata: the tab's title arrives after the heading.
    await expect(page).toHaveTitle(/Northwind Labs/);
    await expectNoSeriousA11yViolations(page);

    const jobs = byTestId(page, "profile-open-jobs");
    const firstJob = jobs.getByRole("listitem").first().getByRole("link").first();
    const title = (await firstJob.textContent())!.trim();
    await firstJob.click();
    await expect(page).toHaveURL(/\/jobs\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  });
});

test.describe("a guest", () => {
  test("opens explore recruiters, searches, and opens a recruiter", async ({ page }) => {
    await page.goto("/recruitersocial");
    await expect(page.getByRole("heading", { level: 1, name: "Explore recruiters" })).toBeVisible();
    const featured = byTestId(page, "featured-recruiters");
    await expect(featured.getByTestId("recruiter-card").first()).toBeVisible();
    await expect(featured.getByText("Featured").first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("searchbox", { name: "Search recruiters" }).fill("Keystone");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("heading", { name: "Recruiters matching “Keystone”" })).toBeVisible();
    await expect(page).toHaveURL(/\/recruitersocial\?search=Keystone$/);
    const results = page.getByRole("list", { name: "Recruiters" }).getByTestId("recruiter-card");
    await expect(results).toHaveCount(1);
    await expect(results).toContainText("Keystone Tech Recruiting");
    await expect(results).toContainText("512 candidates placed");

    await results.getByRole("link", { name: "Priya Nair" }).click();
    await expect(page).toHaveURL(/\/profile\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: "Keystone Tech Recruiting" })).toBeVisible();
    // The card named the recruiter: so does the page it opened.
    await expect(byTestId(page, "profile-recruiter")).toHaveText("Recruiter: Priya Nair");
    await expect(page).toHaveTitle(/^Priya Nair · Keystone Tech Recruiting/);
  });

  test("a search of only an emoji lists recruiters as without a search: the featured first, then most placements", async ({ page }) => {
    await page.goto(`/recruitersocial?search=${encodeURIComponent("🚀")}`);
    await expect(byTestId(page, "featured-recruiters").getByTestId("recruiter-card").first()).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "More recruiters" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "recruiters ·" })).toContainText("most placements first");
    // Typing stops at the search's limit (a longer text was refused after the fact, 'Search text is too long').
    await expect(page.getByRole("searchbox", { name: "Search recruiters" })).toHaveAttribute("maxlength", "200");
  });

  test("goes back through its searches with the browser's Back button", async ({ page }) => {
    await page.goto("/recruitersocial");
    const box = page.getByRole("searchbox", { name: "Search recruiters" });
    for (const word of ["Keystone", "zzzqqq"]) {
      await box.fill(word);
      await page.getByRole("button", { name: "Search" }).click();
      await expect(page).toHaveURL(new RegExp(`\\?search=${word}$`));
    }
    await expect(page.getByText("No recruiters match “zzzqqq”. Try another word.")).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\?search=Keystone$/);
    await expect(page.getByRole("heading", { name: "Recruiters matching “Keystone”" })).toBeVisible();
    await expect(box).toHaveValue("Keystone");
    await page.goBack();
    await expect(page).toHaveURL(/\/recruitersocial$/);
    await expect(byTestId(page, "featured-recruiters")).toBeVisible();
  });

  test("reaches a company's page from a job page, with the job it just posted", async ({ browser }) => {
    const api = await companyApi();
    const me = (await (await api.get("/api/web/common/auth/me")).json()) as { user: { id: number } };
    const context = await browser.newContext({ baseURL: BASE_URL });
    const page = await context.newPage();
    // The guest's copy of the company page is cached now; posting a job must refresh it.
    await page.goto(`/companydetails/${me.user.id}`);
    await expect(byTestId(page, "company-detail")).toBeVisible();
    const job = await createJob(api, "Open", "company-page");
    await api.dispose();

    await page.goto(`/jobs/${job.id}`);
    await page.getByRole("link", { name: job.companyName }).click();
    await expect(page).toHaveURL(`${BASE_URL}/companydetails/${me.user.id}`);
    await expect(byTestId(page, "profile-open-jobs").getByRole("link", { name: job.jobTitle })).toBeVisible();
    // A full load is the guests' cached copy: it lists the new job too.
    await page.reload();
    await expect(byTestId(page, "profile-open-jobs").getByRole("link", { name: job.jobTitle })).toBeVisible();
    // The public company page search engines index: Organization data and its own canonical URL.
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}") as Record<string, unknown>;
    expect(jsonLd).toMatchObject({ "@type": "Organization", name: "Northwind Labs", url: `${BASE_URL}/companydetails/${me.user.id}` });
    // Its place as its job postings write it: the city and the country apart (the seed's "Berlin, Germany").
    expect(jsonLd.address).toEqual({ "@type": "PostalAddress", addressLocality: "Berlin", addressCountry: "Germany" });
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${BASE_URL}/companydetails/${me.user.id}`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", "Northwind Labs");
    // A company is not a person: Open Graph's "profile" is for people.
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "website");
    await context.close();
  });
});

test.describe("an agency", () => {
  test.use({ storageState: storageStateFor("agency") });

  test("filters recruiters by candidates placed", async ({ page }) => {
    await page.goto("/viewallrecruiter?candidatesPlaced=500%2B");
    const cards = byTestId(page, "recruiter-card");
    await expect(cards.first()).toBeVisible();
    for (const text of await cards.allInnerTexts()) {
      const placed = Number(/([\d,]+) candidates placed/.exec(text)![1]!.replace(/,/g, ""));
      expect(placed).toBeGreaterThanOrEqual(500);
    }
    await expect(cards.filter({ hasText: "Keystone Tech Recruiting" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

/**
 * A page past the end (an old link, a typed URL) shows the last page under its own address, on every directory.
 * Other tests register companies and agencies while this one runs, and every new account is listed: one that
 * lands between the redirect and the last page's render adds a page (CI, 2026-12-01: "41 companies · page 4 of
 * 5" after a redirect to page 4 of 40 companies). So the whole visit is tried again until one sees a list
 * that did not grow meanwhile; a redirect to any page but the last fails every try.
 */
async function expectLastPage(page: import("@playwright/test").Page, path: string) {
  await expect(async () => {
    await page.goto(`${path}?page=99999`);
    // The page streams (its loading screen first), so Next's redirect reaches the browser twice: as a
    // <meta http-equiv="refresh"> a second after load and from the router once hydrated, the later
    // navigation aborting the earlier. toHaveURL gave up on that abort when hydration came after the
    // refresh (a loaded machine); the address is read until it is the last page's.
    await expect
      .poll(() => {
        const url = new URL(page.url());
        return url.pathname === path && Number(url.searchParams.get("page") ?? "1") < 99999;
      }, { timeout: 20_000 })
      .toBe(true);
    await page.waitForLoadState();
    const last = Number(new URL(page.url()).searchParams.get("page") ?? "1");
    await expect(page.getByRole("status").filter({ hasText: / · page / })).toHaveText(new RegExp(`page ${last} of ${last}$`), { timeout: 5_000 });
  }).toPass({ timeout: 50_000 });
}

test.describe("paging past the end", () => {
  test.describe("signed in", () => {
    test.use({ storageState: storageStateFor("candidate") });
    test("companies and recruiters show their last page", async ({ page }) => {
      await expectLastPage(page, "/getallcompanies");
      await expectLastPage(page, "/viewallrecruiter");
    });
  });

  test("explore recruiters shows its last page to a guest", async ({ page }) => {
    await expectLastPage(page, "/recruitersocial");
  });
});
