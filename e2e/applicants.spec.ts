import { expect, test, type Browser } from "@playwright/test";
import { RESUME_LINES, textPdf } from "../tests/helpers/sample-files";
import { expectNoSeriousA11yViolations } from "./support/a11y";
import { registerViaApi, type TestAccount } from "./support/api";
import { logPosition, waitForMail } from "./support/mailbox";
import { BASE_URL, storageStateFor, type Role } from "./support/paths";
import { AppShell } from "./pages/app-shell";
import { settle } from "./support/hold";
import { byTestId } from "./support/test-id";

/** A fresh candidate with a resume who applies to the job; returns their signed-in context. */
async function applicant(browser: Browser, jobId: number, tag: string, message: string) {
  const context = await browser.newContext({ baseURL: BASE_URL });
  const account: TestAccount = await registerViaApi(context.request, "candidate", tag);
  const upload = await context.request.post("/api/web/common/candidate/upload-resume", {
    multipart: { resume: { name: `${tag}-cv.pdf`, mimeType: "application/pdf", buffer: await textPdf(RESUME_LINES) } },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const applied = await context.request.post("/api/web/common/candidateJob/ApplytoJob", { data: { jobId, personalMessage: message } });
  expect(applied.status(), await applied.text()).toBe(200);
  return { context, account };
}

/** A fresh candidate who applies with no resume nor message (quicker, where the application's content does not matter). */
async function quickApplicant(browser: Browser, jobId: number, tag: string) {
  const context = await browser.newContext({ baseURL: BASE_URL });
  const account = await registerViaApi(context.request, "candidate", tag);
  const applied = await context.request.post("/api/web/common/candidateJob/ApplytoJob", { data: { jobId } });
  expect(applied.status(), await applied.text()).toBe(200);
  return { context, account, applicationId: ((await applied.json()) as { applicationId: number }).applicationId };
}

async function recruiterPage(browser: Browser, role: Role) {
  const context = await browser.newContext({ baseURL: BASE_URL, storageState: storageStateFor(role) });
  const page = await context.newPage();
  const created = await page.request.post("/api/web/common/job/createjobpost", { data: { jobTitle: `Pipeline ${role} ${Date.now().toString(36)}`, jobStatus: "Open", jobDescription: "Build services in Go.", requiredSkills: ["Go"] } });
  expect(created.status(), await created.text()).toBe(200);
  const jobId = ((await created.json()) as { job: { id: number } }).job.id;
  return { context, page, jobId };
}

test("a company reads an application, downloads the resume, accepts one and rejects another; the candidates see it and are mailed", async ({ browser }) => {
  const { context, page, jobId } = await recruiterPage(browser, "company");
  const ada = await applicant(browser, jobId, "ada", "I built payment systems for eight years.");
  const bob = await applicant(browser, jobId, "bob", "I would love to learn Go.");

  await page.goto("/recruiterjobs");
  await expect(byTestId(page, "group-open").getByRole("link", { name: /^Pipeline company/ }).first()).toBeVisible();
  await page.goto(`/recruiterjobs/${jobId}`);
  const adaRow = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: ada.account.name }) });
  const bobRow = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: bob.account.name }) });
  await adaRow.getByText("Open application").click();
  await expect(adaRow.getByText("I built payment systems for eight years.")).toBeVisible();
  await expect(adaRow.getByText(/Match \d+\/100 — help for reading the application, not a decision/)).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent("download"), adaRow.getByRole("link", { name: /Resume \(ada-cv\.pdf\)/ }).click()]);
  expect(download.suggestedFilename()).toBe("ada-cv.pdf");
  await expectNoSeriousA11yViolations(page);

  const since = logPosition();
  await adaRow.getByLabel(`Select ${ada.account.name}`).check();
  await page.getByLabel("Move to").selectOption("Accepted");
  await page.getByRole("button", { name: "Move", exact: true }).click();
  await expect(new AppShell(page).toast(/1 application moved to Accepted/)).toBeVisible();
  await expect(adaRow.getByText("Accepted", { exact: true })).toBeVisible();

  await bobRow.getByLabel(`Select ${bob.account.name}`).check();
  await page.getByLabel("Move to").selectOption("Rejected");
  await page.getByLabel("Message to the candidates (optional)").fill("We chose someone with more Go experience.");
  await page.getByRole("button", { name: "Move", exact: true }).click();
  await expect(bobRow.getByText("Rejected", { exact: true })).toBeVisible();

  expect((await waitForMail(ada.account.email, since)).subject).toMatch(/: Accepted$/);
  const bobMail = await waitForMail(bob.account.email, since);
  expect(bobMail.subject).toMatch(/: Rejected$/);
  expect(bobMail.text).toContain("We chose someone with more Go experience.");

  for (const [who, status] of [[ada, "Accepted"], [bob, "Rejected"]] as const) {
    const candidatePage = await who.context.newPage();
    await candidatePage.goto("/appliedjobs");
    await expect(byTestId(candidatePage, `status-${status}`).getByRole("link", { name: /^Pipeline company/ })).toBeVisible();
  }
  await Promise.all([context.close(), ada.context.close(), bob.context.close()]);
});

