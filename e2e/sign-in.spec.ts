import { expect, test } from "@playwright/test";
import { DEMO } from "./support/accounts";
import { registerViaApi } from "./support/api";
import { byTestId } from "./support/test-id";
import { AppShell } from "./pages/app-shell";
import { JobPage } from "./pages/job-page";
import { LoginPage } from "./pages/login-page";
import { PasswordChangePage } from "./pages/password-pages";

test.describe("sign-in", () => {
  test("password sign-in shows 'Login Successful', lands home, and sign-out ends the session", async ({ page }) => {
    const login = new LoginPage(page);
    const shell = new AppShell(page);
    await login.goto();
    await login.signInWithPassword(DEMO.candidate.email, DEMO.candidate.password);
    await shell.expectToast("Login Successful");
    await expect(page).toHaveURL((url) => url.pathname === DEMO.candidate.home);
    await shell.expectSignedIn();
    const forgotInFooter = page.getByRole("list", { name: "Footer" }).getByRole("link", { name: "Forgot password" });
    await expect(forgotInFooter).toHaveCount(0);
    const [cookie] = (await page.context().cookies()).filter((c) => c.name === "next-auth.session-token");
    expect(cookie).toBeDefined();

    await shell.signOut();
    await shell.expectSignedOut();
    await expect(forgotInFooter).toBeVisible();
    // The session is really gone: a guarded page sends us to /login again.
    await page.goto("/appliedjobs");
    await expect(page).toHaveURL((url) => url.pathname === "/login");
    // Ended on the server too: a copy of the old cookie opens nothing.
    await page.context().addCookies([cookie!]);
    await page.goto("/appliedjobs");
    await expect(page).toHaveURL((url) => url.pathname === "/login");
    const api = await page.request.get("/api/web/common/candidateJob/get-all-jobs-applied-for-candidate/1", {
      headers: { cookie: `${cookie!.name}=${cookie!.value}` },
    });
    expect(api.status()).toBe(401);
  });

  test("a wrong password shows 'Login Failed' and stays on /login", async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signInWithPassword(DEMO.company.email, "not-the-password-1");
    await new AppShell(page).expectToast("Login Failed");
    await expect(page).toHaveURL((url) => url.pathname === "/login");
    await expect(page.getByText("Invalid email or password.")).toBeVisible();
    // One announcement: the toast is the alert; the line under it is there to read, not read out again.
    await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password." })).toHaveCount(0);
    await expect(page.locator('form[aria-describedby="login-error"]')).toHaveAccessibleDescription("Invalid email or password.");

    // The right password then: the greeting does not stand beside the earlier failure.
    await login.signInWithPassword(DEMO.company.email, DEMO.company.password);
    await new AppShell(page).expectToast("Login Successful");
    await expect(new AppShell(page).toast("Login Failed")).toHaveCount(0);
  });

  test("sign-in with an e-mailed one-time code", async ({ page }) => {
    // The agency demo account is the only one this suite asks codes for (one send per minute per address).
    const login = new LoginPage(page);
    const shell = new AppShell(page);
    await login.goto();
    const code = await login.requestCode(DEMO.agency.email);
    // The screen says no more than the server does about whether the address has an account.
    await expect(page.getByText(/^If an account exists for agency@demo\.test, we sent it a 6-digit sign-in code\./)).toBeVisible();
    await login.submitCode(code);
    await expect(page).toHaveURL((url) => url.pathname === DEMO.agency.home);
    await shell.expectSignedIn();
  });

  test("a guest sent to /login by the guard returns to the page asked for after sign-in", async ({ page }) => {
    await page.goto("/managejobs");
    await expect(page).toHaveURL((url) => url.pathname === "/login" && url.searchParams.get("callbackUrl") === "/managejobs");
    await expect(page.getByText(/^Sign in to post jobs with the AI interviewer/)).toBeVisible();
    await new LoginPage(page).signInWithPassword(DEMO.company.email, DEMO.company.password);
    await expect(page).toHaveURL((url) => url.pathname === "/managejobs");
  });
});

