import { expect, test, type Browser } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/a11y";
import { registerViaApi } from "./support/api";
import { holdScripts } from "./support/hold";
import { BASE_URL } from "./support/paths";
import { byTestId } from "./support/test-id";

/**
 * /appliedjobs groups a candidate's applications by status (spec §4); each group is paged on its own,
 * 10 newest first, so a candidate with many applications gets a short page instead of every card at once.
 */
test("a candidate with 11 pending applications pages through that group; a page past its end shows the last", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: BASE_URL });
  await registerViaApi(context.request, "candidate", "applied-paging");
  const listed: { jobs: { id: number; jobTitle: string }[] }[] = [];
  for (const page of [1, 2]) listed.push((await (await context.request.get(`/api/web/common/job/getopenjobs?page=${page}`)).json()) as (typeof listed)[number]);
  const jobs = listed.flatMap((l) => l.jobs).slice(0, 11);
  expect(jobs).toHaveLength(11);
  for (const job of jobs) {
    const applied = await context.request.post("/api/web/common/candidateJob/ApplytoJob", { data: { jobId: job.id, personalMessage: `About ${job.jobTitle}` } });
    expect(applied.status(), await applied.text()).toBe(200);
  }

  const page = await context.newPage();
  await page.goto("/appliedjobs");
  const pending = byTestId(page, "status-Pending");
  await expect(pending.getByRole("heading", { name: /Pending \(11\)/ })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Application status" }).getByRole("link", { name: "Pending (11)" })).toBeVisible();
  await expect(pending.getByRole("listitem")).toHaveCount(10);
  // The newest application first: the last job applied to.
  await expect(pending.getByRole("listitem").first().getByRole("link", { name: jobs[10]!.jobTitle, exact: true })).toBeVisible();
  const pages = pending.getByRole("navigation", { name: "Pages of pending applications" });
  await expect(pages).toContainText("Page 1 of 2");
  await expect(byTestId(page, "status-Rejected").getByRole("navigation")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await pages.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/appliedjobs" && url.searchParams.get("pendingPage") === "2" && url.hash === "#status-pending");
  await expect(pending.getByRole("listitem")).toHaveCount(1);
  await expect(pending.getByRole("link", { name: jobs[0]!.jobTitle, exact: true })).toBeVisible();
  await expect(pending.getByRole("heading", { name: /Pending \(11\)/ })).toBeInViewport();

  // An old link past the end of the group: its last page, under its own address.
  await page.goto("/appliedjobs?pendingPage=9&acceptedPage=4");
  await expect(page).toHaveURL((url) => url.search === "?pendingPage=2");
  await expect(pending.getByRole("listitem")).toHaveCount(1);
  await context.close();
});

/** A company's open job and a candidate's Pending application to it, each side in its own browser context. */
async function pendingApplication(browser: Browser, name: string) {
  const company = await browser.newContext({ baseURL: BASE_URL });
  await registerViaApi(company.request, "company", name);
  const title = `${name} ${Date.now().toString(36)}`;
  const created = await company.request.post("/api/web/common/job/createjobpost", { data: { jobTitle: title, jobStatus: "Open", jobDescription: `About ${title}` } });
  const jobId = ((await created.json()) as { job: { id: number } }).job.id;
  const candidate = await browser.newContext({ baseURL: BASE_URL });
  await registerViaApi(candidate.request, "candidate", `${name}-cand`);
  const applied = await candidate.request.post("/api/web/common/candidateJob/ApplytoJob", { data: { jobId } });
  const applicationId = ((await applied.json()) as { applicationId: number }).applicationId;
  return { company, candidate, title, jobId, applicationId };
}

test("a candidate reads the recruiter's message with a status change on /appliedjobs, not only in the e-mail, as it happens", async ({ browser }) => {
  const { company, candidate, title, applicationId } = await pendingApplication(browser, "applied-message");

  // The candidate has the page open when the recruiter answers: it shows the move without a reload.
  const page = await candidate.newPage();
  const streamOpen = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/realtime/stream");
  await page.goto("/appliedjobs");
  await expect(byTestId(page, "status-Pending").getByRole("listitem").filter({ hasText: title })).toBeVisible();
  await streamOpen;
  const words = "Thanks, we read your CV and would like to talk on Tuesday.";
  const moved = await company.request.post("/api/web/common/candidateJob/update-application-status", { data: { applicationIds: [applicationId], status: "Reviewed", message: words } });
  expect(moved.status(), await moved.text()).toBe(200);
  await expect(page.getByRole("status").filter({ hasText: `Your application for ${title} is now Reviewed.` })).toBeVisible();
  const card = byTestId(page, "status-Reviewed").getByRole("listitem").filter({ hasText: title });
  await expect(card.getByTestId("recruiter-message")).toContainText(words);
  await expect(byTestId(page, "status-Pending").getByRole("listitem").filter({ hasText: title })).toHaveCount(0);
  await page.reload();
  await expect(card.getByTestId("recruiter-message")).toContainText(words);
  await expectNoSeriousA11yViolations(page);
  await company.close();
  await candidate.close();
});

