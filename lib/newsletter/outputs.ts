import { z } from "zod";
import { NEWSLETTER_STATUSES } from "@/db/schema";

/** What the newsletter rows answer: the message to show and where the address now stands. */
export const newsletterAnswerOutput = z.object({ message: z.string(), status: z.enum(NEWSLETTER_STATUSES) });
