import { describe, expect, it } from "vitest";
import { renameSchema } from "@/lib/assistant/schemas";
import { accountTypeInput } from "@/lib/auth/schemas";
import { createJobSchema } from "@/lib/jobs/schemas";
import { experienceSchema, updateProfileSchema } from "@/lib/profiles/schemas";
import { isOneLine } from "./text";

/** One-line values (names, titles, places) refuse what would spoof their display or split a mail header. */
describe("isOneLine", () => {
  it.each(["\u202e", "Agent\r\nBcc: victim@evil.example", "Tab\there", "\u2066isolated\u2069", "\u200b", "—", "\u0085next", "\u3164", "\u115f\u1160", "a\u2029b", "Eve\u2028Bob", "\u200fabc\u200f", "\u061cabc", "Ali\u00adce", "a\u180eb"])("refuses %j", (s) => {
    expect(isOneLine(s)).toBe(false);
  });
  it.each(["", "Zoë O'Brien-Łukasiewicz", "株式会社", "R2-D2", "محمد", "Acme & Co. (EU)", "می\u200cخواهم", "Ngũgĩ wa Thiong’o", "李小龙"])("accepts %j", (s) => {
    expect(isOneLine(s)).toBe(true);
  });

  it("is applied to account names, profile names and places, and a job's one-line fields, not to prose", () => {
    expect(accountTypeInput.safeParse({ userType: "CANDIDATE", name: "Agent\r\nBcc: x@evil.example" }).success).toBe(false);
    expect(updateProfileSchema.safeParse({ name: "\u202e" }).success).toBe(false);
    expect(updateProfileSchema.safeParse({ companyName: "Acme\u202eoc" }).success).toBe(false);
    expect(updateProfileSchema.safeParse({ location: "\u202e" }).success).toBe(false);
    expect(updateProfileSchema.safeParse({ about: "Line one\nLine two" }).success).toBe(true);
    // What was done in a role is prose; the role's title is one line.
    expect(experienceSchema.safeParse({ title: "Barista", company: "Cafe", startDate: "2019-01", description: "Made coffee.\nTrained two new staff." }).success).toBe(true);
    expect(experienceSchema.safeParse({ title: "Bar\nista", company: "Cafe" }).success).toBe(false);
    expect(createJobSchema.safeParse({ jobTitle: "Engineer\u202e" }).success).toBe(false);
    expect(createJobSchema.safeParse({ jobTitle: "Engineer", location: "Berlin\nParis" }).success).toBe(false);
    expect(createJobSchema.safeParse({ jobTitle: "Engineer", jobDescription: "## Role\n\nBuild things." }).success).toBe(true);
    expect(createJobSchema.safeParse({ jobTitle: "Engineer", requiredSkills: ["Go", "\u202eSQL"] }).success).toBe(false);
    expect(createJobSchema.safeParse({ jobTitle: "Engineer", tags: ["evil\r\nx"] }).success).toBe(false);
    expect(renameSchema.safeParse({ chatid: "f18784b3-0000-4000-8000-000000000000", chatname: "Line1\r\nLine2" }).success).toBe(false);
  });
});
