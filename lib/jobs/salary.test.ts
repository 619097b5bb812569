import { describe, expect, it } from "vitest";
import { parseSalary } from "./salary";

describe("parseSalary", () => {
  it.each([
    ["80-95k EUR", { currency: "EUR", min: 80_000, max: 95_000, unit: "YEAR" }],
    ["$120,000 to $150,000 a year", { currency: "USD", min: 120_000, max: 150_000, unit: "YEAR" }],
    ["£45k", { currency: "GBP", min: 45_000, max: 45_000, unit: "YEAR" }],
    ["50/h", { currency: null, min: 50, max: 50, unit: "HOUR" }],
    ["€70,000 – €90,000 a year", { currency: "EUR", min: 70_000, max: 90_000, unit: "YEAR" }],
    ["60k-70k USD per annum", { currency: "USD", min: 60_000, max: 70_000, unit: "YEAR" }],
    ["$45 - $60 per hour", { currency: "USD", min: 45, max: 60, unit: "HOUR" }],
    ["4.500 € per month", { currency: "EUR", min: 4_500, max: 4_500, unit: "MONTH" }],
    ["1.2m INR", { currency: "INR", min: 1_200_000, max: 1_200_000, unit: "YEAR" }],
    ["CHF 110'000", { currency: "CHF", min: 110_000, max: 110_000, unit: "YEAR" }],
  ])("%s", (text, expected) => {
    expect(parseSalary(text)).toEqual(expected);
  });

  it("gives up on text without numbers", () => {
    expect(parseSalary("competitive")).toBeNull();
    expect(parseSalary("")).toBeNull();
  });
});
