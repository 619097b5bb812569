import { expect, type Locator, type Page } from "@playwright/test";
import { codeFrom, logPosition, waitForMail } from "../support/mailbox";

export type AccountTypeLabel = "Candidate" | "Company" | "Recruitment agency";

/**
 * /register: e-mail (checked), account type, name and password, then the e-mailed
 * code. `register()` walks the whole flow and returns when the code is submitted.
 */
export class RegisterPage {
  readonly email: Locator;
  readonly name: Locator;
  readonly password: Locator;
  readonly code: Locator;

  constructor(readonly page: Page) {
    this.email = page.getByLabel("Email", { exact: true });
    this.name = page.getByLabel("Name", { exact: true });
    this.password = page.getByLabel("Password", { exact: true });
    this.code = page.getByLabel("Code", { exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto("/register");
    await expect(this.email).toBeVisible();
  }

  accountType(label: AccountTypeLabel): Locator {
    return this.page.getByRole("radio", { name: label, exact: true });
  }

  /** Step 1: the e-mail is checked (POST check-email) before the rest of the form. */
  async submitEmail(email: string): Promise<void> {
    await this.email.fill(email);
    await this.page.getByRole("button", { name: "Continue", exact: true }).click();
  }

  /** Step 2: type, name, password; sends the code. Returns the code from the mail log. */
  async submitDetails(input: { email: string; type: AccountTypeLabel; name: string; password: string }): Promise<string> {
    await this.accountType(input.type).check();
    await this.name.fill(input.name);
    await this.password.fill(input.password);
    const since = logPosition();
    await this.page.getByRole("button", { name: "Send code", exact: true }).click();
    await expect(this.code).toBeVisible();
    return codeFrom(await waitForMail(input.email, since));
  }

  /** Step 3: the code; "Create account" creates the account and signs the user in. */
  async submitCode(code: string): Promise<void> {
    await this.code.fill(code);
    await this.page.getByRole("button", { name: "Create account", exact: true }).click();
  }

  async register(input: { email: string; type: AccountTypeLabel; name: string; password: string }): Promise<void> {
    await this.submitEmail(input.email);
    const code = await this.submitDetails(input);
    await this.submitCode(code);
  }
}
