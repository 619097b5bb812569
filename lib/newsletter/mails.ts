import "server-only";
import type { Mail } from "@/lib/mail/send";
import { CONFIRM_LINK_DAYS } from "./messages";

type UnsubscribeLinks = { unsubscribe: string; oneClick: string };

/** Every newsletter mail ends with its unsubscribe link. */
const footer = (unsubscribeUrl: string) => `\n\nTo get no more mail from our newsletter at this address, open ${unsubscribeUrl}`;

/**
 * And carries RFC 2369's List-Unsubscribe with RFC 8058's one-click POST, so the mail client's own
 * "Unsubscribe" button works (and large mailbox providers expect it of subscription mail).
 */
const listHeaders = (links: UnsubscribeLinks) => ({
  "List-Unsubscribe": `<${links.oneClick}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});

export function confirmationMail(to: string, links: { confirm: string } & UnsubscribeLinks): Mail {
  return {
    to,
    headers: listHeaders(links),
    subject: "Confirm your newsletter subscription",
    text:
      `Someone — hopefully you — asked to receive our newsletter at this address. ` +
      `To confirm, open ${links.confirm} (valid for ${CONFIRM_LINK_DAYS} days). ` +
      `If it was not you, ignore this mail: nothing is sent until the address is confirmed.` +
      footer(links.unsubscribe),
  };
}

/** Single opt-in (NEWSLETTER_DOUBLE_OPT_IN=false): the subscription starts at once, and the mail says so. */
export function welcomeMail(to: string, links: UnsubscribeLinks): Mail {
  return {
    to,
    headers: listHeaders(links),
    subject: "You are subscribed to our newsletter",
    text: "Thank you for subscribing to our newsletter at this address. If it was not you, unsubscribe with the link below." + footer(links.unsubscribe),
  };
}
