import { expect, test } from "@playwright/test";
import { apiLogin, registerViaApi } from "./support/api";
import { AppShell } from "./pages/app-shell";
import { LoginPage } from "./pages/login-page";
import { byTestId } from "./support/test-id";

const LOCKED = "Too many failed sign-ins. Your account is locked for 15 minutes.";

test.describe("lockout", () => {
  test("after 10 failed sign-ins the account is locked, even for the right password", async ({ page, request }) => {
    // A fresh account: locking a demo account would break the other specs.
    const account = await registerViaApi(request, "candidate", "lockout");
    const login = new LoginPage(page);
    const shell = new AppShell(page);

    // Nine failures through the API, the tenth through the form.
    for (let i = 1; i <= 9; i++) {
      const res = await apiLogin(request, account.email, `wrong-password-${i}`);
      expect(res.status(), `failure ${i}`).toBe(401);
    }
    await login.goto();
    await login.signInWithPassword(account.email, "wrong-password-10");
    await shell.expectToast("Login Failed");

    // The right password is now refused with the lock message, in the form and in the API.
    await login.goto();
    await login.signInWithPassword(account.email, account.password);
    await expect(page.getByText(LOCKED).first()).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === "/login");
    // The lock stops password guesses only: the message says which ways in still work.
    const error = byTestId(page, "login-error");
    await expect(error).toContainText("To get in now, use the E-mail code tab, or reset your password.");
    await expect(error.getByRole("link", { name: "reset your password" })).toHaveAttribute("href", "/forgot");

    const locked = await apiLogin(request, account.email, account.password);
    expect(locked.status()).toBe(423);
    expect((await locked.json()).message).toBe(LOCKED);
  });
});