/** Fresh accounts: these tests end sessions, which must not touch the demo accounts other specs sign in with. */
test.describe("sessions", () => {
  test("a session ended elsewhere: the page says so and keeps what was typed; signed in again in a new tab, it saves", async ({ page, request }) => {
    // `request` keeps the registration's own session: it stands for another device of the same user.
    const account = await registerViaApi(request, "candidate", "ended");
    const { jobs } = (await (await request.get("/api/web/common/job/getopenjobs?page=1")).json()) as { jobs: { id: number }[] };
    const jobPath = `/jobs/${jobs[0]!.id}`;
    const login = new LoginPage(page);
    await login.goto(`?callbackUrl=${encodeURIComponent(jobPath)}`);
    await login.signInWithPassword(account.email, account.password);
    await expect(page).toHaveURL(jobPath);
    const job = new JobPage(page);
    const shell = new AppShell(page);
    await job.message.fill("Typed before the session ended.");

    expect((await request.post("/api/web/common/auth/logout-all")).status()).toBe(200);
    await job.applyButton.click();
    const notice = byTestId(page, "session-ended");
    await expect(notice).toContainText("You have been signed out");
    await shell.expectSignedOut();
    await expect(job.message).toHaveValue("Typed before the session ended.");

    const link = notice.getByRole("link", { name: "sign in again in a new tab" });
    await expect(link).toHaveAttribute("href", `/login?callbackUrl=${encodeURIComponent(jobPath)}`);
    const [tab] = await Promise.all([page.context().waitForEvent("page"), link.click()]);
    const again = new LoginPage(tab);
    await expect(again.email).toBeVisible();
    await again.signInWithPassword(account.email, account.password);
    await expect(tab).toHaveURL(jobPath);
    await tab.close();
    // Back on the first tab: a browser tells the page it is shown again (headless tabs never hide, so say it here).
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    await shell.expectSignedIn();
    await expect(notice).toHaveCount(0);
    await job.applyButton.click();
    await expect(page.getByText(/^You applied on/)).toBeVisible();
  });

  test("a session ended elsewhere while a page stands open: the page says so by itself, without a save", async ({ page, request }) => {
    const account = await registerViaApi(request, "candidate", "ended-live");
    const login = new LoginPage(page);
    await login.goto(`?callbackUrl=${encodeURIComponent("/appliedjobs")}`);
    // The header's unread count listens on the user's realtime channel: the stream is open before the session ends.
    const streaming = page.waitForResponse((r) => r.url().includes("/api/realtime/stream") && r.status() === 200);
    await login.signInWithPassword(account.email, account.password);
    await expect(page).toHaveURL("/appliedjobs");
    await streaming;

    expect((await request.post("/api/web/common/auth/logout-all")).status()).toBe(200);
    // The server cuts the ended session's stream and refuses it when it comes back; the page reads its session.
    const notice = byTestId(page, "session-ended");
    await expect(notice).toContainText("You have been signed out");
    await new AppShell(page).expectSignedOut();
    // Nothing was typed here: signing in again in this tab goes on from this page.
    await notice.getByRole("link", { name: "Sign in again", exact: true }).click();
    await new LoginPage(page).signInWithPassword(account.email, account.password);
    await expect(page).toHaveURL("/appliedjobs");
    await expect(byTestId(page, "session-ended")).toHaveCount(0);
  });

  test("changing the password signed in keeps this browser and ends the others; 'Sign out on every device' ends this one too", async ({ page, request }) => {
    const account = await registerViaApi(request, "company", "pw-change");
    const login = new LoginPage(page);
    await login.goto();
    await login.signInWithPassword(account.email, account.password);
    await expect(page).toHaveURL("/dashboard");
    // Reachable from the own profile, not only by typing the address.
    await page.goto("/profile");
    await page.getByRole("link", { name: "Password and sign-in" }).click();
    await expect(page).toHaveURL("/passwordChange");

    const change = new PasswordChangePage(page);
    // Sent empty, both fields are wrong and focus goes to the first of them, not to the new password.
    await page.getByRole("button", { name: "Change password", exact: true }).click();
    await expect(change.newPassword).toHaveAttribute("aria-invalid", "true");
    await expect(change.currentPassword).toBeFocused();
    // A wrong current password is told at its field, which takes focus, and nothing changes.
    await change.currentPassword.fill(`${account.password}-wrong`);
    await change.change(`${account.password}-new`);
    await expect(change.currentPassword).toBeFocused();
    await expect(change.currentPassword).toHaveAttribute("aria-invalid", "true");
    await expect(change.currentPassword).toHaveAccessibleDescription("The current password is not correct.");
    await change.currentPassword.fill(account.password);
    await change.change(`${account.password}-new`);
    await expect(byTestId(page, "password-changed")).toContainText("Your other browsers and devices are signed out; this one stays signed in.");
    expect(((await (await request.get("/api/web/common/auth/me")).json()) as { user: unknown }).user).toBeNull();
    await page.reload();
    const shell = new AppShell(page);
    await shell.expectSignedIn();

    await page.getByRole("button", { name: "Sign out on every device" }).click();
    await expect(page).toHaveURL("/login");
    await shell.expectToast("You are signed out on every device.");
    await shell.expectSignedOut();
    await expect(byTestId(page, "session-ended")).toHaveCount(0);
    await page.goto("/profile");
    await expect(page).toHaveURL("/login?callbackUrl=%2Fprofile");
  });
});