test("an agency moves an applicant too", async ({ browser }) => {
  const { context, page, jobId } = await recruiterPage(browser, "agency");
  const cleo = await applicant(browser, jobId, "cleo", "Hello agency.");
  await page.goto(`/recruiterjobs/${jobId}?status=Pending`);
  const row = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: cleo.account.name }) });
  await row.getByLabel(`Select ${cleo.account.name}`).check();
  await page.getByLabel("Move to").selectOption("Reviewed");
  const since = logPosition();
  await page.getByRole("button", { name: "Move", exact: true }).click();
  expect((await waitForMail(cleo.account.email, since)).subject).toMatch(/: Reviewed$/);
  // A view with nobody in it says which: the job has applications, just no rejected ones.
  await page.goto(`/recruiterjobs/${jobId}?status=Rejected`);
  await expect(page.getByText("No rejected applications.", { exact: true })).toBeVisible();
  await Promise.all([context.close(), cleo.context.close()]);
});

test("a move that finds the selection already in that status keeps the selection and the typed message", async ({ browser }) => {
  const { context, page, jobId } = await recruiterPage(browser, "company");
  const dora = await applicant(browser, jobId, "dora", "Hello.");
  // All applications: the moved one stays on the board, and with it the message box this test reads.
  await page.goto(`/recruiterjobs/${jobId}`);
  const select = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: dora.account.name }) }).getByLabel(`Select ${dora.account.name}`);
  const words = page.getByLabel("Message to the candidates (optional)");
  await select.check();
  await page.getByLabel("Move to").selectOption("Pending");
  await words.fill("We would like to meet you next week.");
  await page.getByRole("button", { name: "Move", exact: true }).click();
  await expect(new AppShell(page).toast("The selected application was already Pending: nothing moved and nobody was e-mailed.")).toBeVisible();
  await expect(words).toHaveValue("We would like to meet you next week.");
  await expect(select).toBeChecked();

  await page.getByLabel("Move to").selectOption("Accepted");
  await page.getByRole("button", { name: "Move", exact: true }).click();
  await expect(new AppShell(page).toast(/^1 application moved to Accepted/)).toBeVisible();
  await expect(words).toHaveValue("");
  await Promise.all([context.close(), dora.context.close()]);
});