test("an application's card says when its job is paused or closed, and says nothing while it is open", async ({ browser }) => {
  const { company, candidate, title, jobId } = await pendingApplication(browser, "applied-closed");
  const page = await candidate.newPage();
  const card = byTestId(page, "status-Pending").getByRole("listitem").filter({ hasText: title });
  await page.goto("/appliedjobs");
  await expect(card).toBeVisible();
  await expect(card.getByTestId("job-state")).toHaveCount(0);
  for (const [jobStatus, said] of [["Paused", "Job paused"], ["Closed", "Job closed"]] as const) {
    const moved = await company.request.post("/api/web/common/job/updatejobstatus", { data: { jobId, jobStatus } });
    expect(moved.status(), await moved.text()).toBe(200);
    await page.reload();
    await expect(card.getByTestId("job-state")).toHaveText(said);
  }
  await expectNoSeriousA11yViolations(page);
  await company.close();
  await candidate.close();
});

test("a move made while /appliedjobs is still loading, before its scripts subscribe, is toasted and shown once they do", async ({ browser }) => {
  const { company, candidate, title, applicationId } = await pendingApplication(browser, "applied-loading");

  // The page's HTML arrives, but its scripts wait until the recruiter has moved the application.
  const page = await candidate.newPage();
  const { release } = await holdScripts(page);
  await page.goto("/appliedjobs", { waitUntil: "commit" });
  await expect(byTestId(page, "status-Pending").getByRole("listitem").filter({ hasText: title })).toBeVisible();
  const move = await company.request.post("/api/web/common/candidateJob/update-application-status", { data: { applicationIds: [applicationId], status: "Accepted" } });
  expect(move.status(), await move.text()).toBe(200);
  release();

  await expect(page.getByRole("status").filter({ hasText: `Your application for ${title} is now Accepted.` })).toBeVisible();
  await expect(byTestId(page, "status-Accepted").getByRole("listitem").filter({ hasText: title })).toBeVisible();
  await expect(byTestId(page, "status-Pending").getByRole("listitem").filter({ hasText: title })).toHaveCount(0);
  await company.close();
  await candidate.close();
});

