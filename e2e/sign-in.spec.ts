import { expect, test } from "@playwright/test";
import { DEMO } from "./support/accounts";
import { AppShell } from "./pages/app-shell";
import { LoginPage } from "./pages/login-page";

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
  });

  test("sign-in with an e-mailed one-time code", async ({ page }) => {
    // The agency demo account is the only one this suite asks codes for (one send per minute per address).
    const login = new LoginPage(page);
    const shell = new AppShell(page);
    await login.goto();
    const code = await login.requestCode(DEMO.agency.email);
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
