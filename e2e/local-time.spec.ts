import { expect, test, type Page } from "@playwright/test";
import { companyApi, createJob } from "./pages/job-api";
import { JobPage } from "./pages/job-page";
import { storageStateFor } from "./support/paths";

/**
 * Instants are shown in the viewer's zone and locale (components/ui/local-time.tsx): the server
 * writes a neutral UTC text into the same HTML for everyone, the browser rewrites it once hydrated.
 */
const dateIn = (iso: string, timeZone: string) => new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone }).format(new Date(iso));

/** Every <time> in the main content as [instant, text shown]. */
const shownTimes = (page: Page) =>
  page.locator("#main time").evaluateAll((els) => els.map((el) => [el.getAttribute("datetime") ?? "", el.textContent ?? ""] as const));

/** React reports a server/client text mismatch as an uncaught error (#418) or a console error. */
function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error" && /hydrat|#418|#425/i.test(m.text())) errors.push(m.text());
  });
  return errors;
}

for (const timeZone of ["Pacific/Honolulu", "Asia/Tokyo"]) {
  test.describe(`a viewer in ${timeZone}`, () => {
    test.use({ timezoneId: timeZone, locale: "en-US", storageState: storageStateFor("candidate") });

    test("sees each job's date in their own zone, with no hydration mismatch", async ({ page }) => {
      const errors = hydrationErrors(page);
      await page.goto("/jobs");
      await expect(page.locator("#main time").first()).toBeVisible();
      // The seeded jobs were updated at all hours: some fall on another day here than in UTC (near midnight UTC).
      await expect.poll(async () => (await shownTimes(page)).every(([iso, text]) => text === dateIn(iso, timeZone))).toBe(true);
      const times = await shownTimes(page);
      expect(times.filter(([iso]) => dateIn(iso, timeZone) !== dateIn(iso, "UTC")).length).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    });
  });
}

test.describe("a guest on a shared job link", () => {
  test.use({ timezoneId: "Asia/Tokyo", locale: "en-GB" });

  test("gets the same neutral HTML as everyone, and the browser shows the dates in their zone and locale", async ({ page, request }) => {
    const job = await createJob(await companyApi(), "Open", "local-time");
    const html = await (await request.get(`/jobs/${job.id}`)).text();
    const posted = /<time dateTime="([^"]+)">([^<]+)<\/time>/.exec(html);
    expect(posted?.[2]).toBe(dateIn(posted![1]!, "UTC"));

    const errors = hydrationErrors(page);
    await new JobPage(page).goto(job.id);
    const british = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "Asia/Tokyo" }).format(new Date(posted![1]!));
    await expect(page.locator(`time[datetime="${posted![1]}"]`).first()).toHaveText(british);
    expect(errors).toEqual([]);
  });
});
