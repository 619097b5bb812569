import { expect, type Locator, type Page } from "@playwright/test";

/** /jobs/{id} (and /jobdetails/{id}): the job, its notices and the apply area. */
export class JobPage {
  readonly heading: Locator;
  readonly applyButton: Locator;
  readonly message: Locator;
  readonly notAccepting: Locator;
  readonly signInToApply: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1 });
    this.applyButton = page.getByRole("button", { name: "Apply", exact: true });
    this.message = page.getByLabel("Personal message");
    this.notAccepting = page.getByText("This job is not accepting applications.");
    this.signInToApply = page.getByRole("link", { name: "Sign in to apply" });
  }

  async goto(jobId: number, base = "/jobs"): Promise<void> {
    await this.page.goto(`${base}/${jobId}`);
    await expect(this.heading).toBeVisible();
  }

  meta(property: string): Locator {
    return this.page.locator(`meta[property="${property}"], meta[name="${property}"]`);
  }

  canonical(): Locator {
    return this.page.locator('link[rel="canonical"]');
  }

  jsonLd(): Locator {
    return this.page.locator('script[type="application/ld+json"]');
  }

  async apply(message: string): Promise<void> {
    await this.message.fill(message);
    await this.applyButton.click();
  }
}
