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

/**
 * Kiritimati is UTC+14 and Pago Pago UTC−11: 25 hours apart, so every instant falls on a different
 * date in the two (whatever the hour the test runs at, which decides the dates of the jobs it lists).
 */
const zones = ["Pacific/Kiritimati", "Pacific/Pago_Pago"] as const;

test("viewers on either side of the date line see each job's date in their own zone, with no hydration mismatch", async ({ browser }) => {
  const seen: Record<string, (readonly [string, string])[]> = {};
  for (const timeZone of zones) {
    const context = await browser.newContext({ timezoneId: timeZone, locale: "en-US", storageState: storageStateFor("candidate") });
    const page = await context.newPage();
    const errors = hydrationErrors(page);
    await page.goto("/jobs");
    await expect(page.locator("#main time").first()).toBeVisible();
    await expect.poll(async () => (await shownTimes(page)).every(([iso, text]) => text === dateIn(iso, timeZone))).toBe(true);
    seen[timeZone] = await shownTimes(page);
    expect(errors).toEqual([]);
    await context.close();
  }
  // The same instant, two dates: the text follows the viewer's zone, not the server's.
  const [east, west] = zones.map((zone) => new Map(seen[zone]));
  const shared = [...east!.keys()].filter((iso) => west!.has(iso));
  expect(shared.length).toBeGreaterThan(0);
  for (const iso of shared) expect(east!.get(iso)).not.toBe(west!.get(iso));
});

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
