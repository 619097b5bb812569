import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { ACCOUNT_TYPES, DEMO, strongPassword, uniqueEmail } from "./support/accounts";
import { AppShell } from "./pages/app-shell";
import { JobPage } from "./pages/job-page";
import { LoginPage } from "./pages/login-page";
import { RegisterPage } from "./pages/register-page";
import { byTestId } from "./support/test-id";

test.describe("registration", () => {
  for (const [key, type] of Object.entries(ACCOUNT_TYPES)) {
    test(`a new ${type.label} account is verified by e-mail code, signed in and can sign in again`, async ({ page }) => {
      const account = { email: uniqueEmail(`reg-${key}`), password: strongPassword(), name: `New ${type.label}` };
      const register = new RegisterPage(page);
      const shell = new AppShell(page);

      await register.goto();
      await register.register({ ...account, type: type.label });

      // Creating the account hashes the password with scrypt (128 MiB, ~0.4 s idle, several times
      // that with two workers and the server on 2 cores), then the home page renders: more than
      // the default 10 s once in a CI run (it arrived, late), so this step gets 20 s.
      await expect(page).toHaveURL((url) => url.pathname === type.home, { timeout: 20_000 });
      await shell.expectSignedIn();

      // The account really exists with that password and type: sign out and back in.
      await shell.signOut();
      await shell.expectSignedOut();
      const login = new LoginPage(page);
      await login.goto();
      await login.signInWithPassword(account.email, account.password);
      await expect(page).toHaveURL((url) => url.pathname === type.home);
    });
  }

  test("an e-mail that is already registered is refused with the server's message", async ({ page }) => {
    const register = new RegisterPage(page);
    await register.goto();
    await register.submitEmail(DEMO.candidate.email);
    await new AppShell(page).expectToast("An account with this email already exists. Sign in instead.");
    await expect(register.code).toHaveCount(0);
  });

  test("a wrong code is answered 'Invalid OTP' and creates nothing; the right code then does", async ({ page, request }) => {
    const account = { email: uniqueEmail("reg-wrong-code"), password: strongPassword(), name: "Wrong Code" };
    const register = new RegisterPage(page);
    await register.goto();
    await register.submitEmail(account.email);
    const code = await register.submitDetails({ ...account, type: "Candidate" });
    const wrong = code === "000000" ? "111111" : "000000";
    await register.submitCode(wrong);
    await new AppShell(page).expectToast("Invalid OTP");
    // The line under the field says what to do, not the toast's words again (it read "Invalid OTP" twice).
    await expect(byTestId(page, "code-error")).toHaveText("That code is not right. Check it against the newest e-mail, or send a new code.");
    // The field says so too, to a screen reader on it: marked wrong and described by that line, then by the hint.
    const field = page.getByLabel("Code", { exact: true });
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(/^That code is not right\. Check it against the newest e-mail, or send a new code\.\s+Check your spam folder/);
    await expect(page).toHaveURL((url) => url.pathname === "/register");
    const check = await request.post("/api/web/common/auth/check-email", { data: { email: account.email } });
    expect(check.status(), "the address is still free").toBe(200);

    // The right code still works afterwards (one wrong try is below the limit of 5).
    await register.submitCode(code);
    await expect(page).toHaveURL((url) => url.pathname === "/jobs");
    // The account is ready: the earlier "Invalid OTP" does not stay beside that news.
    const shell = new AppShell(page);
    await shell.expectToast("Your account is ready.");
    await expect(shell.toast("Invalid OTP")).toHaveCount(0);
    // A new candidate is pointed to the profile recruiters will see; once a headline is saved, the hint is gone.
    const start = byTestId(page, "start-profile");
    await expect(start).toContainText("Start your profile before you apply");
    await start.getByRole("link", { name: "Complete your profile" }).click();
    await expect(page).toHaveURL("/editprofile");
    await page.getByRole("form", { name: "Profile details" }).getByRole("textbox", { name: "Headline" }).fill("Data analyst");
    await page.getByRole("button", { name: "Save profile" }).click();
    await shell.expectToast("Profile Updated Successfully");
    await page.goto("/jobs");
    await expect(page.getByRole("heading", { level: 1, name: "Jobs" })).toBeVisible();
    await expect(byTestId(page, "start-profile")).toHaveCount(0);
  });

  test("the note under a refused code stays while a new code is refused, and goes once a new code is sent", async ({ page }) => {
    // The first send is the server's, answered as if a new code could be asked for at once; the second
    // goes to the server, which refuses it (60 s apart); the third is answered as sent without the
    // server, which would refuse it too. What is tested is the screen's handling of both answers.
    let sends = 0;
    await page.route("**/api/web/common/auth/send-otp", async (route) => {
      sends += 1;
      if (sends === 3) return route.fulfill({ json: { message: "OTP sent to your email", resendAfterSeconds: 60, expiresInSeconds: 600 } });
      const response = await route.fetch();
      if (sends === 2) return route.fulfill({ response });
      return route.fulfill({ response, json: { ...(await response.json()), resendAfterSeconds: 0 } });
    });
    const account = { email: uniqueEmail("reg-new-code"), password: strongPassword(), name: "New Code" };
    const register = new RegisterPage(page);
    const shell = new AppShell(page);
    await register.goto();
    await register.submitEmail(account.email);
    const code = await register.submitDetails({ ...account, type: "Candidate" });
    await register.submitCode(code === "000000" ? "111111" : "000000");
    const note = byTestId(page, "code-error");
    await expect(note).toHaveText("That code is not right. Check it against the newest e-mail, or send a new code.");

    const newCode = page.getByRole("button", { name: "Get a new code", exact: true });
    await newCode.click();
    await shell.expectToast(/Please wait \d+ seconds before asking for another code\./);
    await expect(note, "no new code went out: the note still holds").toBeVisible();

    await newCode.click();
    await expect(note).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Get a new code in \d+ s$/ })).toBeDisabled();
    expect(sends).toBe(3);
  });

  test("a reload while the code is on its way (a phone's tab, back from the mail app) keeps the details but the password, and the mailed code still works", async ({ page }) => {
    const account = { email: uniqueEmail("reg-reload"), password: strongPassword(), name: "Reload Works Ltd" };
    const register = new RegisterPage(page);
    await register.goto();
    await register.submitEmail(account.email);
    const code = await register.submitDetails({ ...account, type: "Company" });
    await page.reload();
    await expect(page.getByText("Step 2 of 3")).toBeVisible();
    await expect(page.getByText(account.email, { exact: true })).toBeVisible();
    await expect(register.accountType("Company")).toBeChecked();
    await expect(register.name).toHaveValue(account.name);
    await expect(register.password).toHaveValue("");
    await expect(page.getByRole("status").filter({ hasText: "We have e-mailed you a code for this address. Enter your password again to use it." })).toBeVisible();
    // Focus waits in the one field left to fill, not on the type chosen before the reload.
    await expect(register.password).toBeFocused();
    // The password is asked again, and then the code already mailed: a new one would have replaced it.
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(register.password).toHaveAttribute("aria-invalid", "true");
    await register.password.fill(account.password);
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await register.submitCode(code);
    await expect(page).toHaveURL((url) => url.pathname === ACCOUNT_TYPES.company.home, { timeout: 20_000 });
    expect(await page.evaluate(() => sessionStorage.getItem("register-draft"))).toBeNull();
  });

  test("a guest who registers from a job's 'Sign in to apply' comes back to that job, ready to apply", async ({ page, request }) => {
    const { jobs } = (await (await request.get("/api/web/common/job/getopenjobs?page=1")).json()) as { jobs: { id: number }[] };
    const jobPath = `/jobs/${jobs[0]!.id}`;
    const job = new JobPage(page);
    await job.goto(jobs[0]!.id);
    // The header's links keep the page too (a job, a company, a recruiter), not only the apply button.
    const nav = new AppShell(page).nav;
    await expect(nav.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", `/login?callbackUrl=${encodeURIComponent(jobPath)}`);
    await expect(nav.getByRole("link", { name: "Register" })).toHaveAttribute("href", `/register?callbackUrl=${encodeURIComponent(jobPath)}`);

    await job.signInToApply.click();
    await page.getByRole("link", { name: "Create an account" }).click();
    await expect(page).toHaveURL(`/register?callbackUrl=${encodeURIComponent(jobPath)}`);
    // Back to sign-in and again to registration: the job is still the way back.
    await expect(page.getByRole("link", { name: "Go to sign-in" })).toHaveAttribute("href", `/login?callbackUrl=${encodeURIComponent(jobPath)}`);

    const account = { email: uniqueEmail("reg-return"), password: strongPassword(), name: "Returning Candidate" };
    await new RegisterPage(page).register({ ...account, type: "Candidate" });
    await expect(page).toHaveURL(jobPath, { timeout: 20_000 });
    await expect(job.applyButton).toBeVisible();
  });

  test("a new agency is in Explore recruiters at once under the name it registered with, and saving its holder's name keeps it", async ({ page }) => {
    const word = `Quillon${randomBytes(4).toString("hex").replace(/\d/g, "x")}`;
    const agencyName = `${word} Talent`;
    const account = { email: uniqueEmail("reg-agency-listed"), password: strongPassword(), name: agencyName };
    const register = new RegisterPage(page);
    await register.goto();
    await register.register({ ...account, type: "Recruitment agency" });
    await expect(page).toHaveURL("/dashboard", { timeout: 20_000 });

    const results = page.getByRole("list", { name: "Recruiters" }).getByTestId("recruiter-card");
    await page.goto(`/recruitersocial?search=${word}`);
    await expect(results).toHaveCount(1);
    await expect(results).toContainText(agencyName);

    // "Your name" is the person's: saving it (with a location) leaves the agency's name as it was.
    await page.goto("/editprofile");
    const form = page.getByRole("form", { name: "Profile details" });
    await expect(form.getByRole("textbox", { name: "Agency name" })).toHaveValue(agencyName);
    await form.getByRole("textbox", { name: "Your name" }).fill("Nadia Brooks");
    await form.getByRole("textbox", { name: "Location" }).fill("Porto, Portugal");
    await page.getByRole("button", { name: "Save profile" }).click();
    await new AppShell(page).expectToast("Profile Updated Successfully");
    await expect(form.getByRole("textbox", { name: "Agency name" })).toHaveValue(agencyName);

    await page.goto(`/recruitersocial?search=${word}`);
    await expect(results).toHaveCount(1);
    await expect(results).toContainText(agencyName);
    await expect(results).toContainText("Porto, Portugal");
  });
});
