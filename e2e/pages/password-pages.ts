import { expect, type Locator, type Page } from "@playwright/test";

/** /forgot: asks for a reset link. */
export class ForgotPasswordPage {
  readonly email: Locator;

  constructor(readonly page: Page) {
    this.email = page.getByLabel("Email", { exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto("/forgot");
    await expect(this.email).toBeVisible();
  }

  async requestLink(email: string): Promise<void> {
    await this.email.fill(email);
    await this.page.getByRole("button", { name: "Send reset link", exact: true }).click();
  }
}

/** /passwordChange: a new password from a reset link (or, signed in, with the current one). */
export class PasswordChangePage {
  readonly currentPassword: Locator;
  readonly newPassword: Locator;

  constructor(readonly page: Page) {
    this.currentPassword = page.getByLabel("Current password", { exact: true });
    this.newPassword = page.getByLabel("New password", { exact: true });
  }

  async open(linkPath: string): Promise<void> {
    await this.page.goto(linkPath);
    await expect(this.newPassword).toBeVisible();
  }

  async change(password: string): Promise<void> {
    await this.newPassword.fill(password);
    await this.page.getByRole("button", { name: "Change password", exact: true }).click();
  }
}
