import "server-only";
import { AppError, badRequest, conflict } from "@/lib/errors";
import { addContact, blockContact, providerConfigured } from "./brevo";
import { tokenMatches, tokenRowId, type LinkPurpose } from "./links";
import { NEWSLETTER_TEXT } from "./messages";
import { confirmationExpired, markConfirmed, markUnsubscribed, subscriberById, type Subscriber } from "./store";
import type { NewsletterAnswer } from "./subscribe";

/** What a mailed link finds; the link pages show it before anything is changed. */
export type LinkState =
  | { state: "invalid" }
  | { state: "expired"; email: string }
  | { state: Subscriber["status"]; email: string };

async function rowOf(purpose: LinkPurpose, token: string): Promise<Subscriber | undefined> {
  const id = tokenRowId(token.trim());
  const row = id === null ? undefined : await subscriberById(id);
  return row && tokenMatches(token.trim(), purpose, row.id, row.linkKey) ? row : undefined;
}

/** Reads only: GET pages call it, so a mail scanner that opens the link changes nothing. */
export async function inspectLink(purpose: LinkPurpose, token: string): Promise<LinkState> {
  const row = await rowOf(purpose, token);
  if (!row) return { state: "invalid" };
  if (purpose === "confirm" && row.status === "pending" && confirmationExpired(row)) return { state: "expired", email: row.email };
  return { state: row.status, email: row.email };
}

/**
 * The confirmation link's button. A pending address becomes a subscriber; with
 * the provider configured it is added there first (POST /v3/contacts) and the
 * provider's answer is the answer: 201 its message, 204 'The email is already
 * subscribed', anything else a 502 'Failed: Try again after some time!' with the
 * address still pending, so the same link can be used again later.
 */
export async function confirmSubscription(token: string): Promise<NewsletterAnswer> {
  const row = await rowOf("confirm", token);
  if (!row) throw badRequest(NEWSLETTER_TEXT.linkInvalid);
  if (row.status === "confirmed") return { message: NEWSLETTER_TEXT.alreadySubscribed, status: "confirmed" };
  if (row.status === "unsubscribed") throw conflict(NEWSLETTER_TEXT.unsubscribedBeforeConfirming);
  if (confirmationExpired(row)) throw badRequest(NEWSLETTER_TEXT.linkExpired);
  let message: string = NEWSLETTER_TEXT.confirmed;
  if (providerConfigured()) {
    const result = await addContact(row.email);
    if (!result.ok) throw new AppError("UPSTREAM_FAILED", result.message);
    message = result.message;
  }
  await markConfirmed(row.id);
  return { message, status: "confirmed" };
}

/**
 * The unsubscribe link's button, in every newsletter mail. A confirmed address is
 * also blocked at the provider when one is configured (its campaigns would reach
 * it otherwise); if the provider cannot be told, nothing changes and the answer
 * says to try again.
 */
export async function unsubscribe(token: string): Promise<NewsletterAnswer> {
  const row = await rowOf("unsubscribe", token);
  if (!row) throw badRequest(NEWSLETTER_TEXT.linkInvalid);
  if (row.status === "unsubscribed") return { message: NEWSLETTER_TEXT.alreadyUnsubscribed, status: "unsubscribed" };
  if (row.status === "confirmed" && providerConfigured()) {
    const result = await blockContact(row.email);
    if (!result.ok) throw new AppError("UPSTREAM_FAILED", result.message);
  }
  await markUnsubscribed(row.id);
  return { message: NEWSLETTER_TEXT.unsubscribed, status: "unsubscribed" };
}
