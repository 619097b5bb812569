import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { companyApi, createJob } from "./pages/job-api";
import { storageStateFor } from "./support/paths";

test.describe("not found", () => {
  for (const path of ["/no-such-page", "/jobs/1/no-such-child", "/dashboardx", "/companydetails/999999999", "/companydetails/abc"]) {
    test(`${path} shows the not-found page with status 404`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: /not found/i })).toBeVisible();
      // A way back: the header and a link home.
      await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
      await expect(page.getByRole("main").getByRole("link").first()).toBeVisible();
    });
  }
});

test.describe("not found for a signed-in recruiter", () => {
  test.use({ storageState: storageStateFor("agency") });

  test("another owner's job, an unknown job and a chat id that is not theirs answer 404, not a 200 page", async ({ page }) => {
    const api = await companyApi();
    const theirs = await createJob(api, "Open", "not-yours");
    await api.dispose();
    const elsewhere = [`/managejobs/${theirs.id}`, `/recruiterjobs/${theirs.id}`, "/managejobs/abc", "/recruiterjobs/999999999", "/jobdetails/999999999"];
    for (const path of [`/jobposting/post/${theirs.id}`, `/dashboard/${randomUUID()}`, "/dashboard/not-a-chat", ...elsewhere]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { name: /not found/i })).toBeVisible();
    }
  });
});
