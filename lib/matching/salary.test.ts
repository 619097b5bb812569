import { describe, expect, it } from "vitest";
import { candidate, job } from "@/tests/helpers/match";
import { salaryCriterion } from "./salary";

const rate = (expectation: string | null, range: string | null = "€70,000 – €90,000 a year") =>
  salaryCriterion(job({ salaryRange: range }), candidate({ salaryExpectation: expectation })).criterion;

describe("salary criterion", () => {
  it("is left out without an expectation", () => {
    expect(rate(null)).toMatchObject({ counted: false, points: 0, evidence: "No salary expectation given" });
    expect(rate("  ")).toMatchObject({ counted: false });
    expect(rate("negotiable")).toMatchObject({ counted: false, evidence: 'Salary expectation "negotiable" could not be read' });
  });

  it("fits inside or below the range", () => {
    expect(rate("€80k")).toMatchObject({ counted: true, points: 10, evidence: "Expects €80,000 a year; the job offers €70,000–€90,000 a year: within the range" });
    expect(rate("60000")).toMatchObject({ points: 10, evidence: "Expects €60,000 a year; the job offers €70,000–€90,000 a year: below the range" });
    // A range's low end is what is compared.
    expect(rate("85-100k EUR").points).toBe(10);
  });

  it("loses points the further above the top", () => {
    expect(rate("95k EUR")).toMatchObject({ points: 6, evidence: "Expects €95,000 a year; the job offers €70,000–€90,000 a year: 6% above the top" });
    expect(rate("110k EUR")).toMatchObject({ points: 3, evidence: expect.stringMatching(/22% above the top$/) });
    expect(rate("150k EUR").points).toBe(0);
  });

  it("compares yearly amounts whatever the period", () => {
    // 7,000 a month = 84,000 a year.
    expect(rate("€7,000 a month").evidence).toBe("Expects €7,000 a month; the job offers €70,000–€90,000 a year: within the range");
    expect(rate("€45/h")).toMatchObject({ points: 6, evidence: "Expects €45 an hour; the job offers €70,000–€90,000 a year: 4% above the top" }); // 93,600 a year
  });

  it("does not compare different currencies or a missing range", () => {
    expect(rate("$100k")).toMatchObject({ counted: false, evidence: "Expects $100,000 a year; the job offers €70,000–€90,000 a year: different currencies, not compared" });
    expect(rate("€80k", null)).toMatchObject({ counted: false, evidence: "Expects €80,000 a year; the job gives no salary range" });
  });
});
