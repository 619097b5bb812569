import { expect, type Locator, type Page } from "@playwright/test";

/** /jobs and /getalljobs: the filter form, the result count and the job cards. */
export class JobListPage {
  readonly search: Locator;
  readonly updated: Locator;
  readonly dateFrom: Locator;
  readonly dateTo: Locator;
  readonly list: Locator;
  readonly count: Locator;

  constructor(readonly page: Page) {
    this.search = page.getByLabel("Search", { exact: true });
    this.updated = page.getByLabel("Updated", { exact: true });
    this.dateFrom = page.getByLabel("From date");
    this.dateTo = page.getByLabel("To date");
    this.list = page.getByRole("list", { name: "Jobs" });
    this.count = page.getByRole("status").filter({ hasText: /\d+ jobs?/ });
  }

  async goto(path = "/jobs"): Promise<void> {
    await this.page.goto(path);
    await expect(this.search).toBeVisible();
  }

  async filter(values: { search?: string; updated?: "" | "last7" | "last30" | "specific"; from?: string; to?: string }): Promise<void> {
    if (values.search !== undefined) await this.search.fill(values.search);
    if (values.updated !== undefined) await this.updated.selectOption(values.updated);
    if (values.from !== undefined) await this.dateFrom.fill(values.from);
    if (values.to !== undefined) await this.dateTo.fill(values.to);
    await this.page.getByRole("button", { name: "Apply filters" }).click();
  }

  /** The "Updated" dates (ISO) of the listed jobs. */
  async updatedDates(): Promise<string[]> {
    return this.list.locator("time").evaluateAll((els) => els.map((e) => e.getAttribute("datetime") ?? ""));
  }
}
