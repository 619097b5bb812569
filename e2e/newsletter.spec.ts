import { expect, test, type Page } from "@playwright/test";
import { NEWSLETTER_TEXT as T } from "../lib/newsletter/messages";
import { AppShell } from "./pages/app-shell";
import { expectNoSeriousA11yViolations } from "./support/a11y";
import { uniqueEmail } from "./support/accounts";
import { logPosition, waitForMail, type Mail } from "./support/mailbox";
import { byTestId } from "./support/test-id";

/** The newsletter without a provider (the e2e server has no BREVO_API_KEY): double opt-in on the local table. */
const ALREADY = "The email is already subscribed";

async function subscribe(page: Page, where: "landing" | "footer", email: string) {
  const form = byTestId(page, `newsletter-${where}`);
  await form.getByLabel("Email address").fill(email);
  await form.getByRole("button", { name: "Subscribe" }).click();
  return form;
}

/** A link of a newsletter mail, as a path (the server's APP_URL is the e2e base URL). */
function linkFrom(mail: Mail, purpose: "confirm" | "unsubscribe"): string {
  const match = new RegExp(`(https?://[^\\s]+/newsletter/${purpose}\\?token=[^\\s]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`No ${purpose} link in mail "${mail.subject}": ${mail.text}`);
  const url = new URL(match[1]);
  return url.pathname + url.search;
}

test.describe("newsletter", () => {
  test("a visitor subscribes, subscribes again, confirms through the mailed link, and unsubscribes", async ({ page }) => {
    const shell = new AppShell(page);
    const email = uniqueEmail("newsletter");
    await page.goto("/");

    const since = logPosition();
    const landing = await subscribe(page, "landing", email);
    await shell.expectToast(T.confirmationSent);
    await expect(landing.getByTestId("newsletter-result")).toHaveText(T.confirmationSent);
    const mail = await waitForMail(email, since);
    expect(mail.subject).toBe("Confirm your newsletter subscription");

    // The landing page's own form stands just above the footer: the footer's is not shown there, on other pages it is.
    await expect(byTestId(page, "newsletter-footer")).toBeHidden();
    await page.goto("/recruitersocial");
    // Not confirmed yet: the footer's form says it is already subscribed and mails the link again.
    const footer = await subscribe(page, "footer", email);
    await shell.expectToast(T.confirmationResent);
    await expect(footer.getByTestId("newsletter-result")).toContainText(ALREADY);

    // Opening the link changes nothing (mail scanners prefetch links); the button confirms.
    await page.goto(linkFrom(mail, "confirm"));
    await expect(page.getByRole("heading", { level: 1, name: "Confirm your subscription" })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Confirm subscription" }).click();
    await shell.expectToast(T.confirmed);
    await expect(byTestId(page, "newsletter-link-result")).toHaveText(T.confirmed);
    // Done, the card says so: the instruction to press the button is gone with the button.
    await expect(page.getByRole("heading", { level: 1, name: "Subscription confirmed" })).toBeVisible();
    await expect(page.getByText("Press the button to receive our newsletter")).toHaveCount(0);
    await page.reload();
    await expect(byTestId(page, "newsletter-link-state")).toContainText(ALREADY);

    // Subscribed now: a second subscription is exactly the spec's text.
    await page.goto("/");
    await subscribe(page, "landing", email);
    await shell.expectToast(ALREADY);

    // The unsubscribe link every newsletter mail carries.
    await page.goto(linkFrom(mail, "unsubscribe"));
    await expect(page.getByRole("heading", { level: 1, name: "Unsubscribe from the newsletter" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await shell.expectToast(T.unsubscribed);
    await expect(page.getByRole("heading", { level: 1, name: "Unsubscribed" })).toBeVisible();
    await expect(page.getByText("Press the button and we will send no more")).toHaveCount(0);
    await page.reload();
    await expect(byTestId(page, "newsletter-link-state")).toHaveText(T.alreadyUnsubscribed);
  });

  test("the form checks the address before sending, and a broken link says so", async ({ page }) => {
    await page.goto("/");
    const form = await subscribe(page, "landing", "not-an-address");
    await expect(form.getByText("Enter a valid e-mail address.")).toBeVisible();
    await expect(form.getByLabel("Email address")).toHaveAttribute("aria-invalid", "true");
    await expectNoSeriousA11yViolations(page);

    await page.goto("/newsletter/confirm?token=12.forged");
    await expect(page.getByRole("heading", { level: 1, name: "This link does not work" })).toBeVisible();
    await expect(byTestId(page, "newsletter-link-state")).toHaveText(T.linkInvalid);
    await expect(page.getByRole("button", { name: "Confirm subscription" })).toHaveCount(0);
  });
});
