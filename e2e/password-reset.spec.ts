import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { strongPassword, uniqueEmail } from "./support/accounts";
import { apiLogin, registerViaApi } from "./support/api";
import { logPosition, resetLinkFrom, waitForMail } from "./support/mailbox";
import { SERVER_LOG } from "./support/paths";
import { AppShell } from "./pages/app-shell";
import { LoginPage } from "./pages/login-page";
import { ForgotPasswordPage, PasswordChangePage } from "./pages/password-pages";
import { byTestId } from "./support/test-id";

const SAME_ANSWER = "If an account exists for that address, we have sent a link to reset the password.";

test.describe("forgot and reset password", () => {
  test("the mailed link sets a new password once; the old one stops working", async ({ page, request }) => {
    const account = await registerViaApi(request, "candidate", "reset");
    const forgot = new ForgotPasswordPage(page);
    await forgot.goto();
    const since = logPosition();
    await forgot.requestLink(account.email);
    await expect(page.getByText(SAME_ANSWER)).toBeVisible();
    const link = resetLinkFrom(await waitForMail(account.email, since));

    const change = new PasswordChangePage(page);
    await change.open(link);
    const newPassword = strongPassword();
    await change.change(newPassword);
    // Announced once: the outcome replaces the form, with no toast saying the same (README "announced once").
    await expect(byTestId(page, "password-changed")).toContainText("Password changed.");
    await expect(new AppShell(page).toastElements()).toHaveCount(0);
    // The card's title follows: it no longer asks to set a password above the news that it is set.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("New password set");

    expect((await apiLogin(request, account.email, account.password)).status()).toBe(401);
    const login = new LoginPage(page);
    await login.goto();
    await login.signInWithPassword(account.email, newPassword);
    await expect(page).toHaveURL((url) => url.pathname === "/jobs");

    // Single use: the same link opens no form again, it says it no longer works and where to get a new one.
    await page.context().clearCookies();
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: "This link no longer works" })).toBeVisible();
    await expect(page.getByText("This reset link is invalid, used or expired, or a newer one was sent. Use the newest e-mail, or ask for a new link.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Ask for a new reset link" })).toHaveAttribute("href", "/forgot");
    await expect(page.getByLabel("New password")).toHaveCount(0);
    expect((await apiLogin(request, account.email, newPassword)).status()).toBe(200);
  });

  test("an unknown address gets the same answer and no mail", async ({ page, request }) => {
    const known = await registerViaApi(request, "company", "reset-known");
    const unknown = uniqueEmail("reset-unknown");
    const forgot = new ForgotPasswordPage(page);
    await forgot.goto();
    const since = logPosition();
    await forgot.requestLink(unknown);
    await expect(page.getByText(SAME_ANSWER)).toBeVisible();

    // A request for a real account afterwards: once its mail is logged, any mail
    // for the unknown address would be too.
    await forgot.goto();
    await forgot.requestLink(known.email);
    await expect(page.getByText(SAME_ANSWER)).toBeVisible();
    await waitForMail(known.email, since);
    expect(readFileSync(SERVER_LOG).subarray(since).toString("utf8")).not.toContain(unknown);
  });
});