test("a candidate withdraws an undecided application: gone from both sides as it happens, and the job takes a new one", async ({ browser }) => {
  const company = await browser.newContext({ baseURL: BASE_URL });
  await registerViaApi(company.request, "company", "withdraw-owner");
  const jobIds: number[] = [];
  const title = `Withdraw ${Date.now().toString(36)}`;
  for (const t of [title, `${title} decided`]) {
    const created = await company.request.post("/api/web/common/job/createjobpost", { data: { jobTitle: t, jobStatus: "Open", jobDescription: `About ${t}` } });
    jobIds.push(((await created.json()) as { job: { id: number } }).job.id);
  }
  const candidate = await browser.newContext({ baseURL: BASE_URL });
  const { name } = await registerViaApi(candidate.request, "candidate", "withdraw-cand");
  const applicationIds: number[] = [];
  for (const jobId of jobIds) {
    const applied = await candidate.request.post("/api/web/common/candidateJob/ApplytoJob", { data: { jobId } });
    applicationIds.push(((await applied.json()) as { applicationId: number }).applicationId);
  }
  // Another candidate applies to the same job, and stays.
  const stays = await browser.newContext({ baseURL: BASE_URL });
  const other = await registerViaApi(stays.request, "candidate", "withdraw-stays");
  expect((await stays.request.post("/api/web/common/candidateJob/ApplytoJob", { data: { jobId: jobIds[0] } })).status()).toBe(200);
  const accepted = await company.request.post("/api/web/common/candidateJob/update-application-status", { data: { applicationIds: [applicationIds[1]], status: "Accepted" } });
  expect(accepted.status(), await accepted.text()).toBe(200);

  // The owner has the jobs and their counts open (live), and in another tab the job's board with the applicant selected.
  const owner = await company.newPage();
  const ownerStream = owner.waitForResponse((r) => new URL(r.url()).pathname === "/api/realtime/stream");
  await owner.goto("/recruiterjobs");
  const counts = owner.getByRole("list", { name: `Applicants of ${title} by status` });
  await expect(counts.getByRole("link", { name: /^Pending 2 / })).toBeVisible();
  await ownerStream;
  const board = await company.newPage();
  await board.goto(`/recruiterjobs/${jobIds[0]}`);
  const applicant = board.getByRole("checkbox", { name: `Select ${name}` });
  await applicant.check();
  await board.getByRole("checkbox", { name: `Select ${other.name}` }).check();
  await expect(board.getByText("2 selected")).toBeVisible();

  const page = await candidate.newPage();
  await page.goto("/appliedjobs");
  const pending = byTestId(page, "status-Pending");
  const card = pending.getByRole("listitem").filter({ hasText: title });
  // A decision is the recruiter's: no Withdraw on the Accepted card.
  await expect(byTestId(page, "status-Accepted").getByRole("button", { name: /Withdraw/ })).toHaveCount(0);
  await card.getByRole("button", { name: `Withdraw your application for ${title}` }).click();
  // Two steps: Cancel (or Escape) keeps it, Yes withdraws it.
  await page.keyboard.press("Escape");
  await expect(card.getByRole("button", { name: `Withdraw your application for ${title}` })).toBeFocused();
  await card.getByRole("button", { name: `Withdraw your application for ${title}` }).click();
  await card.getByRole("button", { name: "Yes, withdraw" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Application withdrawn." })).toBeVisible();
  // The owner's open list says so at once (before its toast times out).
  await expect(owner.getByRole("status").filter({ hasText: `An application for ${title} was withdrawn.` })).toBeVisible();
  await expect(counts.getByRole("link", { name: /^Pending 1 / })).toBeVisible();
  await expect(pending.getByRole("listitem")).toHaveCount(0);
  await expect(pending.getByRole("heading", { name: /Pending \(0\)/ })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  // The board is not live (it would move rows under a selection): its move finds an application gone, moves nothing
  // and reads the board again; the gone row leaves the selection, the other stays chosen and moves next time.
  await board.getByRole("button", { name: "Move" }).click();
  await expect(board.getByRole("alert").filter({ hasText: "An application you selected was withdrawn by its candidate, so nothing moved." })).toBeVisible();
  await expect(applicant).toHaveCount(0);
  await expect(board.getByText("1 selected")).toBeVisible();
  await board.getByRole("button", { name: "Move" }).click();
  await expect(board.getByRole("status").filter({ hasText: "1 application moved to Reviewed." })).toBeVisible();

  // The job's page offers the application form again.
  await page.goto(`/jobs/${jobIds[0]}`);
  await expect(page.getByRole("form", { name: "Apply to this job" })).toBeVisible();
  await company.close();
  await candidate.close();
  await stays.close();
});

test("a candidate takes an undecided application back on the job's own page, which then offers Apply again; a decided one keeps no Withdraw", async ({ browser }) => {
  const { company, candidate, title, jobId } = await pendingApplication(browser, "job-withdraw");
  const page = await candidate.newPage();
  await page.goto(`/jobs/${jobId}`);
  await expect(page.getByText(/You applied on .*Status: Pending\./)).toBeVisible();
  const withdraw = page.getByRole("button", { name: `Withdraw your application for ${title}` });
  // Two steps, as on /appliedjobs: Escape keeps it.
  await withdraw.click();
  await page.keyboard.press("Escape");
  await expect(withdraw).toBeFocused();
  await withdraw.click();
  await page.getByRole("button", { name: "Yes, withdraw" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Application withdrawn." })).toBeVisible();
  // The page is read again: the form is back, and focus waits on the section's heading above it.
  await expect(page.getByRole("form", { name: "Apply to this job" })).toBeVisible();
  await expect(page.getByText(/You applied on/)).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Apply", exact: true })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  // Gone on the server too: the owner's board lists nobody.
  const board = await company.request.get(`/api/web/common/candidateJob/get-all-jobs-applied-for-recruiter/1?jobId=${jobId}`);
  expect(board.status(), await board.text()).toBe(200);
  expect(((await board.json()) as { applicants: unknown[] }).applicants).toHaveLength(0);

  // An accepted application is the recruiter's decision: its job page says so and offers no Withdraw.
  const decided = await pendingApplication(browser, "job-decided");
  const accepted = await decided.company.request.post("/api/web/common/candidateJob/update-application-status", { data: { applicationIds: [decided.applicationId], status: "Accepted" } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const other = await decided.candidate.newPage();
  await other.goto(`/jobs/${decided.jobId}`);
  await expect(other.getByText(/You applied on .*Status: Accepted\./)).toBeVisible();
  await expect(other.getByRole("button", { name: /Withdraw/ })).toHaveCount(0);
  for (const context of [company, candidate, decided.company, decided.candidate]) await context.close();
});

test("withdrawing the last application leaves focus on what replaced the list, not on the page's top", async ({ browser }) => {
  const company = await browser.newContext({ baseURL: BASE_URL });
  await registerViaApi(company.request, "company", "lastwithdraw-owner");
  const title = `Last withdraw ${Date.now().toString(36)}`;
  const created = await company.request.post("/api/web/common/job/createjobpost", { data: { jobTitle: title, jobStatus: "Open", jobDescription: `About ${title}` } });
  const jobId = ((await created.json()) as { job: { id: number } }).job.id;
  const candidate = await browser.newContext({ baseURL: BASE_URL });
  await registerViaApi(candidate.request, "candidate", "lastwithdraw");
  expect((await candidate.request.post("/api/web/common/candidateJob/ApplytoJob", { data: { jobId } })).status()).toBe(200);

  const page = await candidate.newPage();
  await page.goto("/appliedjobs");
  await page.getByRole("button", { name: `Withdraw your application for ${title}` }).click();
  await page.getByRole("button", { name: "Yes, withdraw" }).click();
  await expect(page.getByText("You have not applied to any job yet.")).toBeVisible();
  // The groups went with the refresh, and with them the heading focus had waited on: it fell to <body>.
  await expect.poll(() => page.evaluate(() => (document.activeElement === document.body ? "<body>" : (document.activeElement?.textContent ?? "")))).toContain("You have not applied to any job yet.");
  await company.close();
  await candidate.close();
});
