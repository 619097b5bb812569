import { describe, expect, it } from "vitest";
import { writeDescription } from "@/lib/assistant/local/describe";
import { jobSummary } from "./summary";

describe("a job's summary", () => {
  it("starts with the description's first sentence, not its line of facts nor its headings", () => {
    // As the assistant writes it, after the page has dropped the "# Title" line.
    const body = writeDescription({ jobTitle: "Senior Backend Engineer", companyName: "Acme Robotics", jobType: "Hybrid", location: "Berlin, Germany", employmentType: "Full-time", experienceLevel: "Senior" }).replace(/^# [^\n]*\n+/, "");
    const summary = jobSummary(body);
    expect(summary).toMatch(/^Acme Robotics is looking for a Senior Backend Engineer to join the team\./);
    expect(summary).not.toContain("·");
    expect(summary).not.toContain("About the role");
  });

  it("keeps a first line that is a sentence, and an empty description is empty", () => {
    expect(jobSummary("We build robots · and we love it. Join us.")).toBe("We build robots · and we love it. Join us.");
    expect(jobSummary("Plain text without any markdown.")).toBe("Plain text without any markdown.");
    expect(jobSummary(null)).toBe("");
  });
});
