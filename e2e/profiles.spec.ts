import { expect, request as playwrightRequest, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/a11y";
import { registerViaApi } from "./support/api";
import { png, RESUME_LINES, textPdf } from "../tests/helpers/sample-files";
import { FILE_CAPS, formatCap } from "../lib/files/limits";
import { BASE_URL, storageStateFor } from "./support/paths";
import { AppShell } from "./pages/app-shell";
import { tag, userContext } from "./pages/chat-page";
import { companyApi, createJob } from "./pages/job-api";
import { JobPage } from "./pages/job-page";
import { EditProfilePage, ownProfile } from "./pages/profile-pages";
import { holdNextRequest, holdScripts, settle } from "./support/hold";
import { byTestId } from "./support/test-id";

const pdfFile = async (name: string, lines: string[]) => ({ name, mimeType: "application/pdf", buffer: await textPdf(lines) });

test("a candidate builds a profile from a parsed resume and a certificate", async ({ page }) => {
  await registerViaApi(page.request, "candidate", "profile");
  const edit = new EditProfilePage(page);
  await edit.goto();
  await expect(page.getByText("PDF or Word (.docx), up to 10 MB").first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await edit.upload("Resume", await pdfFile("jane.pdf", RESUME_LINES));
  const review = byTestId(page, "resume-review");
  await expect(review).toBeVisible();
  // The section names the new resume without a reload, and the proposals stay to be reviewed.
  await expect(page.getByText("Current resume:")).toBeVisible();
  await expect(page.getByRole("link", { name: /jane\.pdf/ })).toBeVisible();
  await expect(review).toBeVisible();
  await review.getByRole("button", { name: "Accept Senior Backend Engineer at Acme Payments" }).click();
  await expect(review.getByRole("button", { name: "Accept Senior Backend Engineer at Acme Payments" })).toHaveCount(0);
  await review.getByRole("button", { name: "Accept Software Engineer at Globex" }).click();
  await expect(review.getByRole("button", { name: "Accept Software Engineer at Globex" })).toHaveCount(0);
  await review.getByRole("button", { name: /^Add skill Kubernetes$/i }).click();
  await expect(new AppShell(page).toast("Skill “Kubernetes” added.")).toBeVisible();

  const certificate = page.getByRole("form", { name: "Add a certificate" });
  await certificate.getByRole("button", { name: "Add certificate" }).click();
  await expect(certificate.getByText("Choose the certificate file.")).toBeVisible();
  // Sent empty, both fields are wrong: focus goes to the first, which says why (it stayed on the button).
  await expect(certificate.getByLabel("Certificate name")).toBeFocused();
  await expect(certificate.getByLabel("Certificate name")).toHaveAttribute("aria-invalid", "true");
  await certificate.getByLabel("Certificate name").fill("AWS Certified Developer");
  await certificate.getByRole("button", { name: "Add certificate" }).click();
  await expect(certificate.getByLabel("Certificate file")).toBeFocused();
  // A file over the limit is refused in the browser, before any of it is sent (as the resume and photo pickers do).
  const sent: string[] = [];
  page.on("request", (r) => void (r.url().includes("/upload-certificate") && sent.push(r.url())));
  await certificate.getByLabel("Certificate file").setInputFiles({ name: "huge.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(FILE_CAPS.certificate + 1) });
  await certificate.getByRole("button", { name: "Add certificate" }).click();
  await expect(certificate.getByText(`The file is too large: the limit is ${formatCap(FILE_CAPS.certificate)}.`)).toBeVisible();
  expect(sent).toEqual([]);
  await certificate.getByLabel("Certificate file").setInputFiles(await pdfFile("aws.pdf", ["AWS Certified Developer", "2024"]));
  await certificate.getByRole("button", { name: "Add certificate" }).click();
  await expect(page.getByRole("list", { name: "Your certificates" }).getByText("AWS Certified Developer")).toBeVisible();

  await page.goto("/profile");
  const experiences = byTestId(page, "profile-experiences");
  await expect(experiences.getByText("Senior Backend Engineer")).toBeVisible();
  await expect(experiences.getByText("Acme Payments")).toBeVisible();
  await expect(experiences.getByText("Software Engineer", { exact: true })).toBeVisible();
  await expect(byTestId(page, "profile-skills").getByText("Kubernetes")).toBeVisible();
  await expect(byTestId(page, "profile-certificates").getByRole("link", { name: /AWS Certified Developer/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /jane\.pdf/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // "View as others see it": a signed-in member sees the experiences, not the resume, certificates or edit button.
  await page.getByRole("link", { name: "View as others see it" }).click();
  const notice = page.getByRole("status").filter({ hasText: "This is your profile as a signed-in member sees it" });
  await expect(notice).toBeVisible();
  await expect(experiences.getByText("Acme Payments")).toBeVisible();
  await expect(page.getByRole("link", { name: /jane\.pdf/ })).toHaveCount(0);
  await expect(byTestId(page, "profile-certificates")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Edit profile" })).toHaveCount(0);
  // A guest sees only name and headline of a profile that is not public.
  await notice.getByRole("link", { name: "See it as a guest" }).click();
  await expect(page.getByRole("status").filter({ hasText: "This is your profile as a guest sees it" })).toBeVisible();
  await expect(byTestId(page, "profile-limited")).toBeVisible();
  await expect(byTestId(page, "profile-experiences")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test("a resume picked before the page's scripts run is uploaded once they do", async ({ page }) => {
  await registerViaApi(page.request, "candidate", "early-pick");
  const { release } = await holdScripts(page);
  await page.goto("/editprofile", { waitUntil: "commit" });
  await page.getByLabel(/— Resume$/).setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: await textPdf(RESUME_LINES) });
  release();
  await expect(byTestId(page, "resume-review").getByRole("button", { name: "Use as my summary" })).toBeVisible();
});

/** A new candidate's edit page, showing the review of the resume just uploaded (RESUME_LINES). */
async function reviewOfNewResume(page: Page, tagName: string) {
  await registerViaApi(page.request, "candidate", tagName);
  const edit = new EditProfilePage(page);
  await edit.goto();
  await edit.upload("Resume", await pdfFile("jane.pdf", RESUME_LINES));
  return byTestId(page, "resume-review");
}

/** What is left of the review, as the server keeps it (JSON; "null" when the review is done). */
const storedProposals = async (page: Page) =>
  JSON.stringify(((await (await page.request.get("/api/web/common/profile/getProfile")).json()) as { resumeProposals: unknown }).resumeProposals);

test("the resume's proposals are still there after a reload, without what was accepted or dropped, until the review is done", async ({ page }) => {
  const review = await reviewOfNewResume(page, "proposals");
  await review.getByRole("button", { name: "Accept Software Engineer at Globex" }).click();
  await expect(review.getByRole("button", { name: "Accept Software Engineer at Globex" })).toHaveCount(0);
  await review.getByRole("button", { name: "Drop skill Kubernetes" }).click();
  await expect(review.getByRole("button", { name: "Drop skill Kubernetes" })).toHaveCount(0);
  // The drop is remembered before the page goes.
  await expect.poll(() => storedProposals(page)).not.toContain("Kubernetes");

  await page.reload();
  await expect(review).toBeVisible();
  await expect(review.getByRole("button", { name: "Accept Senior Backend Engineer at Acme Payments" })).toBeVisible();
  await expect(review.getByRole("button", { name: "Accept Software Engineer at Globex" })).toHaveCount(0);
  await expect(review.getByRole("button", { name: "Drop skill Kubernetes" })).toHaveCount(0);
  await expect(review.getByRole("button", { name: "Drop skill Go" })).toBeVisible();

  await review.getByRole("button", { name: "Drop the rest" }).click();
  await expect(review).toHaveCount(0);
  await expect.poll(() => storedProposals(page)).toBe("null");
  await page.reload();
  await expect(page.getByText("Current resume:")).toBeVisible();
  await expect(review).toHaveCount(0);
});

test("the review's saves reach the server in the order they were made: one still on its way cannot bring back what was dropped after it", async ({ page }) => {
  const review = await reviewOfNewResume(page, "proposals-order");
  // The save of what is left after dropping Go is held on its way; Kubernetes is dropped meanwhile.
  const first = await holdNextRequest(page, /\/api\/web\/common\/candidate\/resume-proposals$/);
  await review.getByRole("button", { name: "Drop skill Go" }).click();
  await first.started;
  await review.getByRole("button", { name: "Drop skill Kubernetes" }).click();
  await expect(review.getByRole("button", { name: "Drop skill Kubernetes" })).toHaveCount(0);
  await settle(page);
  first.release();

  await expect.poll(() => storedProposals(page)).not.toContain("Kubernetes");
  expect(await storedProposals(page)).not.toContain('"Go"');
  await page.reload();
  await expect(review.getByRole("button", { name: "Drop skill PostgreSQL" })).toBeVisible();
  await expect(review.getByRole("button", { name: "Drop skill Kubernetes" })).toHaveCount(0);
  await expect(review.getByRole("button", { name: "Drop skill Go" })).toHaveCount(0);
});

test("two skills added from the review one after the other are both kept: the second waits until the first is saved", async ({ page }) => {
  const review = await reviewOfNewResume(page, "skills-order");
  const first = await holdNextRequest(page, /\/api\/web\/common\/profile\/updateProfile$/);
  await review.getByRole("button", { name: "Add skill Go" }).click();
  await first.started;
  // Its list, sent now, would not have Go: it would undo the first. (Clickable, it did: one of the two was lost.)
  await expect(review.getByRole("button", { name: "Add skill PostgreSQL" })).toBeDisabled();
  first.release();
  await expect(review.getByRole("button", { name: "Add skill Go" })).toHaveCount(0);
  await review.getByRole("button", { name: "Add skill PostgreSQL" }).click();

  await expect(review.getByRole("button", { name: "Add skill PostgreSQL" })).toHaveCount(0);
  await expect.poll(async () => (await ownProfile(page.request)).profile).toMatchObject({ skills: ["Go", "PostgreSQL"] });
  await page.reload();
  await expect(byTestId(page, "resume-review").getByRole("button", { name: "Add skill Kubernetes" })).toBeVisible();
});

test("a new company's dashboard points it to its profile until it says who it is", async ({ browser }) => {
  const context = await signedInContext(browser, (r) => registerViaApi(r, "company", "introduce"));
  const page = await context.newPage();
  await page.goto("/dashboard");
  const intro = byTestId(page, "introduce-organisation");
  await expect(intro).toContainText("Introduce your company");
  // Beside the assistant, not in its way: the chat box is there as for anyone.
  await expect(page.getByRole("region", { name: "Assistant chat" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await intro.getByRole("link", { name: "Complete your profile" }).click();
  await expect(page).toHaveURL(/\/editprofile$/);
  await page.getByLabel("Industry").selectOption("Retail");
  await page.getByRole("button", { name: "Save profile" }).click();
  await new AppShell(page).expectToast("Profile Updated Successfully");
  await page.goto("/dashboard");
  await expect(page.getByRole("region", { name: "Assistant chat" })).toBeVisible();
  await expect(intro).toHaveCount(0);
  await context.close();
});

async function signedInContext(browser: Browser, setUp: (request: APIRequestContext) => Promise<unknown>) {
  const context = await browser.newContext({ baseURL: BASE_URL });
  await setUp(context.request);
  return context;
}

test("a candidate applies with the profile's resume; only the job's company can open it", async ({ page, browser }) => {
  await registerViaApi(page.request, "candidate", "applicant");
  const upload = await page.request.post("/api/web/common/candidate/upload-resume", {
    multipart: { resume: await pdfFile("applicant-cv.pdf", ["Applicant", "Experience", "Engineer at Initech", "2019 - 2022"]) },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const me = await ownProfile(page.request);

  const api = await companyApi();
  const job = await createJob(api, "Open", "resume");
  const jobPage = new JobPage(page);
  await jobPage.goto(job.id);
  await expect(page.getByLabel(/My profile's resume \(applicant-cv\.pdf\)/)).toBeChecked();
  await jobPage.apply("My resume is attached.");
  await expect(page.getByText(/You applied on/)).toBeVisible();

  // The company that owns the job (the demo company) sees the resume on the applicant's profile and downloads it.
  const owner = await browser.newContext({ baseURL: BASE_URL, storageState: storageStateFor("company") });
  const ownerPage = await owner.newPage();
  await ownerPage.goto(`/profile/${me.user.id}`);
  await expect(byTestId(ownerPage, "profile-view-company")).toBeVisible();
  const [download] = await Promise.all([ownerPage.waitForEvent("download"), ownerPage.getByRole("link", { name: /applicant-cv\.pdf/ }).click()]);
  expect(download.suggestedFilename()).toBe("applicant-cv.pdf");

  // Another company sees the profile without it, and the file is not found for it.
  const stranger = await signedInContext(browser, (r) => registerViaApi(r, "company", "stranger"));
  const strangerPage = await stranger.newPage();
  await strangerPage.goto(`/profile/${me.user.id}`);
  await expect(byTestId(strangerPage, "profile-view-company")).toBeVisible();
  await expect(strangerPage.getByRole("link", { name: /applicant-cv\.pdf/ })).toHaveCount(0);
  expect((await stranger.request.get(me.resume!.url)).status()).toBe(404);
  await Promise.all([owner.close(), stranger.close(), api.dispose()]);
});

for (const type of ["company", "agency"] as const) {
  test(`a ${type} uploads a logo and a banner and sees the logo on its public job page`, async ({ page }) => {
    await registerViaApi(page.request, type, `${type}-logo`);
    const created = await page.request.post("/api/web/common/job/createjobpost", { data: { jobTitle: `Logo test ${Date.now()}`, jobDescription: "A job to show the logo.", jobStatus: "Open" } });
    expect(created.status(), await created.text()).toBe(200);
    const { job } = (await created.json()) as { job: { id: number } };
    // A guest's view of the job page is rendered once and kept (the copy search engines get).
    const guest = await playwrightRequest.newContext({ baseURL: BASE_URL });
    expect(await (await guest.get(`/jobs/${job.id}`)).text()).not.toContain('src="/api/files/');

    const edit = new EditProfilePage(page);
    await edit.goto();
    await expect(page.getByText("PNG, JPEG or WebP, up to 2 MB")).toBeVisible();
    await expect(page.getByText("PNG, JPEG or WebP, up to 5 MB")).toBeVisible();
    const shell = new AppShell(page);

    await edit.upload("Logo", { name: "logo.png", mimeType: "image/png", buffer: await png(400, 400) });
    await expect(shell.toast("Logo Uploaded Successfully")).toBeVisible();
    await edit.upload("Banner", { name: "banner.png", mimeType: "image/png", buffer: await png(1600, 400) });
    await expect(shell.toast("Banner Uploaded Successfully")).toBeVisible();
    await edit.upload("Logo", { name: "logo.svg", mimeType: "image/svg+xml", buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
    await expect(shell.toast("Failed to Upload Logo")).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "Logos must be PNG, JPEG or WebP images." })).toBeVisible();

    // The logo change refreshed the kept copy: the guest now sees the new logo.
    const { user } = await ownProfile(page.request);
    expect(user.photoUrl).toMatch(/^\/api\/files\//);
    expect(await (await guest.get(`/jobs/${job.id}`)).text()).toContain(`src="${user.photoUrl}"`);
    await guest.dispose();
    await page.goto(`/jobs/${job.id}`);
    await expect(page.locator(`img[src="${user.photoUrl}"]`)).toBeVisible();
  });
}

test("a company's size follows the headcount typed, a size against it is refused before saving, and the industry comes from the list", async ({ browser }) => {
  const context = await signedInContext(browser, (r) => registerViaApi(r, "company", "sizing"));
  const page = await context.newPage();
  await page.goto("/editprofile");
  const size = page.getByLabel("Company size");
  await page.getByLabel("Number of employees").fill("2300");
  await expect(size).toHaveValue("large");
  await size.selectOption("small");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("The company size must match the number of employees: 2,300 is Large (501+).")).toBeVisible();
  await size.selectOption("large");
  // The industry is chosen from the list the companies directory filters on.
  await page.getByLabel("Industry").selectOption("Logistics");
  await page.getByRole("button", { name: "Save profile" }).click();
  await new AppShell(page).expectToast("Profile Updated Successfully");
  const me = (await (await context.request.get("/api/web/common/profile/getProfile")).json()) as { profile: Record<string, unknown> };
  expect(me.profile).toMatchObject({ numberOfEmployees: 2300, companySize: "large", industry: "Logistics" });
  await context.close();
});

test("a guest, a candidate, a company and an agency each get their view of a company's profile", async ({ browser }) => {
  const api = await companyApi();
  const companyId = (await ownProfile(api)).user.id;
  await api.dispose();
  const viewers = [
    { who: "guest", state: undefined, testId: "profile-view-guest" },
    { who: "candidate", state: storageStateFor("candidate"), testId: "profile-view-candidate" },
    { who: "company", state: storageStateFor("company"), testId: "profile-view-company" },
    { who: "agency", state: storageStateFor("agency"), testId: "profile-view-agency" },
  ];
  for (const viewer of viewers) {
    const context = await browser.newContext({ baseURL: BASE_URL, storageState: viewer.state });
    const page = await context.newPage();
    await page.goto(`/profile/${companyId}`);
    await expect(byTestId(page, viewer.testId), viewer.who).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(byTestId(page, "profile-open-jobs")).toBeVisible();
    if (viewer.who === "guest") {
      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}") as Record<string, unknown>;
      expect(jsonLd["@type"]).toBe("Organization");
      // Both URLs show the company; its company page is the canonical one (README "Directories").
      expect(String(jsonLd.url)).toMatch(new RegExp(`/companydetails/${companyId}$`));
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/companydetails/${companyId}$`));
      await expectNoSeriousA11yViolations(page);
    }
    await context.close();
  }
});

const DATA_RESUME = ["Dana Data", "Data Engineer", "Oslo, Norway", "", "Summary", "Data engineer who builds warehouses people trust.", "", "Experience"]
  .concat(["Senior Data Engineer at Atlas Logistics", "Jan 2021 - Present", "- Moved the warehouse to Snowflake", "Data Analyst at Fjord Foods", "Feb 2017 - Dec 2020", "", "Skills", "Snowflake, dbt, SQL"]);

test("accepting resume proposals updates the form without losing its unsaved edits, and skips a role already listed", async ({ page }) => {
  await registerViaApi(page.request, "candidate", "accept");
  await apiWrite(page.request, "PUT", "/api/web/common/profile/updateProfile", { skills: ["Python", "SQL"], profileSummary: "Old summary." });
  await apiWrite(page.request, "POST", "/api/web/common/candidate/upload-experiences", { title: "Senior Data Engineer", company: "Atlas Logistics", startDate: "2021-01", current: true });
  const editPage = new EditProfilePage(page);
  await editPage.goto();
  const form = page.getByRole("form", { name: "Profile details" });
  const chips = form.getByRole("list", { name: "Skills" });
  // A chip's remove button is a tap target of at least 24 × 24 px (WCAG 2.5.8).
  const box = await chips.getByRole("button", { name: "Remove SQL" }).boundingBox();
  expect(Math.min(box!.width, box!.height)).toBeGreaterThanOrEqual(24);

  // Unsaved edits: a headline typed, a skill removed.
  await form.getByRole("textbox", { name: "Headline", exact: true }).fill("Analytics engineer");
  await chips.getByRole("button", { name: "Remove Python" }).click();
  // Focus goes to the chip that took its place, not to <body>.
  await expect(chips.getByRole("button", { name: "Remove SQL" })).toBeFocused();
  // A skill already listed, typed in another case, is not added twice, and the box says why it emptied.
  const skillBox = form.getByRole("textbox", { name: "Skills", exact: true });
  await skillBox.fill("sql");
  await skillBox.press("Enter");
  await expect(skillBox).toHaveValue("");
  await expect(skillBox).toHaveAccessibleDescription("SQL is already in the list.");
  await expect(chips.getByRole("listitem")).toHaveText(["SQL×"]);
  await editPage.upload("Resume", await pdfFile("dana.pdf", DATA_RESUME));
  const review = byTestId(page, "resume-review");
  // The role the profile already lists is not offered again; the other one is.
  await expect(review.getByRole("button", { name: "Accept Data Analyst at Fjord Foods" })).toBeVisible();
  await expect(review.getByRole("button", { name: "Accept Senior Data Engineer at Atlas Logistics" })).toHaveCount(0);

  await review.getByRole("button", { name: "Add skill Snowflake" }).click();
  await expect(new AppShell(page).toast("Skill “Snowflake” added.")).toBeVisible();
  await expect(chips.getByRole("listitem")).toHaveText(["SQL×", "Snowflake×"]);
  // The accepted skill's buttons are gone: focus stays in the review instead of falling to <body>.
  await expect(review).toBeFocused();
  await review.getByRole("button", { name: "Use as my summary" }).click();
  await expect(form.getByRole("textbox", { name: "Summary", exact: true })).toHaveValue("Data engineer who builds warehouses people trust.");
  await expect(form.getByRole("textbox", { name: "Headline", exact: true })).toHaveValue("Analytics engineer");

  await form.getByRole("button", { name: "Save profile" }).click();
  await expect(new AppShell(page).toast("Profile Updated Successfully")).toBeVisible();
  const { profile } = await ownProfile(page.request);
  expect(profile).toMatchObject({ skills: ["SQL", "Snowflake"], profileSummary: "Data engineer who builds warehouses people trust.", headline: "Analytics engineer" });
});

test("a certificate's name and description are edited in its row, its file kept; Escape leaves it as it was", async ({ page }) => {
  await registerViaApi(page.request, "candidate", "cert-edit");
  const added = await page.request.post("/api/web/common/candidate/upload-certificate", { multipart: { name: "AWS Solutons Architect", certificate: await pdfFile("aws.pdf", ["AWS"]) } });
  expect(added.status(), await added.text()).toBe(200);
  const fileUrl = ((await added.json()) as { certificate: { file: { url: string } } }).certificate.file.url;
  await new EditProfilePage(page).goto();
  const list = page.getByRole("list", { name: "Your certificates" });
  const edit = list.getByRole("button", { name: "Edit certificate AWS Solutons Architect" });
  await edit.click();
  const form = list.getByRole("form", { name: "Edit certificate AWS Solutons Architect" });
  await expect(form.getByLabel("Certificate name")).toBeFocused();
  await form.getByLabel("Certificate name").fill("Changed my mind");
  await page.keyboard.press("Escape");
  await expect(edit).toBeFocused();
  await expect(list.getByRole("link", { name: "AWS Solutons Architect" })).toBeVisible();
  // A typo fixed without deleting it and uploading the file again.
  await edit.click();
  await form.getByLabel("Certificate name").fill("");
  await form.getByRole("button", { name: "Save certificate" }).click();
  await expect(form.getByLabel("Certificate name")).toHaveAttribute("aria-invalid", "true");
  await form.getByLabel("Certificate name").fill("AWS Solutions Architect");
  await form.getByLabel("Description (optional)").fill("Associate, 2024");
  await form.getByRole("button", { name: "Save certificate" }).click();
  await expect(new AppShell(page).toast("Certificate updated.")).toBeVisible();
  const link = list.getByRole("link", { name: "AWS Solutions Architect" });
  await expect(link).toHaveAttribute("href", fileUrl);
  await expect(list.getByText("Associate, 2024")).toBeVisible();
  await expect(list.getByRole("button", { name: "Edit certificate AWS Solutions Architect" })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
});

test("deleting asks first: Escape keeps it, 'Yes, delete' removes it and focus moves to the next item, then to Add", async ({ page }) => {
  await registerViaApi(page.request, "candidate", "delete");
  await apiWrite(page.request, "POST", "/api/web/common/candidate/upload-experiences", { title: "Barista", company: "Bean Bar", startDate: "2019-01", endDate: "2020-06" });
  await apiWrite(page.request, "POST", "/api/web/common/candidate/upload-experiences", { title: "Waiter", company: "Diner", startDate: "2017-01", endDate: "2018-06" });
  for (const name of ["Scrum Master", "First Aid"]) {
    const added = await page.request.post("/api/web/common/candidate/upload-certificate", { multipart: { name, certificate: await pdfFile("c.pdf", [name]) } });
    expect(added.status(), await added.text()).toBe(200);
  }
  await new EditProfilePage(page).goto();
  const list = page.getByRole("list", { name: "Your experience" });
  const remove = list.getByRole("button", { name: "Delete Barista at Bean Bar" });
  await remove.click();
  const yes = list.getByRole("button", { name: "Yes, delete" });
  await expect(yes).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(remove).toBeFocused();
  await expect(list.getByText("Barista")).toBeVisible();
  await remove.click();
  await list.getByRole("button", { name: "Yes, delete" }).click();
  await expect(new AppShell(page).toast("Experience deleted.")).toBeVisible();
  await expect(list.getByRole("button", { name: "Delete Waiter at Diner" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(list.getByRole("button", { name: "Yes, delete" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("list", { name: "Your experience" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Add experience" })).toBeFocused();

  const certificates = page.getByRole("list", { name: "Your certificates" });
  await certificates.getByRole("button", { name: "Delete certificate First Aid" }).click();
  await certificates.getByRole("button", { name: "Yes, delete" }).click();
  await expect(certificates.getByRole("button", { name: "Delete certificate Scrum Master" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(certificates.getByRole("button", { name: "Yes, delete" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(certificates).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Certificates" })).toBeFocused();
});

test("a title of one long word wraps in the editor: the card's buttons stay inside it and the page does not scroll sideways", async ({ page }) => {
  await registerViaApi(page.request, "candidate", "longword");
  const word = "Supercalifragilisticexpialidocious".repeat(5);
  await apiWrite(page.request, "POST", "/api/web/common/candidate/upload-experiences", { title: word, company: "Bean Bar", startDate: "2019-01", endDate: "2020-06" });
  const added = await page.request.post("/api/web/common/candidate/upload-certificate", { multipart: { name: word, certificate: await pdfFile("c.pdf", ["x"]) } });
  expect(added.status(), await added.text()).toBe(200);
  await new EditProfilePage(page).goto();
  for (const [list, button] of [
    [page.getByRole("list", { name: "Your experience" }), `Edit ${word} at Bean Bar`],
    [page.getByRole("list", { name: "Your certificates" }), `Delete certificate ${word}`],
  ] as const) {
    const card = (await list.getByRole("listitem").boundingBox())!;
    const inside = (await list.getByRole("button", { name: button }).boundingBox())!;
    expect(inside.x + inside.width, button).toBeLessThanOrEqual(card.x + card.width);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
});

/** A write through the API as the signed-in user, which must succeed. */
async function apiWrite(request: APIRequestContext, method: "POST" | "PUT", url: string, data: Record<string, unknown>) {
  const res = await request.fetch(url, { method, data });
  expect(res.status(), await res.text()).toBe(200);
}

test("editing an experience puts the keyboard in the form; Escape leaves it and focus returns to Edit", async ({ page }) => {
  await registerViaApi(page.request, "candidate", "editfocus");
  const added = await page.request.post("/api/web/common/candidate/upload-experiences", { data: { title: "Barista", company: "Bean Bar", startDate: "2019-01", endDate: "2020-06" } });
  expect(added.status(), await added.text()).toBe(200);
  await new EditProfilePage(page).goto();
  const edit = page.getByRole("button", { name: "Edit Barista at Bean Bar" });
  await edit.press("Enter");
  const form = page.getByRole("form", { name: "Edit Barista at Bean Bar" });
  await expect(form.getByRole("textbox", { name: "Job title" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(form).toHaveCount(0);
  await expect(edit).toBeFocused();
});

test("saving from the keyboard and uploading a file leave focus where it was, not on the page's top", async ({ page }) => {
  await registerViaApi(page.request, "candidate", "keepfocus");
  const edit = new EditProfilePage(page);
  await edit.goto();
  const details = page.getByRole("form", { name: "Profile details" });
  await details.getByRole("textbox", { name: "Headline" }).fill("Backend engineer");
  // The visibility box is named by its label alone; its hint ("…headline only") describes it and names nothing.
  const visibility = details.getByRole("checkbox", { name: "Let search engines and visitors who are not signed in see my profile", exact: true });
  await expect(visibility).toHaveAccessibleDescription(/^Off: they see your name, photo and headline only\./);
  await expect(details.getByLabel("Headline")).toHaveCount(1);
  // Save turns off while it saves and stays off once nothing is left to save: focus stays on it all the same.
  const save = page.getByRole("button", { name: "Save profile" });
  await save.press("Enter");
  await new AppShell(page).expectToast("Profile Updated Successfully");
  await expect(save).toBeDisabled();
  await expect(save).toBeFocused();

  // The file picker is off while it uploads, and keeps focus the same way.
  const resume = page.getByLabel(/— Resume$/);
  await resume.focus();
  // The picker is a hidden input inside a label drawn as a button: the label shows the keyboard's focus ring.
  expect(await resume.evaluate((el) => el.matches(":focus-visible"))).toBe(true);
  expect(await resume.evaluate((el) => getComputedStyle(el.closest("label")!).outlineStyle)).toBe("solid");
  await resume.setInputFiles(await pdfFile("keep.pdf", RESUME_LINES));
  await expect(page.getByRole("link", { name: /keep\.pdf/ })).toBeVisible();
  await expect(resume).toBeFocused();
});

test("a save that cannot reach the server says so and keeps the typed work; leaving it unsaved asks first", async ({ page }) => {
  await registerViaApi(page.request, "candidate", "unsaved");
  const edit = new EditProfilePage(page);
  await edit.goto();
  const form = page.getByRole("form", { name: "Profile details" });
  const headline = form.getByRole("textbox", { name: "Headline" });
  await headline.fill("Offline engineer");

  await page.route("**/api/web/common/profile/updateProfile", (route) => route.abort("internetdisconnected"));
  await page.getByRole("button", { name: "Save profile" }).click();
  const unreachable = "Could not reach the server: check your connection and try again.";
  await expect(form.getByRole("alert")).toHaveText(unreachable);
  await expect(headline).toHaveValue("Offline engineer");
  // The same message as a toast, over the "View profile" link: closed before the link is clicked.
  const shell = new AppShell(page);
  await shell.closeToast(unreachable);

  // A link asks before the work is thrown away (staying keeps it); so do a reload or closing the tab.
  const asked: string[] = [];
  page.on("dialog", (dialog) => {
    asked.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.getByRole("link", { name: "View profile" }).click();
  await expect.poll(() => asked).toEqual(["confirm: You have unsaved changes. Leave this page and lose them?"]);
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => asked.map((a) => a.split(":")[0])).toEqual(["confirm", "beforeunload"]);
  expect(page.isClosed()).toBe(false);
  await expect(page).toHaveURL(/\/editprofile$/);
  await expect(headline).toHaveValue("Offline engineer");

  // Back online: the same click saves, and nothing is left to warn about.
  await page.unroute("**/api/web/common/profile/updateProfile");
  await page.getByRole("button", { name: "Save profile" }).click();
  await shell.closeToast("Profile Updated Successfully");
  await page.getByRole("link", { name: "View profile" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText("Offline engineer")).toBeVisible();
  expect(asked).toHaveLength(2);
});

test("a new candidate's own profile links each empty part to its panel of the edit page", async ({ browser }) => {
  const user = await userContext(browser, "candidate", tag());
  const { page } = user;
  for (const [link, heading] of [
    ["Add a certificate", "Certificates"],
    ["Upload your resume", "Resume"],
    ["Add your experience", "Experience"],
  ] as const) {
    await page.goto("/profile");
    await page.getByRole("link", { name: link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/editprofile#${heading.toLowerCase()}$`));
    // The panel is scrolled to, its heading clear of the sticky header.
    const title = page.locator(`#${heading.toLowerCase()}`).getByText(heading, { exact: true });
    await expect(title).toBeInViewport();
    const header = await page.locator("body > header").boundingBox();
    expect((await title.boundingBox())!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
  }
  await user.context.close();
});

test("a role or a certificate being written asks before a link throws it away; an empty certificate file is told as empty; a long skill stays in its card", async ({ page }) => {
  await registerViaApi(page.request, "candidate", "unsent-parts");
  const longSkill = "x".repeat(60);
  await apiWrite(page.request, "PUT", "/api/web/common/profile/updateProfile", { skills: [longSkill] });
  const edit = new EditProfilePage(page);
  await edit.goto();
  const asked: string[] = [];
  page.on("dialog", (dialog) => {
    asked.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  const leave = () => page.getByRole("link", { name: "View profile" }).click();

  await page.getByRole("button", { name: "Add experience" }).click();
  const role = page.getByRole("form", { name: "Add an experience" });
  await role.getByRole("textbox", { name: "Job title" }).fill("Platform Engineer");
  await leave();
  await expect.poll(() => asked).toEqual(["confirm: You have unsaved changes. Leave this page and lose them?"]);
  await expect(page).toHaveURL(/\/editprofile$/);
  await role.getByRole("textbox", { name: "Job title" }).press("Escape");
  await expect(role).toHaveCount(0);

  const certificate = page.getByRole("form", { name: "Add a certificate" });
  await certificate.getByRole("textbox", { name: "Certificate name" }).fill("AWS Solutions Architect");
  await leave();
  await expect.poll(() => asked).toHaveLength(2);
  await expect(page).toHaveURL(/\/editprofile$/);
  await certificate.getByLabel("Certificate file").setInputFiles({ name: "empty.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(0) });
  await certificate.getByRole("button", { name: "Add certificate" }).click();
  await expect(certificate.getByText("The file is empty.")).toBeVisible();

  // Emptied, the form has nothing to lose: the link leaves without asking.
  await certificate.getByRole("textbox", { name: "Certificate name" }).fill("");
  await certificate.getByLabel("Certificate file").setInputFiles([]);
  await leave();
  await expect(page).toHaveURL(/\/profile$/);
  expect(asked).toHaveLength(2);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(byTestId(page, "profile-skills").getByText(longSkill)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
