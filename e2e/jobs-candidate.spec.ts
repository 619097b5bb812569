import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/a11y";
import { storageStateFor } from "./support/paths";
import { AppShell } from "./pages/app-shell";
import { companyApi, createJob } from "./pages/job-api";
import { JobListPage } from "./pages/job-list-page";
import { JobPage } from "./pages/job-page";
import { byTestId } from "./support/test-id";

test.use({ storageState: storageStateFor("candidate") });


const today = () => new Date().toISOString().slice(0, 10);

test("a candidate filters the job list by last 7 days and by a specific range", async ({ page }) => {
  const api = await companyApi();
  const job = await createJob(api, "Open", "filter");
  const list = new JobListPage(page);
  await list.goto("/jobs");
  await expect(list.list.getByRole("listitem").first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await list.filter({ search: job.jobTitle, updated: "last7" });
  await expect(page).toHaveURL(/createdFilterType=last7/);
  await expect(list.list.getByRole("link", { name: job.jobTitle })).toBeVisible();
  await expect(list.count).toHaveText(/^1 job/);

  // Without a search every listed job was updated within the last 7 days.
  await list.goto("/jobs?createdFilterType=last7");
  const weekAgo = Date.now() - 8 * 86_400_000;
  for (const iso of await list.updatedDates()) expect(Date.parse(iso)).toBeGreaterThan(weekAgo);

  // A specific range needs both dates.
  await list.goto("/jobs");
  await list.filter({ search: job.jobTitle, updated: "specific", from: today() });
  await expect(page.getByText("Choose both a start and an end date for a specific range.")).toBeVisible();

  await list.filter({ updated: "specific", from: today(), to: today() });
  await expect(page).toHaveURL(/dateFrom=\d{4}-\d{2}-\d{2}&dateTo=/);
  await expect(list.list.getByRole("link", { name: job.jobTitle })).toBeVisible();

  // A range before the job existed: nothing, with the suggestion to clear the filters; reload keeps the filters.
  await list.filter({ updated: "specific", from: "2020-01-01", to: "2020-01-31" });
  // The filters reach the address by a client navigation: reload only once it has landed.
  await expect(page).toHaveURL(/dateFrom=2020-01-01&dateTo=2020-01-31/);
  await page.reload();
  await expect(page.getByText("No jobs match these filters.")).toBeVisible();
  await expect(list.search).toHaveValue(job.jobTitle);
  await page.getByRole("link", { name: "clear the filters" }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(list.list.getByRole("listitem").first()).toBeVisible();
  await api.dispose();
});

test("'Clear filters' resets every control, the date window included, so the next search works", async ({ page }) => {
  const api = await companyApi();
  const job = await createJob(api, "Open", "clear");
  const list = new JobListPage(page);
  await list.goto("/jobs");
  await list.filter({ search: job.jobTitle, updated: "specific", from: today(), to: today() });
  await expect(page).toHaveURL(/createdFilterType=specific/);
  await page.getByRole("link", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(list.search).toHaveValue("");
  await expect(list.updated).toHaveValue("");
  await expect(list.dateFrom).toHaveValue("");
  await expect(list.dateTo).toHaveValue("");
  await list.filter({ search: job.jobTitle });
  await expect(list.list.getByRole("link", { name: job.jobTitle })).toBeVisible();
  await api.dispose();
});

test("after Back, the filters show the list's own search again, not what was chosen on the page left", async ({ page }) => {
  const list = new JobListPage(page);
  await list.goto("/jobs");
  await list.filter({ search: "engineer" });
  await expect(page).toHaveURL(/search=engineer/);
  await page.getByLabel("Workplace").selectOption("remote");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/workplace=remote/);
  await page.goBack();
  await expect(page).toHaveURL((url) => url.searchParams.get("search") === "engineer" && !url.searchParams.get("workplace"));
  // The browser put back "Remote", which this list (every workplace) does not have.
  await expect(page.getByLabel("Workplace")).toHaveValue("");
  await expect(list.search).toHaveValue("engineer");
  await page.goBack();
  await expect(page).toHaveURL((url) => !url.searchParams.get("search"));
  await expect(list.search).toHaveValue("");
});

test("after Back, the browser does not put back what a filter held when the page was left, script or not", async ({ page }) => {
  // The page's own script never loads (React's inline reveal of the streamed page still runs), so no reset on
  // return can hide what the browser does: the fields must show what the server rendered from the URL.
  await page.route(/\/_next\/static\/chunks\//, (route) => route.abort());
  await page.goto("/jobs?search=engineer");
  await page.getByLabel("Workplace").selectOption("remote");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/workplace=remote/);
  await expect(page.getByLabel("Workplace")).toHaveValue("remote");
  await page.goBack();
  await expect(page).toHaveURL((url) => url.searchParams.get("search") === "engineer" && !url.searchParams.get("workplace"));
  await expect(page.getByRole("list", { name: "Jobs" })).toBeVisible();
  await expect(page.getByLabel("Workplace")).toHaveValue("");
  await expect(page.getByLabel("Search", { exact: true })).toHaveValue("engineer");
});

test("a page past the end of the list shows the last page, under its own address", async ({ page }) => {
  // Eleven jobs only this test's search finds: two pages that no other test's new job can grow. (The whole
  // board did: a job created between the redirect and the render showed "51 jobs · page 5 of 6", CI 2026-12-07.)
  const api = await companyApi();
  const tag = `clamp${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const jobs = await Promise.all(Array.from({ length: 11 }, () => createJob(api, "Open", tag)));
  const list = new JobListPage(page);
  await list.goto(`/jobs?search=${tag}&page=99999`);
  await expect(page).toHaveURL((url) => url.pathname === "/jobs" && url.searchParams.get("search") === tag && url.searchParams.get("page") === "2");
  await expect(list.count).toHaveText(/^11 jobs · best match first · page 2 of 2$/);
  // The last page holds the one of the eleven that ranks last.
  const titles = list.list.getByRole("link", { name: new RegExp(tag) });
  await expect(titles).toHaveCount(1);
  expect(jobs.map((j) => j.jobTitle)).toContain(await titles.textContent());
  await api.dispose();
});

test("a candidate applies with a message once, sees the toast and the job under Pending", async ({ page }) => {
  const api = await companyApi();
  const job = await createJob(api, "Open", "apply");
  const jobPage = new JobPage(page);
  await jobPage.goto(job.id);
  // The message box shows how much of its 5,000 characters is used.
  await jobPage.message.fill("I have shipped Playwright suites for five years.");
  await expect(byTestId(page, "personal-message-count")).toHaveText("48 / 5,000");
  await jobPage.apply("I have shipped Playwright suites for five years.");
  await new AppShell(page).expectToast("Application sent to recruiter successfully.");
  await expect(page.getByText(/You applied on/)).toBeVisible();
  // The form that was used is gone: focus is on what replaced it, not lost on the page.
  await expect(page.getByText(/You applied on/)).toBeFocused();
  await expect(jobPage.applyButton).toHaveCount(0);

  await page.goto("/appliedjobs");
  const pending = byTestId(page, "status-Pending");
  await expect(pending.getByRole("link", { name: job.jobTitle })).toBeVisible();
  // The message sent is there to re-read.
  const mine = pending.getByRole("listitem").filter({ has: page.getByRole("link", { name: job.jobTitle }) });
  await mine.getByText("Your message").click();
  await expect(mine.getByText("I have shipped Playwright suites for five years.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // The job list marks the job as applied to, with the application's status.
  await page.goto(`/jobs?search=${encodeURIComponent(job.jobTitle)}`);
  const card = page.getByRole("list", { name: "Jobs" }).getByRole("listitem").filter({ has: page.getByRole("link", { name: job.jobTitle }) });
  await expect(card.getByTestId("applied-badge")).toHaveText("Applied · Pending");
  await page.goBack();
  await pending.getByRole("link", { name: job.jobTitle }).click();
  await expect(page).toHaveURL(`/jobs/${job.id}`);

  // No second application: the page offers none, and the API refuses one.
  await expect(page.getByText(/You applied on/)).toBeVisible();
  await expect(jobPage.applyButton).toHaveCount(0);
  const again = await page.request.post("/api/web/common/candidateJob/ApplytoJob", { data: { jobId: job.id, personalMessage: "again" } });
  expect(again.status()).toBe(409);
  await api.dispose();
});

test("a candidate narrows the list by workplace, level, location and salary, and orders text results", async ({ page }) => {
  const api = await companyApi();
  const job = await createJob(api, "Open", "facets"); // Hybrid, Full-time, Senior, Berlin, €70,000 – €90,000 per year
  const list = new JobListPage(page);
  await list.goto("/getalljobs");
  await list.search.fill(job.jobTitle);
  await page.getByLabel("Workplace").selectOption("hybrid");
  await page.getByLabel("Experience level").selectOption("senior");
  await page.getByLabel("Employment type").selectOption("full-time");
  await page.getByLabel("Location").fill("berlin");
  // Letters are refused before the form is sent; the browser's bubble shows the field's title under its
  // "Please match the requested format." (validationMessage holds only the latter).
  const salary = page.getByLabel("Minimum salary per year");
  await salary.fill("abc");
  await page.getByRole("button", { name: "Apply filters" }).click();
  expect(await salary.evaluate((el: HTMLInputElement) => el.validity.patternMismatch)).toBe(true);
  await expect(salary).toHaveAttribute("title", "Digits only, e.g. 60000 or 60,000");
  await expect(page).not.toHaveURL(/minSalary=/);
  await salary.fill("65000");
  await page.getByLabel("Salary currency").selectOption("EUR");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/workplace=hybrid/);
  await expect(page).toHaveURL(/minSalary=65000&currency=EUR/);
  await expect(list.list.getByRole("link", { name: job.jobTitle })).toBeVisible();
  await expect(list.count).toHaveText(/best match first/);

  // Text results can be listed newest first instead; the label says which.
  await page.getByLabel("Order").selectOption("newest");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/sort=newest/);
  await expect(list.count).toHaveText(/newest first/);

  // More than the job pays, or another workplace: nothing.
  await page.getByLabel("Minimum salary per year").fill("95000");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page.getByText("No jobs match these filters.")).toBeVisible();
  await page.getByLabel("Minimum salary per year").fill("");
  await page.getByLabel("Workplace").selectOption("remote");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page.getByText("No jobs match these filters.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await api.dispose();
});

test("a search with no word in it (an emoji) is listed newest first, and the list says so", async ({ page }) => {
  await page.goto(`/jobs?search=${encodeURIComponent("😀")}`);
  await expect(new JobListPage(page).count).toHaveText(/ · newest first · page 1 of /);
});
