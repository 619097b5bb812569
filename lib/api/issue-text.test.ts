import { describe, expect, it } from "vitest";
import { z } from "zod";
import { issueText } from "./issue-text";

const messages = (schema: z.ZodType, input: unknown) => {
  const parsed = schema.safeParse(input, { error: issueText });
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
};

describe("issueText", () => {
  const job = z.strictObject({ jobTitle: z.string().max(200), requiredSkills: z.array(z.string().max(60)).max(20).optional(), jobId: z.number().int().optional() });

  it("says a missing field is required and a wrong type in words (it read 'Invalid input: expected string, received undefined')", () => {
    expect(messages(job, {})).toEqual(["jobTitle is required"]);
    expect(messages(job, { jobTitle: 7 })).toEqual(["jobTitle must be text"]);
    expect(messages(job, { jobTitle: "x", jobId: "7" })).toEqual(["jobId must be a number"]);
    expect(messages(z.object({ flag: z.boolean() }), { flag: "yes" })).toEqual(["flag must be true or false"]);
  });

  it("gives lengths in characters or items, and names a list's item by its place", () => {
    expect(messages(job, { jobTitle: "x".repeat(201) })).toEqual(["jobTitle must be at most 200 characters"]);
    expect(messages(job, { jobTitle: "x", requiredSkills: ["ok", "a".repeat(61)] })).toEqual(["item 2 of requiredSkills must be at most 60 characters"]);
    expect(messages(job, { jobTitle: "x", requiredSkills: Array(21).fill("a") })).toEqual(["requiredSkills must be at most 20 items"]);
    expect(messages(z.object({ name: z.string().min(1) }), { name: "" })).toEqual(["name must be at least 1 character"]);
  });

  it("names unknown fields", () => {
    expect(messages(job, { jobTitle: "x", jobStatus: "Closed" })).toEqual(['Unknown field "jobStatus"']);
  });

  it("keeps a message the schema chose, exactly (spec §8 texts)", () => {
    const jobId = z.number({ error: "Invalid jobId: must be a valid number" });
    expect(messages(z.object({ jobId }), {})).toEqual(["Invalid jobId: must be a valid number"]);
  });

  it("falls back to zod's English with the field's name", () => {
    expect(messages(z.object({ kind: z.enum(["a", "b"]) }), { kind: "c" })).toEqual(['kind: Invalid option: expected one of "a"|"b"']);
  });
});
