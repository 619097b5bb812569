import { randomBytes } from "node:crypto";
import type { Role } from "./paths";

export const DEMO_PASSWORD = "demo-password-1";

export const DEMO: Record<Role, { email: string; password: string; home: string }> = {
  candidate: { email: "candidate@demo.test", password: DEMO_PASSWORD, home: "/jobs" },
  company: { email: "company@demo.test", password: DEMO_PASSWORD, home: "/dashboard" },
  agency: { email: "agency@demo.test", password: DEMO_PASSWORD, home: "/dashboard" },
};

/** Account type labels of the registration radio group, and the stored values. */
export const ACCOUNT_TYPES = {
  candidate: { label: "Candidate", userType: "CANDIDATE", home: "/jobs" },
  company: { label: "Company", userType: "COMPANY", home: "/dashboard" },
  agency: { label: "Recruitment agency", userType: "RECRUIMENTAGENCY", home: "/dashboard" },
} as const;

/**
 * A never-used address. Codes may be sent at most once a minute per address and
 * the e2e database may be reused by hand, so every test makes its own.
 */
export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now().toString(36)}-${randomBytes(3).toString("hex")}@example.test`;
}

/** A password that passes the rules (8–128 characters, not a common one). */
export function strongPassword(): string {
  return `E2e-${randomBytes(6).toString("hex")}-pass`;
}