test("an application opened in the Pending view stays to be read, as Reviewed, until it is moved or the view is left", async ({ browser }) => {
  const { context, page, jobId } = await recruiterPage(browser, "company");
  const eve = await applicant(browser, jobId, "eve", "I ran the payments team at a bank.");
  const finn = await applicant(browser, jobId, "finn", "Go is my main language.");
  await page.goto(`/recruiterjobs/${jobId}?status=Pending`);
  const row = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: eve.account.name }) });
  await row.getByText("Open application").click();
  // Opening marks it Reviewed; the refreshed Pending view counts one fewer, and the card stayed (it vanished before its message could be read).
  await expect(page.getByText("1 pending application · job open")).toBeVisible();
  await expect(row.getByText("I ran the payments team at a bank.")).toBeVisible();
  await expect(row.getByText("Reviewed", { exact: true })).toBeVisible();
  // Moved, it leaves; the other Pending one is still there.
  await row.getByLabel(`Select ${eve.account.name}`).check();
  await page.getByLabel("Move to").selectOption("Accepted");
  await page.getByRole("button", { name: "Move", exact: true }).click();
  await expect(new AppShell(page).toast(/^1 application moved to Accepted/)).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByRole("listitem").filter({ has: page.getByRole("link", { name: finn.account.name }) })).toBeVisible();
  // Left and come back to: only what is Pending.
  await page.goto(`/recruiterjobs/${jobId}`);
  await page.goto(`/recruiterjobs/${jobId}?status=Pending`);
  await expect(page.getByRole("list", { name: "Applicants" }).getByRole("listitem").filter({ has: page.getByRole("checkbox") })).toHaveCount(1);
  await Promise.all([context.close(), eve.context.close(), finn.context.close()]);
});

test("'Select all on this page' selects every card, shows a partial selection as mixed, and moves them together", async ({ browser }) => {
  const { context, page, jobId } = await recruiterPage(browser, "agency");
  const people = [await quickApplicant(browser, jobId, "all-one"), await quickApplicant(browser, jobId, "all-two")];
  await page.goto(`/recruiterjobs/${jobId}`);
  const selectAll = page.getByRole("checkbox", { name: "Select all on this page" });
  const box = (name: string) => page.getByRole("list", { name: "Applicants" }).getByRole("checkbox", { name: `Select ${name}` });
  await selectAll.check();
  for (const p of people) await expect(box(p.account.name)).toBeChecked();
  await expect(page.getByText("2 selected")).toBeVisible();
  await box(people[0]!.account.name).uncheck();
  await expect(page.getByText("1 selected")).toBeVisible();
  await expect(selectAll).not.toBeChecked();
  await expect.poll(() => selectAll.evaluate((el: HTMLInputElement) => el.indeterminate)).toBe(true);
  // From mixed, the box selects all (as a mail client's does); the move takes both.
  await selectAll.focus();
  await page.keyboard.press("Space");
  await expect(box(people[0]!.account.name)).toBeChecked();
  await page.getByLabel("Move to").selectOption("Reviewed");
  await page.getByRole("button", { name: "Move", exact: true }).click();
  await expect(new AppShell(page).toast(/^2 applications moved to Reviewed/)).toBeVisible();
  await expect(page.getByText("Select applicants to move them.")).toBeVisible();
  await expect(selectAll).not.toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await Promise.all([context.close(), ...people.map((p) => p.context.close())]);
});

test("jobs and applicants: paused jobs are under 'Open and paused', and a page past the end of a group shows its last page", async ({ browser }) => {
  const { context, page } = await recruiterPage(browser, "agency");
  const paused = await page.request.post("/api/web/common/job/createjobpost", { data: { jobTitle: `Paused ${Date.now().toString(36)}`, jobStatus: "Paused" } });
  expect(paused.status(), await paused.text()).toBe(200);
  const pausedTitle = ((await paused.json()) as { job: { jobTitle: string } }).job.jobTitle;
  await page.goto("/recruiterjobs?openPage=99999&closedPage=99999");
  await expect(page).toHaveURL((url) => Number(url.searchParams.get("openPage")) < 99999 && Number(url.searchParams.get("closedPage")) < 99999);
  const open = byTestId(page, "group-open");
  await expect(open.getByRole("heading", { name: /^Open and paused/ })).toBeVisible();
  await page.goto("/recruiterjobs");
  await expect(open.getByRole("link", { name: pausedTitle, exact: true })).toBeVisible();
  await context.close();
});

