import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { DEMO } from "./support/accounts";
import { BASE_URL } from "./support/paths";
import { AppShell } from "./pages/app-shell";
import { companyApi, createJob, setJobStatus } from "./pages/job-api";
import { JobPage } from "./pages/job-page";
import { LoginPage } from "./pages/login-page";

test("a guest opens a shared job link, sees the job and its share metadata, signs in and comes back", async ({ page, request }) => {
  const api = await companyApi();
  const job = await createJob(api, "Open", "shared");
  const jobPage = new JobPage(page);
  await jobPage.goto(job.id);

  await expect(jobPage.heading).toHaveText(job.jobTitle);
  await expect(page.getByRole("link", { name: job.companyName })).toBeVisible();
  await expect(page.getByText("Berlin, Germany").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "About the role" })).toBeVisible();
  await expect(page.getByText("€70,000 – €90,000 per year")).toBeVisible();

  // Share metadata: unique title, canonical URL, OpenGraph + Twitter card with a per-job image.
  await expect(page).toHaveTitle(new RegExp(job.jobTitle));
  await expect(jobPage.canonical()).toHaveAttribute("href", `${BASE_URL}/jobs/${job.id}`);
  await expect(jobPage.meta("og:title")).toHaveAttribute("content", `${job.jobTitle} at ${job.companyName}`);
  await expect(jobPage.meta("twitter:card")).toHaveAttribute("content", "summary_large_image");
  // Complete per the Open Graph and Twitter card documentation: site name, locale, image alt on both.
  await expect(jobPage.meta("og:site_name")).toHaveAttribute("content", "Hiring Platform");
  await expect(jobPage.meta("og:locale")).toHaveAttribute("content", "en_US");
  await expect(jobPage.meta("og:image:alt")).toHaveAttribute("content", `${job.jobTitle} at ${job.companyName}`);
  await expect(jobPage.meta("twitter:image:alt")).toHaveAttribute("content", `${job.jobTitle} at ${job.companyName}`);
  // The description is styled as an article: its headings and lists carry the typography styles.
  await expect(page.locator(".prose h2, .prose h3").first()).toBeVisible();
  // Styled by the typography stylesheet, which only pages rendering markdown load (components/ui/prose.css).
  await expect(page.locator(".prose :is(h2, h3)").first()).toHaveCSS("font-weight", "600");
  const image = await jobPage.meta("og:image").first().getAttribute("content");
  expect(image).toContain(`/jobs/${job.id}/opengraph-image`);
  const png = await request.get(image!);
  expect(png.status()).toBe(200);
  expect(png.headers()["content-type"]).toBe("image/png");

  // Open job: JobPosting data for search engines, and indexable.
  const ld = JSON.parse((await jobPage.jsonLd().textContent()) ?? "{}") as { "@type": string; title: string };
  expect(ld).toMatchObject({ "@type": "JobPosting", title: job.jobTitle });
  await expect(jobPage.meta("robots")).not.toHaveAttribute("content", /noindex/);

  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);

  await jobPage.signInToApply.click();
  await expect(page).toHaveURL(`/login?callbackUrl=${encodeURIComponent(`/jobs/${job.id}`)}`);
  const login = new LoginPage(page);
  await login.signInWithPassword(DEMO.candidate.email, DEMO.candidate.password);
  await expect(page).toHaveURL(`/jobs/${job.id}`);
  await new AppShell(page).expectSignedIn();
  await expect(jobPage.applyButton).toBeVisible();
  await api.dispose();
});

