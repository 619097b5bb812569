import { describe, expect, it } from "vitest";
import { createJobSchema } from "@/lib/jobs/schemas";
import { toCreatePayload, toFormValues } from "./payload";

describe("job form payload (spec §5: empty values and empty arrays are sent as null)", () => {
  it("prefills nulls as empty inputs and lists as arrays", () => {
    const v = toFormValues({ jobTitle: "Chef", companyName: null, requiredSkills: ["Cooking"], tags: null });
    expect(v).toMatchObject({ jobTitle: "Chef", companyName: "", location: "", requiredSkills: ["Cooking"], tags: [] });
  });

  it("sends empty and blank values as null, trims the rest, and keeps the status and chat", () => {
    const values = { ...toFormValues(null), jobTitle: "  Chef ", location: "   ", requiredSkills: ["Cooking", " "], tags: [] };
    const payload = toCreatePayload(values, "Open", "c1");
    expect(payload).toEqual({
      jobTitle: "Chef",
      companyName: null,
      experienceLevel: null,
      employmentType: null,
      jobType: null,
      location: null,
      salaryRange: null,
      jobDescription: null,
      requiredSkills: ["Cooking"],
      tags: null,
      jobStatus: "Open",
      chatId: "c1",
    });
  });

  it("the form's values pass the API's createJobSchema, and a missing title fails it", () => {
    expect(createJobSchema.safeParse(toFormValues({ jobTitle: "Chef" })).success).toBe(true);
    const bad = createJobSchema.safeParse(toFormValues(null));
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe("Job title is required");
  });
});
