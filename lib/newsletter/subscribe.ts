import "server-only";
import { env } from "@/lib/env";
import { AppError, conflict } from "@/lib/errors";
import { sendMail } from "@/lib/mail/send";
import { hitRateLimit } from "@/lib/rate-limit";
import { clientLimitKey } from "@/lib/security/client-ip";
import { afterResponse } from "@/lib/server/after-response";
import { addContact, providerConfigured } from "./brevo";
import { linkToken, linkUrl, unsubscribeLinks } from "./links";
import { confirmationMail, welcomeMail } from "./mails";
import { NEWSLETTER_TEXT } from "./messages";
import { insertConfirmed, markConfirmationSent, subscriberByEmail, type Subscriber } from "./store";

export type NewsletterAnswer = { message: string; status: Subscriber["status"] };

/**
 * Per client: enough for an office behind one address, too few to probe many
 * addresses or mail-bomb. Per address: a few confirmation mails an hour, so a
 * lost mail can be sent again but one inbox cannot be flooded.
 */
export const NEWSLETTER_LIMITS = {
  client: { limit: 20, windowSeconds: 60 * 60 },
  address: { limit: 3, windowSeconds: 60 * 60 },
} as const;

async function limit(key: string, { limit, windowSeconds }: { limit: number; windowSeconds: number }, what: string): Promise<void> {
  const { allowed, retryAfterSeconds } = await hitRateLimit(key, limit, windowSeconds);
  if (allowed) return;
  const minutes = Math.ceil(retryAfterSeconds / 60);
  throw new AppError("RATE_LIMITED", `Too many ${what}. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`, { retryAfter: retryAfterSeconds });
}

/** A request without a known client address (tests, `next dev`) is not counted per client, as for sign-in. */
const limitClient = (ip: string | undefined) =>
  !ip || ip === "unknown" ? Promise.resolve() : limit(`newsletter:client:${clientLimitKey(ip)}`, NEWSLETTER_LIMITS.client, "subscriptions from your network");

const limitAddress = (email: string) => limit(`newsletter:address:${email}`, NEWSLETTER_LIMITS.address, "newsletter mails to this address");

const mailLater = (mail: Parameters<typeof sendMail>[0]) => afterResponse(() => sendMail(mail));

/**
 * The subscription form (spec §3/§4). Idempotent per address: a subscribed address
 * is a 409 'The email is already subscribed'. With double opt-in (the default) a
 * new address gets a confirmation link and counts once it is confirmed (the
 * provider, if configured, is called then: ./manage.ts); a pending one gets the
 * same link again. With single opt-in the address is added at once — through the
 * provider when configured, whose answer decides.
 */
export async function subscribe(email: string, ip?: string): Promise<NewsletterAnswer> {
  await limitClient(ip);
  const existing = await subscriberByEmail(email);
  if (existing?.status === "confirmed") throw conflict(NEWSLETTER_TEXT.alreadySubscribed);
  return env.NEWSLETTER_DOUBLE_OPT_IN ? sendConfirmation(email, existing) : subscribeAtOnce(email);
}

async function sendConfirmation(email: string, existing: Subscriber | undefined): Promise<NewsletterAnswer> {
  await limitAddress(email);
  const row = await markConfirmationSent(email);
  if (!row) throw conflict(NEWSLETTER_TEXT.alreadySubscribed); // confirmed meanwhile
  mailLater(
    confirmationMail(email, {
      confirm: linkUrl("confirm", linkToken("confirm", row.id, row.linkKey)),
      ...unsubscribeLinks(row.id, row.linkKey),
    }),
  );
  if (existing?.status === "pending") throw conflict(NEWSLETTER_TEXT.confirmationResent);
  return { message: NEWSLETTER_TEXT.confirmationSent, status: "pending" };
}

async function subscribeAtOnce(email: string): Promise<NewsletterAnswer> {
  await limitAddress(email);
  let message: string = NEWSLETTER_TEXT.subscribed;
  if (providerConfigured()) {
    const result = await addContact(email);
    if (!result.ok) throw new AppError("UPSTREAM_FAILED", result.message);
    message = result.message;
    // The provider already had it: subscribed here too, and said so (spec §8).
    if (!result.added) {
      await insertConfirmed(email);
      throw conflict(NEWSLETTER_TEXT.alreadySubscribed);
    }
  }
  const row = await insertConfirmed(email);
  if (!row) throw conflict(NEWSLETTER_TEXT.alreadySubscribed);
  mailLater(welcomeMail(email, unsubscribeLinks(row.id, row.linkKey)));
  return { message, status: "confirmed" };
}
