import { expect, type Locator, type Page } from "@playwright/test";

/** The parts of every screen: header navigation, sign-out, the toast area. */
export class AppShell {
  readonly nav: Locator;

  constructor(readonly page: Page) {
    this.nav = page.getByRole("navigation", { name: "Main" });
  }

  signOutButton(): Locator {
    return this.page.getByRole("button", { name: "Sign out", exact: true });
  }

  async signOut(): Promise<void> {
    await this.signOutButton().click();
  }

  /** A toast while it is announced: role="alert" for an error or warning, role="status" for the rest (components/layout/toast.ts). */
  toast(text: string | RegExp): Locator {
    return this.page.locator(".Toastify__toast:is([role=alert], [role=status])").filter({ hasText: text });
  }

  /** Every toast element, announced or still animating out (it loses its role when it starts to leave). */
  toastElements(): Locator {
    return this.page.locator(".Toastify__toast");
  }

  async expectToast(text: string | RegExp): Promise<void> {
    await expect(this.toast(text).first()).toBeVisible();
  }

  /**
   * Closes a toast by its close button, as a user would, and waits until it has left: a toast sits
   * over the top right of the page (a page's own top-right link among it), so a click aimed there
   * while a toast is arriving lands on the toast. A toast also leaves by itself after 5 s: on a loaded
   * machine it can start leaving while the click waits for it to hold still, and a click that waits
   * for a toast that has gone waits for ever (seen with both cores busy, 2026-12-07). So the click is
   * tried while the toast is there, and the toast's absence is what counts.
   */
  async closeToast(text: string | RegExp): Promise<void> {
    const toasts = this.toastElements().filter({ hasText: text });
    await expect(toasts.first()).toBeVisible();
    await expect(async () => {
      if (await toasts.count()) await toasts.first().getByRole("button", { name: "close" }).click({ timeout: 2_000 });
      await expect(toasts).toHaveCount(0, { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
  }

  async expectSignedIn(): Promise<void> {
    await expect(this.signOutButton()).toBeVisible();
  }

  async expectSignedOut(): Promise<void> {
    await expect(this.nav.getByRole("link", { name: "Sign in" })).toBeVisible();
    await expect(this.signOutButton()).toHaveCount(0);
  }
}
