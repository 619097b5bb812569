import { z } from "zod";

/** E-mail addresses are compared and stored trimmed and lower-cased everywhere. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const emailSchema = z
  .string({ error: "Enter your e-mail address." })
  .trim()
  .toLowerCase()
  .min(1, "Enter your e-mail address.")
  .max(254, "This e-mail address is too long.")
  .pipe(z.email({ error: "Enter a valid e-mail address." }));
