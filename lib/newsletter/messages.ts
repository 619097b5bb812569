/**
 * The newsletter's texts (spec §8 "Subscription" and ours). No imports: the
 * form, the link pages and the server share them.
 */
export const NEWSLETTER_TEXT = {
  /** Spec §8: a provider 204, and any second subscription of a subscribed address. */
  alreadySubscribed: "The email is already subscribed",
  /** Spec §8: any provider status other than 201 and 204. */
  failed: "Failed: Try again after some time!",
  /** A provider 201 whose body carries no message of its own. */
  subscribed: "Thank you for subscribing! The newsletter is on its way to your inbox.",
  confirmationSent: "Almost done: we have sent you a link to confirm your subscription. Open it to start receiving the newsletter.",
  confirmationResent: "The email is already subscribed — we have sent the confirmation link again. Open it to start receiving the newsletter.",
  confirmed: "Your subscription is confirmed. Thank you for subscribing!",
  unsubscribed: "You are unsubscribed: we will send no more newsletter mails to this address.",
  alreadyUnsubscribed: "This address is already unsubscribed.",
  unsubscribedBeforeConfirming: "This address was unsubscribed. Subscribe again on our home page to get the newsletter.",
  linkInvalid: "This link is not valid. Copy the whole link from the mail, or subscribe again for a new one.",
  linkExpired: "This confirmation link has expired. Subscribe again and we will send you a new one.",
} as const;

/** How long a confirmation link works after the last confirmation mail. */
export const CONFIRM_LINK_DAYS = 7;
