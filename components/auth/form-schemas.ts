import { z } from "zod";
import { emailSchema } from "@/lib/auth/email";
import { passwordSchema } from "@/lib/auth/password-rules";

/**
 * Form schemas of the sign-in screens. E-mail and new-password rules are the server's own
 * (lib/auth), so a form refuses exactly what the API would refuse, only sooner.
 */
export const ACCOUNT_TYPE_OPTIONS = [
  { value: "CANDIDATE", label: "Candidate", description: "Find jobs, apply and follow your applications." },
  { value: "COMPANY", label: "Company", description: "Post jobs for your own company and review applicants." },
  {
    value: "RECRUIMENTAGENCY",
    label: "Recruitment agency",
    description: "Post and fill jobs on behalf of your clients.",
  },
] as const;

const accountType = z.enum(["CANDIDATE", "COMPANY", "RECRUIMENTAGENCY"], { error: "Choose an account type." });

/** Sign-in accepts any stored password (rules may have changed since it was set), so only presence is checked. */
const currentPassword = z.string().min(1, "Enter your password.").max(1024, "This password is too long.");

export const codeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, "Enter the 6-digit code from the e-mail.");

export const passwordLoginSchema = z.object({ email: emailSchema, password: currentPassword });
export const emailOnlySchema = z.object({ email: emailSchema });
export const codeOnlySchema = z.object({ code: codeSchema });

export const accountDetailsSchema = z.object({
  userType: accountType,
  name: z.string().trim().min(1, "Enter your name.").max(100, "Use at most 100 characters."),
  password: passwordSchema,
});

export const accountTypeSchema = z.object({
  userType: accountType,
  name: z.string().trim().max(100, "Use at most 100 characters."),
});

export const resetPasswordSchema = z.object({ password: passwordSchema });
export const changePasswordSchema = z.object({ currentPassword, password: passwordSchema });

export type PasswordLoginValues = z.infer<typeof passwordLoginSchema>;
export type EmailOnlyValues = z.infer<typeof emailOnlySchema>;
export type CodeOnlyValues = z.infer<typeof codeOnlySchema>;
export type AccountDetailsValues = z.infer<typeof accountDetailsSchema>;
export type AccountTypeValues = z.infer<typeof accountTypeSchema>;
