import { z } from "zod";
import { LINE_PROBLEM, isOneLine } from "@/lib/validation/text";
import { USER_TYPES } from "@/db/enums";
import { emailSchema } from "./email";
import { passwordSchema } from "./password-rules";

/**
 * The auth domain's schemas: the API's inputs, and the forms' (react-hook-form +
 * zodResolver), which are the same rules or derived from them, so a form refuses
 * exactly what the API would refuse, only sooner. Safe for client bundles: zod only.
 */
export const userTypeSchema = z.enum(USER_TYPES, { error: "Choose an account type." });
const nameSchema = z.string().trim().max(100, "Use at most 100 characters.").refine(isOneLine, LINE_PROBLEM).optional();
/** Any short string: a malformed code is simply a wrong code (and spends a try). */
const codeSchema = z.string({ error: "Enter the code." }).trim().min(1, "Enter the code.").max(12, "Invalid OTP");
/** Sign-in takes any stored password; the rules only apply when one is chosen. */
const currentPasswordSchema = z.string({ error: "Enter your password." }).min(1, "Enter your password.").max(1024, "This password is too long.");

const purposeSchema = z.enum(["register", "login"], { error: "purpose must be register or login." });

/** Registration step 1, password reset requests and the e-mail steps of the forms. */
export const emailInput = z.object({ email: emailSchema });
export const checkEmailInput = emailInput;

export const sendOtpInput = z.object({ email: emailSchema, purpose: purposeSchema.default("register") });

export const registerCodeInput = z.object({
  purpose: z.literal("register"),
  email: emailSchema,
  code: codeSchema,
  password: passwordSchema,
  userType: userTypeSchema,
  name: nameSchema,
});
export const loginCodeInput = z.object({ purpose: z.literal("login"), email: emailSchema, code: codeSchema });

/** `purpose` defaults to "register" (the spec's client does not show it). */
export const verifyOtpInput = z.preprocess(
  (v) => (v && typeof v === "object" && !("purpose" in v) ? { ...v, purpose: "register" } : v),
  z.discriminatedUnion("purpose", [registerCodeInput, loginCodeInput], { error: "purpose must be register or login." }),
);

export const loginInput = z.object({ email: emailSchema, password: currentPasswordSchema });

export const resetPasswordInput = emailInput;

/** A change that keeps the password as it was changes nothing (and would sign the other devices out for nothing). */
export const SAME_PASSWORD = { error: "Choose a new password that is not your current one.", path: ["password"] };
const differsFromCurrent = (v: { currentPassword?: string; password: string }) => v.currentPassword === undefined || v.currentPassword !== v.password;

/** Either the token of a reset link, or (signed in) the current password. */
export const changePasswordInput = z
  .object({
    token: z.string().trim().min(1, "The reset link is incomplete.").max(200).optional(),
    currentPassword: currentPasswordSchema.optional(),
    password: passwordSchema,
  })
  .refine((v) => v.token !== undefined || v.currentPassword !== undefined, {
    error: "Enter your current password.",
    path: ["currentPassword"],
  })
  .refine(differsFromCurrent, SAME_PASSWORD);

export const accountTypeInput = z.object({ userType: userTypeSchema, name: nameSchema });

export const linkedinStartInput = z.object({ callbackUrl: z.string().max(2000).optional() });

export const linkedinCallbackInput = z.object({
  code: z.string().trim().min(1, "The LinkedIn answer has no code.").max(4000),
  state: z.string().trim().min(1, "The LinkedIn answer has no state.").max(200),
});

export const emptyInput = z.object({});

// ── Forms only (each names the API input it stands for) ─────────────────────

/** The code box: stricter than verify-otp's input (which spends a try on any malformed code), so typos never cost one. */
export const codeEntryForm = z.object({
  code: z.string().trim().regex(/^\d{6}$/, "Enter the 6-digit code from the e-mail."),
});
/** Registration's details step: verify-otp's register fields, with a name required. */
export const accountDetailsForm = registerCodeInput.pick({ userType: true, password: true }).extend({
  name: z.string().trim().min(1, "Enter your name.").max(100, "Use at most 100 characters."),
});
/** The two forms of change-password: from a reset link, and signed in with the current password. */
export const newPasswordForm = z.object({ password: passwordSchema });
export const changePasswordForm = z.object({ currentPassword: currentPasswordSchema, password: passwordSchema }).refine(differsFromCurrent, SAME_PASSWORD);

export type AccountDetailsValues = z.infer<typeof accountDetailsForm>;