test("a recruiter with Jobs and applicants open sees a new application arrive, counted, without a reload", async ({ browser }) => {
  const company = await browser.newContext({ baseURL: BASE_URL });
  await registerViaApi(company.request, "company", "live-owner");
  const title = `Live ${Date.now().toString(36)}`;
  const created = await company.request.post("/api/web/common/job/createjobpost", { data: { jobTitle: title, jobStatus: "Open", jobDescription: `About ${title}` } });
  const jobId = ((await created.json()) as { job: { id: number } }).job.id;
  const page = await company.newPage();
  const streamOpen = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/realtime/stream");
  await page.goto("/recruiterjobs");
  const counts = page.getByRole("list", { name: `Applicants of ${title} by status` });
  await expect(counts.getByRole("link", { name: /^Pending 0 / })).toBeVisible();
  await streamOpen;

  const candidate = await browser.newContext({ baseURL: BASE_URL });
  await registerViaApi(candidate.request, "candidate", "live-applicant");
  const applied = await candidate.request.post("/api/web/common/candidateJob/ApplytoJob", { data: { jobId } });
  expect(applied.status(), await applied.text()).toBe(200);
  await expect(page.getByRole("status").filter({ hasText: `New application for ${title}.` })).toBeVisible();
  await expect(counts.getByRole("link", { name: /^Pending 1 / })).toBeVisible();
  await company.close();
  await candidate.close();
});

test("one job's board says what arrived and what was withdrawn without moving its rows, and shows them when asked", async ({ browser }) => {
  const company = await browser.newContext({ baseURL: BASE_URL });
  await registerViaApi(company.request, "company", "board-news");
  const created = await company.request.post("/api/web/common/job/createjobpost", { data: { jobTitle: `Board news ${Date.now().toString(36)}`, jobStatus: "Open", jobDescription: "About it" } });
  const jobId = ((await created.json()) as { job: { id: number } }).job.id;
  const apply = (tag: string) => quickApplicant(browser, jobId, tag);
  const first = await apply("board-news-first");

  const page = await company.newPage();
  await page.goto(`/recruiterjobs/${jobId}`);
  const board = page.getByRole("list", { name: "Applicants" });
  const row = (name: string) => board.getByRole("listitem").filter({ has: page.getByRole("link", { name }) });
  await row(first.account.name).getByLabel(`Select ${first.account.name}`).check();
  const moveBar = page.getByRole("region", { name: "Move selected applications" });
  const before = await Promise.all([moveBar.boundingBox(), board.boundingBox()]);

  const second = await apply("board-news-second");
  const news = page.getByRole("status").filter({ hasText: "since this list was loaded" });
  await expect(news).toHaveText("1 new application since this list was loaded.");
  // Nothing under the recruiter's pointer moved as the news came (in the page's flow it pushed both down by 74 px).
  await settle(page);
  expect(await Promise.all([moveBar.boundingBox(), board.boundingBox()])).toEqual(before);
  const withdrawn = await first.context.request.post(`/api/web/common/candidateJob/withdraw-application/${first.applicationId}`);
  expect(withdrawn.status(), await withdrawn.text()).toBe(200);
  await expect(news).toHaveText("1 new application and 1 withdrawal since this list was loaded.");
  // The rows stayed as they were, the selection too, until the recruiter asks.
  await expect(board.getByRole("listitem")).toHaveCount(1);
  await expect(row(first.account.name).getByLabel(`Select ${first.account.name}`)).toBeChecked();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Show the latest" }).focus();
  await page.keyboard.press("Enter");
  await expect(row(second.account.name)).toBeVisible();
  await expect(row(first.account.name)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Show the latest" })).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: "since this list was loaded" })).toHaveCount(0);
  await Promise.all([company.close(), first.context.close(), second.context.close()]);
});
