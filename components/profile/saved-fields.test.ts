import { describe, expect, it } from "vitest";
import { mergeSaved } from "./saved-fields";

describe("mergeSaved", () => {
  it("gives an untouched list the server's", () => {
    expect(mergeSaved(["Python", "SQL"], ["Python", "SQL"], ["Python", "SQL", "Snowflake"])).toEqual(["Python", "SQL", "Snowflake"]);
  });

  it("keeps a list's unsaved removals and additions and adds what the server gained", () => {
    // Python removed and Go added in the form, not saved yet; Snowflake accepted from the resume.
    expect(mergeSaved(["SQL", "Go"], ["Python", "SQL"], ["Python", "SQL", "Snowflake"])).toEqual(["SQL", "Go", "Snowflake"]);
    expect(mergeSaved(["SQL", "snowflake"], ["SQL"], ["SQL", "Snowflake"])).toEqual(["SQL", "snowflake"]);
  });

  it("takes the saved text for any other field", () => {
    expect(mergeSaved("My draft", "Old summary.", "From the resume.")).toBe("From the resume.");
  });
});
