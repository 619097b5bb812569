import { z } from "zod";
import { emailSchema } from "@/lib/auth/email";

/** The subscription form and POST /web/common/newsletter/subscribe (one schema for both). */
export const subscribeInput = z.object({ email: emailSchema });
export type SubscribeInput = z.infer<typeof subscribeInput>;

/** The token of a mailed confirm or unsubscribe link: `<id>.<signature>` (lib/newsletter/links.ts). */
export const linkTokenInput = z.object({
  token: z.string({ error: "The link's token is missing." }).trim().min(1, "The link's token is missing.").max(200, "This link is not valid."),
});
