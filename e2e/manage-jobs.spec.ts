import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/a11y";
import { registerViaApi } from "./support/api";
import { logPosition, waitForMail } from "./support/mailbox";
import { BASE_URL } from "./support/paths";
import { AppShell } from "./pages/app-shell";
import { holdScripts } from "./support/hold";
import { requestSettled } from "./support/request-settled";
import { byTestId } from "./support/test-id";

async function createJob(request: APIRequestContext, jobStatus: string, title: string): Promise<number> {
  const res = await request.post("/api/web/common/job/createjobpost", { data: { jobTitle: title, jobStatus, jobDescription: `About ${title}`, location: "Berlin, Germany", jobType: "Hybrid" } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { job: { id: number } }).job.id;
}

const tab = (page: Page, status: string) => byTestId(page, `tab-${status}`);

/** Chooses a status in a job's drop-down and presses its Move button (choosing alone moves nothing). */
async function chooseAndMove(page: Page, title: string, to: string): Promise<void> {
  await page.getByLabel(`Status of ${title}`).selectOption(to);
  await page.getByRole("button", { name: `Move ${title}`, exact: true }).click();
}

/**
 * Moves a job with its status menu and waits for the server's answer: the board
 * moves the job and its counts at once (rolled back if the server refuses), so the
 * tabs change before the move is stored. A stored move is followed by the board's
 * `router.refresh()`, and a tab clicked while that is in flight navigates only once it
 * is done (Next's router): the move is over when the refresh's request has settled.
 */
async function moveJob(page: Page, title: string, to: string): Promise<void> {
  const answered = page.waitForResponse((r) => r.url().endsWith("/api/web/common/job/updatejobstatus") && r.request().method() === "POST");
  // The board's refresh: the tab's own page, not a prefetch. Next may abort it (seen on a tab opened by a click).
  const refreshed = requestSettled(page, (r) => new URL(r.url()).pathname === "/managejobs" && r.headers()["rsc"] === "1" && !r.headers()["next-router-prefetch"]);
  await chooseAndMove(page, title, to);
  expect((await answered).status()).toBe(200);
  await refreshed;
}

test("a company publishes a draft from the Drafted tab, pauses and closes jobs, and edits one", async ({ page }) => {
  await registerViaApi(page.request, "company", "manage");
  const stamp = Date.now().toString(36);
  const draftTitle = `Draft to publish ${stamp}`;
  const openTitle = `Open to pause ${stamp}`;
  await createJob(page.request, "Drafted", draftTitle);
  const openId = await createJob(page.request, "Open", openTitle);
  const shell = new AppShell(page);

  await page.goto("/managejobs?status=Drafted");
  await expect(tab(page, "Drafted")).toHaveText("Drafted (1)");
  await expect(tab(page, "Open")).toHaveText("Open (1)");
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: `Publish ${draftTitle}` }).click();
  await expect(shell.toast("Job status updated successfully.")).toBeVisible();
  await expect(tab(page, "Drafted")).toHaveText("Drafted (0)");
  await expect(tab(page, "Open")).toHaveText("Open (2)");
  await expect(page.getByText(draftTitle)).toHaveCount(0);
  // An old link past the last page (here of an empty tab) shows the last page under its own address.
  await page.goto("/managejobs?status=Drafted&page=7");
  await expect(page).toHaveURL(/\/managejobs\?status=Drafted$/);
  await expect(tab(page, "Drafted")).toHaveText("Drafted (0)");

  // Pause the open job: it leaves the tab and the public lists.
  const guest = await playwrightRequest.newContext({ baseURL: BASE_URL });
  const listed = async () => (await (await guest.get(`/api/web/common/job/searchjobsfilter?search=${encodeURIComponent(openTitle)}`)).json()) as { jobs: { id: number }[] };
  expect((await listed()).jobs.map((j) => j.id)).toContain(openId);
  await tab(page, "Open").click();
  await expect(page).toHaveURL(/status=Open/);
  await moveJob(page, openTitle, "Paused");
  await expect(tab(page, "Paused")).toHaveText("Paused (1)");
  await expect(tab(page, "Open")).toHaveText("Open (1)");
  expect((await listed()).jobs.map((j) => j.id)).not.toContain(openId);

  await tab(page, "Paused").click();
  await moveJob(page, openTitle, "Closed");
  await expect(tab(page, "Closed")).toHaveText("Closed (1)");
  await expect(tab(page, "Paused")).toHaveText("Paused (0)");

  // Edit a field of the job and see it on its public page.
  await tab(page, "Closed").click();
  await page.getByRole("link", { name: openTitle, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/managejobs/${openId}$`));
  // Typed with spaces around it: the form shows what was saved, as the page's heading does.
  await page.getByLabel("Location").fill("  Lisbon, Portugal  ");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(shell.toast("Job updated successfully.")).toBeVisible();
  await expect(page.getByLabel("Location")).toHaveValue("Lisbon, Portugal");
  await expect(page.getByRole("button", { name: "Save changes" })).toBeDisabled();
  const html = await (await guest.get(`/jobs/${openId}`)).text();
  expect(html).toContain("Lisbon, Portugal");
  await guest.dispose();
});

test("choosing a status with the keyboard moves nothing until Move is pressed; then focus goes to the next job", async ({ page }) => {
  await registerViaApi(page.request, "company", "keyboard");
  const stamp = Date.now().toString(36);
  const older = `Older job ${stamp}`;
  const newer = `Newer job ${stamp}`;
  await createJob(page.request, "Open", older);
  await createJob(page.request, "Open", newer);
  const moves: string[] = [];
  page.on("request", (r) => r.url().endsWith("/api/web/common/job/updatejobstatus") && moves.push(r.method()));
  await page.goto("/managejobs");
  await expect(tab(page, "Open")).toHaveText("Open (2)");

  // Looking through the options with the keyboard (on a closed drop-down each arrow picks another) moves nothing.
  const first = page.getByLabel(`Status of ${newer}`);
  await first.focus();
  for (const key of ["ArrowDown", "ArrowDown", "End", "ArrowUp"]) await page.keyboard.press(key);
  await expect(first).toHaveValue("Paused");
  await expect(tab(page, "Open")).toHaveText("Open (2)");
  expect(moves).toEqual([]);

  // Move does, from the keyboard too: the row leaves, and focus goes on to the next job's status, after the board's refresh too.
  const answered = page.waitForResponse((r) => r.url().endsWith("/api/web/common/job/updatejobstatus"));
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: `Move ${newer}`, exact: true })).toBeFocused();
  await page.keyboard.press("Enter");
  expect((await answered).status()).toBe(200);
  await expect(tab(page, "Paused")).toHaveText("Paused (1)");
  await expect(tab(page, "Open")).toHaveText("Open (1)");
  await expect(page.getByLabel(`Status of ${older}`)).toBeFocused();
  await page.reload();
  await expect(page.getByText(newer)).toHaveCount(0);
});

test("a move the server refuses is rolled back with its message", async ({ page }) => {
  await registerViaApi(page.request, "agency", "rollback");
  const title = `Rollback ${Date.now().toString(36)}`;
  await createJob(page.request, "Open", title);
  await page.goto("/managejobs");
  await expect(tab(page, "Open")).toHaveText("Open (1)");
  // The server refuses the move (as it would a job changed meanwhile): the screen must undo it.
  await page.route("**/api/web/common/job/updatejobstatus", (route) =>
    route.fulfill({ status: 409, contentType: "application/json", body: JSON.stringify({ error: { code: "CONFLICT", message: "The job changed meanwhile." }, message: "The job changed meanwhile." }) }),
  );
  await chooseAndMove(page, title, "Closed");
  await expect(new AppShell(page).toast("The job changed meanwhile.")).toBeVisible();
  await expect(tab(page, "Open")).toHaveText("Open (1)");
  await expect(tab(page, "Closed")).toHaveText("Closed (0)");
  await expect(page.getByLabel(`Status of ${title}`)).toHaveValue("Open");
});

test("a draft's page says it can be published there, where its Publish button is", async ({ page }) => {
  await registerViaApi(page.request, "company", "draft-page");
  const jobId = await createJob(page.request, "Drafted", `Draft page ${Date.now().toString(36)}`);
  await page.goto(`/managejobs/${jobId}`);
  await expect(page.getByText("Status: Drafted. Publish it from this page, or change the status from Manage jobs.")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Publish/ })).toBeVisible();
});

test("a changed place the description still says is pointed out, and updated there on request", async ({ page }) => {
  await registerViaApi(page.request, "company", "stale-text");
  const title = `Stale text ${Date.now().toString(36)}`;
  const jobId = await createJob(page.request, "Open", title);
  await page.goto(`/managejobs/${jobId}`);
  const form = page.getByRole("form", { name: "Edit job" });
  const description = form.getByRole("textbox", { name: "Description" });
  await description.fill("## The role\n\nHybrid, three days a week at our office in Berlin, Germany.");
  await form.getByRole("button", { name: "Save changes" }).click();
  const shell = new AppShell(page);
  await expect(shell.toast("Job updated successfully.")).toBeVisible();
  await shell.closeToast("Job updated successfully.");
  await expect(byTestId(page, "stale-description")).toHaveCount(0);

  await form.getByRole("textbox", { name: "Location" }).fill("Porto, Portugal");
  const notice = byTestId(page, "stale-description");
  await expect(notice).toContainText("The description still says what you changed");
  await expect(notice).toContainText("Location: “Berlin, Germany”");
  await notice.getByRole("button", { name: "Update the description" }).click();
  await expect(description).toHaveValue("## The role\n\nHybrid, three days a week at our office in Porto, Portugal.");
  await expect(notice).toHaveCount(0);
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(shell.toast("Job updated successfully.")).toBeVisible();
  await page.goto(`/jobs/${jobId}`);
  await expect(page.getByText("Hybrid, three days a week at our office in Porto, Portugal.")).toBeVisible();
});

test("an edit the server refuses is said once, under the form", async ({ page }) => {
  await registerViaApi(page.request, "company", "refused-edit");
  const title = `Refused ${Date.now().toString(36)}`;
  const jobId = await createJob(page.request, "Open", title);
  await page.goto(`/managejobs/${jobId}`);
  // An Open job must keep a description: the server refuses; the message showed as a toast and under the form.
  await page.getByRole("textbox", { name: "Description" }).fill("");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Write a description before publishing, or save the post as a draft." })).toBeVisible();
  await expect(new AppShell(page).toastElements()).toHaveCount(0);
});

test("closing a job with applicants asks in a dialog that keeps the keyboard, and can reject the rest with one message", async ({ page, browser }) => {
  await registerViaApi(page.request, "company", "closing");
  const stamp = Date.now().toString(36);
  const title = `Closing ${stamp}`;
  const jobId = await createJob(page.request, "Open", title);
  // The tab's other job: where focus goes once the first one's row has gone.
  const next = `Staying ${stamp}`;
  await createJob(page.request, "Open", next);
  const candidate = await browser.newContext({ baseURL: BASE_URL });
  const account = await registerViaApi(candidate.request, "candidate", "closing-applicant");
  expect((await candidate.request.post("/api/web/common/candidateJob/ApplytoJob", { data: { jobId } })).status()).toBe(200);

  await page.goto("/managejobs");
  const status = page.getByLabel(`Status of ${title}`);
  await chooseAndMove(page, title, "Closed");
  const offer = page.getByRole("alertdialog", { name: `Close “${title}”?` });
  await expect(offer).toBeVisible();
  await expect(offer).toHaveAccessibleDescription(/It has 1 applicant, 1 of them still Pending or Reviewed\./);
  await expectNoSeriousA11yViolations(page);
  // Focus is in the dialog, on the choice that changes nothing, and Tab keeps it there (it stayed on Move, below).
  await expect(offer.getByRole("button", { name: "Cancel" })).toBeFocused();
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press("Tab");
    expect(await offer.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
  // Escape cancels: nothing moved, the job's status is focused again and says Open.
  await page.keyboard.press("Escape");
  await expect(offer).toBeHidden();
  await expect(status).toBeFocused();
  await expect(status).toHaveValue("Open");
  await expect(tab(page, "Open")).toHaveText("Open (2)");

  await chooseAndMove(page, title, "Closed");
  await offer.getByLabel("Message to them (optional)").fill("The position has been filled.");
  const since = logPosition();
  await offer.getByRole("button", { name: "Close and reject the rest" }).click();
  await expect(new AppShell(page).toast("1 application rejected.")).toBeVisible();
  await expect(tab(page, "Closed")).toHaveText("Closed (1)");
  // The closed job's row is gone: focus is on the next job's status, not lost to the page.
  await expect(page.getByLabel(`Status of ${next}`)).toBeFocused();
  const mail = await waitForMail(account.email, since);
  expect(mail.subject).toMatch(/: Rejected$/);
  expect(mail.text).toContain("The position has been filled.");
  await candidate.close();
});

test("a job whose applicants are all decided closes without offering to reject anyone", async ({ page, browser }) => {
  await registerViaApi(page.request, "company", "closing-decided");
  const title = `Decided ${Date.now().toString(36)}`;
  const jobId = await createJob(page.request, "Open", title);
  const candidate = await browser.newContext({ baseURL: BASE_URL });
  await registerViaApi(candidate.request, "candidate", "closing-accepted");
  const applied = await candidate.request.post("/api/web/common/candidateJob/ApplytoJob", { data: { jobId } });
  expect(applied.status()).toBe(200);
  const { applicationId } = (await applied.json()) as { applicationId: number };
  const accepted = await page.request.post("/api/web/common/candidateJob/update-application-status", { data: { applicationIds: [applicationId], status: "Accepted" } });
  expect(accepted.status()).toBe(200);

  await page.goto("/managejobs");
  await chooseAndMove(page, title, "Closed");
  // "Close and reject the rest" with nobody left to reject read as if it could reject the accepted one: no dialog, it closes.
  await expect(new AppShell(page).toast("Job status updated successfully.")).toBeVisible();
  await expect(tab(page, "Closed")).toHaveText("Closed (1)");
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await candidate.close();
});

test("an edit that meets a proxy's 503 says to try again, keeps the typed work, and closing the tab asks first", async ({ page }) => {
  await registerViaApi(page.request, "company", "edit-503");
  const jobId = await createJob(page.request, "Open", `Busy ${Date.now().toString(36)}`);
  await page.goto(`/managejobs/${jobId}`);
  const location = page.getByRole("form", { name: "Edit job" }).getByRole("textbox", { name: "Location" });
  await location.fill("Porto, Portugal");
  await page.route("**/api/web/common/job/updatealljobfields/*", (route) => route.fulfill({ status: 503, contentType: "text/html", body: "<html><body>503 Service Unavailable</body></html>" }));
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("form", { name: "Edit job" }).getByRole("alert")).toHaveText("The service is not answering right now (503): try again in a moment.");
  await expect(location).toHaveValue("Porto, Portugal");

  const asked: string[] = [];
  page.on("dialog", (dialog) => {
    asked.push(dialog.type());
    void dialog.dismiss();
  });
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => asked).toEqual(["beforeunload"]);
  await expect(location).toHaveValue("Porto, Portugal");
});

test("the edit form's HTML shows the stored values, and what is typed before its scripts run stays as an unsaved change", async ({ page }) => {
  await registerViaApi(page.request, "company", "edit-early");
  const jobId = await createJob(page.request, "Open", `Early ${Date.now().toString(36)}`);
  const { release } = await holdScripts(page);
  await page.goto(`/managejobs/${jobId}`, { waitUntil: "commit" });
  const form = page.getByRole("form", { name: "Edit job" });
  const location = form.getByRole("textbox", { name: "Location" });
  // The server's HTML alone: the stored values are there to read and to change.
  await expect(location).toHaveValue("Berlin, Germany");
  await expect(form.getByRole("textbox", { name: "Job type" })).toHaveValue("Hybrid");
  await location.fill("Porto, Portugal");
  release();

  // Once the scripts run the change is still there, and it is an edit the form can save.
  const save = page.getByRole("button", { name: "Save changes" });
  await expect(save).toBeEnabled();
  await expect(location).toHaveValue("Porto, Portugal");
  await expect(form.getByRole("textbox", { name: "Job type" })).toHaveValue("Hybrid");
  await save.click();
  await expect(new AppShell(page).toast("Job updated successfully.")).toBeVisible();
  const stored = (await (await page.request.get(`/api/web/common/job/getJobByIdPrivate/${jobId}`)).json()) as { job?: { location?: string; jobType?: string } };
  expect(stored.job).toMatchObject({ location: "Porto, Portugal", jobType: "Hybrid" });
});

test("a job post written by hand starts with the company's own name and is saved with it; an agency's starts empty", async ({ page, browser }) => {
  const company = await registerViaApi(page.request, "company", "byhand");
  await page.goto("/managejobs");
  await page.getByRole("link", { name: "fill in the form" }).click();
  await expect(page).toHaveURL(/\/jobposting$/);
  await expect(page.getByRole("link", { name: "let the assistant interview you" })).toHaveAttribute("href", "/dashboard");
  await expect(page.getByRole("textbox", { name: "Company", exact: true })).toHaveValue(company.name);
  const title = `Written by hand ${Date.now().toString(36)}`;
  await page.getByRole("textbox", { name: "Job title", exact: true }).fill(title);
  await page.getByRole("textbox", { name: "Description" }).fill("A role described without the assistant.");
  await page.getByRole("button", { name: "Save as draft" }).click();
  await expect(page).toHaveURL(/\/jobposting\/post\/\d+$/);
  const jobId = Number(new URL(page.url()).pathname.split("/").pop());
  const stored = await page.request.get(`/api/web/common/job/getJobByIdPrivate/${jobId}`);
  expect(stored.status(), await stored.text()).toBe(200);
  expect(((await stored.json()) as { job: { companyName: string | null } }).job.companyName).toBe(company.name);

  const agencyContext = await browser.newContext({ baseURL: BASE_URL });
  const agency = await agencyContext.newPage();
  await registerViaApi(agency.request, "agency", "byhand");
  await agency.goto("/jobposting");
  await expect(agency.getByRole("textbox", { name: "Job title", exact: true })).toBeVisible();
  const client = agency.getByRole("textbox", { name: "Company", exact: true });
  await expect(client).toHaveValue("");
  await expect(client).toHaveAccessibleDescription("Who the person will work for: your company, or the client you hire for");
  await agencyContext.close();
});

test("the job form says what is wrong with a title or a skill in words, stops typing at the limits, and Back after publishing does not offer the filled form again", async ({ page }) => {
  await registerViaApi(page.request, "company", "formlimits");
  await page.goto("/managejobs");
  await page.getByRole("link", { name: "fill in the form" }).click();
  await expect(page).toHaveURL(/\/jobposting$/);
  const jobTitle = page.getByRole("textbox", { name: "Job title", exact: true });
  await jobTitle.fill("A");
  await page.getByRole("button", { name: "Save as draft" }).click();
  // It said "Job title is required" under a title that was there.
  await expect(jobTitle).toHaveAccessibleDescription("Job title needs at least 2 characters");
  await expect(jobTitle).toHaveAttribute("maxlength", "200");
  await expect(page.getByRole("textbox", { name: "Location", exact: true })).toHaveAttribute("maxlength", "200");

  // A skill longer than a skill may be: typing stops at 60 characters, so the post can still be saved.
  const skills = page.getByRole("textbox", { name: "Required skills" });
  await skills.fill("Distributed systems design and operations at very large scale!");
  await expect(skills).toHaveValue("Distributed systems design and operations at very large scal");
  await skills.press("Enter");
  await expect(page.getByRole("list", { name: "Required skills" })).toContainText("Distributed systems design and operations at very large scal");

  const title = `Published once ${Date.now().toString(36)}`;
  await jobTitle.fill(title);
  await page.getByRole("textbox", { name: "Description" }).fill("A role described without the assistant.");
  await page.getByRole("button", { name: "Publish" }).press("Enter");
  await expect(page).toHaveURL(/\/jobposting\/post\/\d+$/);
  // The form and its button are gone: focus starts in the new page (it fell to <body>).
  await expect(page.locator("main")).toBeFocused();
  // The saved post took the form's place: Back leads to Manage jobs, not to the filled form that would post it again.
  await page.goBack();
  await expect(page).toHaveURL(/\/managejobs$/);
  await expect(page.getByRole("heading", { name: "Manage jobs" })).toBeVisible();
});
