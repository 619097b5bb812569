import "server-only";
import type { Mail } from "@/lib/mail/send";
import { CONFIRM_LINK_DAYS } from "./messages";

/** Every newsletter mail ends with its unsubscribe link. */
const footer = (unsubscribeUrl: string) => `\n\nTo get no more mail from our newsletter at this address, open ${unsubscribeUrl}`;

export function confirmationMail(to: string, links: { confirm: string; unsubscribe: string }): Mail {
  return {
    to,
    subject: "Confirm your newsletter subscription",
    text:
      `Someone — hopefully you — asked to receive our newsletter at this address. ` +
      `To confirm, open ${links.confirm} (valid for ${CONFIRM_LINK_DAYS} days). ` +
      `If it was not you, ignore this mail: nothing is sent until the address is confirmed.` +
      footer(links.unsubscribe),
  };
}

/** Single opt-in (NEWSLETTER_DOUBLE_OPT_IN=false): the subscription starts at once, and the mail says so. */
export function welcomeMail(to: string, links: { unsubscribe: string }): Mail {
  return {
    to,
    subject: "You are subscribed to our newsletter",
    text: "Thank you for subscribing to our newsletter at this address. If it was not you, unsubscribe with the link below." + footer(links.unsubscribe),
  };
}