test("a guest's job page comes from the page cache under a hash-based CSP, hydrates, and revalidates with its ETag", async ({ page, request }) => {
  const api = await companyApi();
  const job = await createJob(api, "Open", "cached");
  const blocked: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" && /Content Security Policy|Refused to/i.test(m.text())) blocked.push(m.text());
  });
  page.on("pageerror", (e) => blocked.push(e.message));
  // A blocked eval a library catches (zod's start-up probe did) reaches no console, only DevTools' Issues.
  const cdp = await page.context().newCDPSession(page);
  cdp.on("Audits.issueAdded", (e) => {
    if (e.issue.code === "ContentSecurityPolicyIssue") blocked.push(JSON.stringify(e.issue.details.contentSecurityPolicyIssueDetails));
  });
  await cdp.send("Audits.enable");
  // The build's scripts and styles come compressed once at build, as brotli (lib/server/static-assets.ts);
  // only a file under 1 kB is sent as it is.
  const assetEncodings = new Map<string, { encoding?: string; length: number }>();
  page.on("response", (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith("/_next/static/")) assetEncodings.set(pathname, { encoding: r.headers()["content-encoding"], length: Number(r.headers()["content-length"]) });
  });

  const first = await request.get(`/jobs/${job.id}`);
  const second = await page.goto(`/jobs/${job.id}`);
  const csp = (await second!.headerValue("content-security-policy")) ?? "";
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(csp).not.toContain("'nonce-");
  expect(csp.split(";").find((d) => d.trim().startsWith("script-src"))).not.toContain("unsafe");
  expect(await first.text()).not.toMatch(/<[^>]+\snonce="/);
  // One rendering served twice: the same document and ETag.
  expect(await second!.headerValue("etag")).toBe(first.headers()["etag"]);

  // The header learns the sign-in state in the browser: it only shows "Sign in" once React has hydrated.
  await new AppShell(page).expectSignedOut();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(job.jobTitle);
  // Nothing on a guest's job page toasts, so react-toastify's container (its chunk, stylesheet and
  // injected <style>) is never mounted (components/layout/toast-demand.ts).
  await page.waitForLoadState("networkidle");
  await expect(page.locator(".Toastify")).toHaveCount(0);
  expect(blocked).toEqual([]);
  expect(assetEncodings.size).toBeGreaterThan(3);
  expect([...assetEncodings].filter(([, sent]) => sent.encoding !== "br" && !(sent.length < 1024))).toEqual([]);
  // The runtime every page loads is compiled eagerly, off the main thread (lib/server/compile-hints.ts).
  const runtime = [...assetEncodings.keys()].find((p) => /\/turbopack-[^/]+\.js$/.test(p));
  expect((await (await request.get(runtime!)).text()).startsWith("//# allFunctionsCalledOnLoad\n")).toBe(true);

  const again = await request.get(`/jobs/${job.id}`, { headers: { "if-none-match": first.headers()["etag"]! } });
  expect(again.status()).toBe(304);
  // A signed-in visitor gets a per-request render with a fresh nonce instead.
  const signedIn = await api.get(`/jobs/${job.id}`);
  expect(signedIn.headers()["content-security-policy"]).toContain("'nonce-");
  await api.dispose();
});

test("a job that is closed shows its notice, no apply button, no JobPosting, and is noindex", async ({ page }) => {
  const api = await companyApi();
  const job = await createJob(api, "Open", "closing");
  const jobPage = new JobPage(page);
  await jobPage.goto(job.id);
  await expect(jobPage.signInToApply).toBeVisible();
  await expect(jobPage.jsonLd()).toHaveCount(1);

  // The page data is cached; closing the job must expire it at once.
  await setJobStatus(api, job.id, "Closed");
  await jobPage.goto(job.id);
  await expect(jobPage.heading).toHaveText(job.jobTitle);
  await expect(jobPage.notAccepting).toBeVisible();
  await expect(jobPage.signInToApply).toHaveCount(0);
  await expect(jobPage.applyButton).toHaveCount(0);
  await expect(jobPage.jsonLd()).toHaveCount(0);
  await expect(jobPage.meta("robots")).toHaveAttribute("content", /noindex/);
  await api.dispose();
});

test("drafts, unknown and non-numeric job ids answer 404 with the not-found page to guests", async ({ page }) => {
  const api = await companyApi();
  const draft = await createJob(api, "Drafted", "draft");
  for (const path of [`/jobs/${draft.id}`, "/jobs/999999999", "/jobs/abc"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: /not found/i }), path).toBeVisible();
    await expect(page.getByText(draft.jobTitle)).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute("content", /noindex/);
  }
  await api.dispose();
});

test("the sitemap lists open jobs and robots.txt names it", async ({ request }) => {
  const api = await companyApi();
  const open = await createJob(api, "Open", "sitemap");
  const closed = await createJob(api, "Closed", "sitemap-closed");
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  expect(xml).toContain(`<loc>${BASE_URL}/jobs/${open.id}</loc>`);
  expect(xml).not.toContain(`<loc>${BASE_URL}/jobs/${closed.id}</loc>`);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${BASE_URL}/sitemap.xml`);
  expect(robots).toContain("Disallow: /dashboard");
  expect(robots).toContain("Disallow: /api/");
  await api.dispose();
});

test("the landing page loads none of the typography styles: only pages that render markdown do", async ({ page, request }) => {
  await page.goto("/");
  const sheets = await page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
  expect(sheets.length).toBeGreaterThan(0);
  for (const href of sheets) expect(await (await request.get(href)).text()).not.toContain(".prose");
});
