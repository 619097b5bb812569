import { expect, test } from "@playwright/test";
import { NEWSLETTER_TEXT } from "../lib/newsletter/messages";
import { uniqueEmail } from "./support/accounts";
import { AppShell } from "./pages/app-shell";
import { LoginPage } from "./pages/login-page";
import { byTestId } from "./support/test-id";

// Spec §2/§9: toasts at the top right, auto-close after 5 s, Alt+T focuses the notifications.
test("a toast shows at the top right, closes by itself, and Alt+T focuses it", async ({ page }) => {
  // An address with no account: the failure counts against nobody's lockout.
  const email = uniqueEmail("toast");
  const login = new LoginPage(page);
  const shell = new AppShell(page);
  await login.goto();
  await login.signInWithPassword(email, "not-the-password-2");
  const toast = shell.toast("Login Failed");
  await expect(toast).toBeVisible();

  const box = await toast.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport).toBeTruthy();
  const header = await page.getByRole("banner").boundingBox();
  if (box && viewport && header) {
    expect(box.y).toBeLessThan(viewport.height / 4);
    expect(box.x + box.width).toBeGreaterThan(viewport.width * 0.75);
    // Under the header, not over its links.
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
  }
  // Auto-close is 5000 ms (plus the exit animation). The role goes the moment the toast
  // starts leaving; the element stays until its exit animation ends, and Alt+T focuses the
  // first toast element in the area — so wait until it has left the page entirely.
  await expect(toast).toHaveCount(0, { timeout: 9_000 });
  await expect(shell.toastElements()).toHaveCount(0);

  await login.signInWithPassword(email, "not-the-password-3");
  await expect(toast).toBeVisible();
  await page.keyboard.press("Alt+KeyT");
  await expect(toast).toBeFocused();
});

// Alt+T pressed while a toast is still sliding in held it only until the slide ended (react-toastify
// resumes a toast when its entrance animation ends), and Escape left focus on a toast that then closed.
test("Alt+T holds a toast that is still arriving, and Escape resumes it and gives focus back", async ({ page }) => {
  const login = new LoginPage(page);
  const shell = new AppShell(page);
  await login.goto();
  await login.signInWithPassword(uniqueEmail("toast-hold"), "not-the-password-4");
  const toast = shell.toast("Login Failed");
  await expect(toast).toBeVisible();
  await login.password.focus();
  await page.keyboard.press("Alt+KeyT");
  await expect(toast).toBeFocused();
  // The entrance is over when the library removes its animation class; the toast must still be held.
  await expect(toast).not.toHaveClass(/Toastify--animate/);
  const bar = shell.toastElements().first().locator(".Toastify__progress-bar");
  await expect(bar).toHaveCSS("animation-play-state", "paused");
  await page.keyboard.press("Escape");
  await expect(login.password).toBeFocused();
  await expect(bar).toHaveCSS("animation-play-state", "running");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("a toast's close button is a target of at least 24 px with a visible focus outline, and closing by keyboard keeps focus", async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signInWithPassword(uniqueEmail("toast-close"), "not-the-password-5");
    const toast = new AppShell(page).toast("Login Failed");
    await expect(toast).toBeVisible();
    const close = toast.getByRole("button", { name: "close" });
    const box = await close.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(24);
    expect(box?.height).toBeGreaterThanOrEqual(24);
    // By keyboard: Alt+T, then Tab to the close button, which shows where focus is.
    await page.keyboard.press("Alt+KeyT");
    await page.keyboard.press("Tab");
    await expect(close).toBeFocused();
    await expect(close).toHaveCSS("outline-style", "solid");
    // Closing it gives focus back to where it was before Alt+T, not to the top of the page.
    await page.keyboard.press("Enter");
    await expect(toast).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeFocused();
  });
});

// Only errors interrupt: a success or info toast is polite (role="status"), an error assertive (role="alert").
test("an error toast is assertive and a success toast polite", async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signInWithPassword(uniqueEmail("toast-role"), "not-the-password-5");
  await expect(page.getByRole("alert").filter({ hasText: "Login Failed" })).toHaveClass(/Toastify__toast/);

  await page.goto("/");
  const form = byTestId(page, "newsletter-landing");
  await form.getByLabel("Email address").fill(uniqueEmail("toast-role"));
  await form.getByRole("button", { name: "Subscribe" }).click();
  const success = page.locator(".Toastify__toast").filter({ hasText: NEWSLETTER_TEXT.confirmationSent });
  await expect(success).toHaveAttribute("role", "status");
});
