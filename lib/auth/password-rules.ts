import { z } from "zod";
import { isCommonPassword } from "./common-passwords";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const TOO_COMMON = "This password is too common. Choose another.";

/**
 * The one rule set for new passwords (registration, reset, change), shared by
 * forms and handlers. Length per NIST SP 800-63B: at least 8, long passphrases
 * allowed; no composition rules, but a list of the most common passwords is refused.
 * Sign-in does not use it: an old password must still be accepted there.
 */
export const passwordSchema = z
  .string({ error: "Enter a password." })
  .min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `Use at most ${PASSWORD_MAX} characters.`)
  .refine((p) => !isCommonPassword(p), TOO_COMMON);
