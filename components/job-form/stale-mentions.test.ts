import { describe, expect, it } from "vitest";
import { toFormValues } from "./payload";
import { staleMentions, withMentionsUpdated } from "./stale-mentions";

const saved = toFormValues({
  jobTitle: "Product Marketing Manager",
  companyName: "Acme Health",
  location: "Munich, Germany",
  salaryRange: "€75,000–€95,000 a year",
  jobType: "Hybrid",
  jobDescription: "## Product Marketing Manager\n\nHybrid in Munich, Germany. Salary: €75,000–€95,000 a year.",
});

describe("a description that still says a changed field's old value", () => {
  it("names each repeated field changed since it was saved, and updates it everywhere on request", () => {
    const now = { ...saved, salaryRange: "€80,000–€100,000 a year", location: "Berlin, Germany", jobType: "Remote" };
    const stale = staleMentions(saved, now);
    expect(stale).toEqual([
      { label: "Location", was: "Munich, Germany", now: "Berlin, Germany" },
      { label: "Salary range", was: "€75,000–€95,000 a year", now: "€80,000–€100,000 a year" },
    ]);
    expect(withMentionsUpdated(now.jobDescription, stale)).toBe("## Product Marketing Manager\n\nHybrid in Berlin, Germany. Salary: €80,000–€100,000 a year.");
  });

  it("says nothing for a field the text does not repeat, one emptied, or one unchanged", () => {
    expect(staleMentions(saved, { ...saved, companyName: "Globex" })).toEqual([]);
    expect(staleMentions(saved, { ...saved, salaryRange: "" })).toEqual([]);
    expect(staleMentions(saved, saved)).toEqual([]);
  });
});
