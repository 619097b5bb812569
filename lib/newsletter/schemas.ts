import { z } from "zod";
import { emailSchema } from "@/lib/auth/email";

/** The subscription form and POST /web/common/newsletter/subscribe (one schema for both). */
export const subscribeInput = z.object({ email: emailSchema });
export type SubscribeInput = z.infer<typeof subscribeInput>;

/** The token of a mailed confirm or unsubscribe link: `<id>.<signature>` (lib/newsletter/links.ts). */
const linkToken = z.string({ error: "The link's token is missing." }).trim().min(1, "The link's token is missing.").max(200, "This link is not valid.");
export const linkTokenInput = z.object({ token: linkToken });

/** RFC 8058's one-click POST: the token in the List-Unsubscribe address, `List-Unsubscribe=One-Click` as the form body. */
export const oneClickInput = z.object({
  token: linkToken,
  "List-Unsubscribe": z.literal("One-Click", { error: "Send List-Unsubscribe=One-Click as the form body." }),
});
