import { z } from "zod";
import { EMAIL_MAX_LENGTH, EMAIL_MESSAGES } from "./email-rules";

/** E-mail addresses are compared and stored trimmed and lower-cased everywhere. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const emailSchema = z
  .string({ error: EMAIL_MESSAGES.missing })
  .trim()
  .toLowerCase()
  .min(1, EMAIL_MESSAGES.missing)
  .max(EMAIL_MAX_LENGTH, EMAIL_MESSAGES.tooLong)
  .pipe(z.email({ error: EMAIL_MESSAGES.invalid }));
