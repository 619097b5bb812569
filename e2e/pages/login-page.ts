import { expect, type Locator, type Page } from "@playwright/test";
import { codeFrom, logPosition, waitForMail } from "../support/mailbox";

/** /login: tabs "Password" (default) and "E-mail code" (one-time code sign-in). */
export class LoginPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly code: Locator;

  constructor(readonly page: Page) {
    this.email = page.getByLabel("Email", { exact: true });
    this.password = page.getByLabel("Password", { exact: true });
    this.code = page.getByLabel("Code", { exact: true });
  }

  async goto(query = ""): Promise<void> {
    await this.page.goto(`/login${query}`);
    await expect(this.email).toBeVisible();
  }

  async signInWithPassword(email: string, password: string): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.page.getByRole("button", { name: "Sign in", exact: true }).click();
  }

  /** Asks for a code and returns it, read from the server's mail log. */
  async requestCode(email: string): Promise<string> {
    await this.page.getByRole("tab", { name: "E-mail code" }).click();
    await this.email.fill(email);
    const since = logPosition();
    await this.page.getByRole("button", { name: "Send code", exact: true }).click();
    await expect(this.code).toBeVisible();
    return codeFrom(await waitForMail(email, since));
  }

  async submitCode(code: string): Promise<void> {
    await this.code.fill(code);
    await this.page.getByRole("button", { name: "Verify", exact: true }).click();
  }
}
