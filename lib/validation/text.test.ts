import { describe, expect, it } from "vitest";
import { accountTypeInput } from "@/lib/auth/schemas";
import { createJobSchema } from "@/lib/jobs/schemas";
import { updateProfileSchema } from "@/lib/profiles/schemas";
import { isOneLine } from "./text";

/** One-line values (names, titles, places) refuse what would spoof their display or split a mail header. */
describe("isOneLine", () => {
  it.each(["\u202e", "Agent\r\nBcc: victim@evil.example", "Tab\there", "\u2066isolated\u2069", "\u200b", "—", "\u0085next"])("refuses %j", (s) => {
    expect(isOneLine(s)).toBe(false);
  });
  it.each(["", "Zoë O'Brien-Łukasiewicz", "株式会社", "R2-D2", "محمد", "Acme & Co. (EU)"])("accepts %j", (s) => {
    expect(isOneLine(s)).toBe(true);
  });

  it("is applied to account names, profile names and places, and a job's one-line fields, not to prose", () => {
    expect(accountTypeInput.safeParse({ userType: "CANDIDATE", name: "Agent\r\nBcc: x@evil.example" }).success).toBe(false);
    expect(updateProfileSchema.safeParse({ name: "\u202e" }).success).toBe(false);
    expect(updateProfileSchema.safeParse({ companyName: "Acme\u202eoc" }).success).toBe(false);
    expect(updateProfileSchema.safeParse({ location: "\u202e" }).success).toBe(false);
    expect(updateProfileSchema.safeParse({ about: "Line one\nLine two" }).success).toBe(true);
    expect(createJobSchema.safeParse({ jobTitle: "Engineer\u202e" }).success).toBe(false);
    expect(createJobSchema.safeParse({ jobTitle: "Engineer", location: "Berlin\nParis" }).success).toBe(false);
    expect(createJobSchema.safeParse({ jobTitle: "Engineer", jobDescription: "## Role\n\nBuild things." }).success).toBe(true);
  });
});
