import { endpoint, reply, type Endpoint } from "@/lib/api/endpoint";
import { confirmSubscription, unsubscribe } from "./manage";
import { newsletterAnswerOutput } from "./outputs";
import { ONE_CLICK_PATH } from "./links";
import { linkTokenInput, oneClickInput, subscribeInput } from "./schemas";
import { subscribe } from "./subscribe";

const NEWSLETTER = "/web/common/newsletter";

/**
 * The newsletter rows (spec §7 "Subscription"): the browser talks to these, the
 * server to the provider, so the provider's key stays here. Errors carry the
 * spec's texts: 409 'The email is already subscribed', 502 'Failed: Try again
 * after some time!' (or the network error's message), 429 past a limit.
 */
export const newsletterEndpoints: Endpoint[] = [
  endpoint({
    method: "POST",
    path: `${NEWSLETTER}/subscribe`,
    access: "public",
    summary: "Subscribe an address: 201 with a message (confirmation link mailed, or subscribed at once with single opt-in); 409 already subscribed",
    output: newsletterAnswerOutput,
    input: subscribeInput,
    handler: async (input, { ip }) => reply(await subscribe(input.email, ip), { status: 201 }),
  }),
  endpoint({
    method: "POST",
    path: `${NEWSLETTER}/confirm`,
    access: "public",
    summary: "Confirm a subscription with the mailed link's token (adds the address to the provider when configured)",
    output: newsletterAnswerOutput,
    input: linkTokenInput,
    handler: (input) => confirmSubscription(input.token),
  }),
  endpoint({
    method: "POST",
    path: `${NEWSLETTER}/unsubscribe`,
    access: "public",
    summary: "Unsubscribe with the token of the link in any newsletter mail",
    output: newsletterAnswerOutput,
    input: linkTokenInput,
    handler: (input) => unsubscribe(input.token),
  }),
  endpoint({
    method: "POST",
    path: ONE_CLICK_PATH,
    access: "public",
    summary:
      "RFC 8058 one-click unsubscribe, posted by the mail client to the List-Unsubscribe address (?token=…) with the form body List-Unsubscribe=One-Click; no cookie needed",
    body: { type: "form" },
    output: newsletterAnswerOutput,
    input: oneClickInput,
    handler: (input) => unsubscribe(input.token),
  }),
];
