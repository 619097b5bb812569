import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldError, Resolver } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { createJobSchema } from "@/lib/jobs/schemas";
import { listError } from "@/components/ui/chips-input";
import { toCreatePayload, toFormValues, type JobFormValues } from "./payload";

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

  it("names the field and the rule in words: a one-letter title, a title too long, a list value too long", () => {
    const first = (values: Partial<JobFormValues>) => createJobSchema.safeParse({ ...toFormValues(null), ...values }).error?.issues[0]?.message;
    expect(first({ jobTitle: "A" })).toBe("Job title needs at least 2 characters");
    expect(first({ jobTitle: "x".repeat(201) })).toBe("Job title can be at most 200 characters");
    expect(first({ jobTitle: "Chef", location: "y".repeat(201) })).toBe("Location can be at most 200 characters");
    expect(first({ jobTitle: "Chef", requiredSkills: ["Cooking", "z".repeat(61)] })).toBe("Each skill can be at most 60 characters");
    expect(first({ jobTitle: "Chef", tags: Array.from({ length: 51 }, (_, i) => `t${i}`) })).toBe("Add at most 50 tags");
    expect(first({ jobTitle: "Chef", jobDescription: "d".repeat(20_001) })).toBe("Description can be at most 20,000 characters");
  });
});

describe("listError (what the skills and tags lists show)", () => {
  const resolve = async (values: Partial<JobFormValues>) => {
    const resolver = zodResolver(createJobSchema) as unknown as Resolver<JobFormValues>;
    const { errors } = await resolver({ ...toFormValues({ jobTitle: "Chef" }), ...values }, undefined, { fields: {}, shouldUseNativeValidation: false });
    return errors;
  };

  it("shows the problem of one value, which the form's resolver files under its index, not on the list (it showed nothing)", async () => {
    const errors = await resolve({ requiredSkills: ["Cooking", "Distributed systems design and operations at very large scale!"] });
    expect(errors.requiredSkills?.message).toBeUndefined();
    expect(listError(errors.requiredSkills as FieldError | undefined)).toBe("Each skill can be at most 60 characters");
  });

  it("shows the list's own problem, and nothing for a valid list", async () => {
    const errors = await resolve({ tags: Array.from({ length: 51 }, (_, i) => `t${i}`) });
    expect(listError(errors.tags as FieldError | undefined)).toBe("Add at most 50 tags");
    expect(listError((await resolve({ tags: ["Remote"] })).tags as FieldError | undefined)).toBeUndefined();
  });
});
