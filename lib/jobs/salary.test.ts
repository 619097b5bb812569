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
    // Cents after a grouped number are one amount (was read as a range from 56 to 1,234).
    ["1.234,56 € pro Monat", { currency: "EUR", min: 1_234.56, max: 1_234.56, unit: "MONTH" }],
    ["$1,234.50 – $2,000.00 a week", { currency: "USD", min: 1_234.5, max: 2_000, unit: "WEEK" }],
    ["3 200,50 € par mois", { currency: "EUR", min: 3_200.5, max: 3_200.5, unit: "MONTH" }],
    ["65.000 – 75.000 € brutto pro Jahr", { currency: "EUR", min: 65_000, max: 75_000, unit: "YEAR" }],
    // Hourly and daily pay in German, French, Spanish and Portuguese (was read as a year's pay).
    ["25–30 € / Stunde", { currency: "EUR", min: 25, max: 30, unit: "HOUR" }],
    ["18,50 €/Std.", { currency: "EUR", min: 18.5, max: 18.5, unit: "HOUR" }],
    ["15 € de l'heure", { currency: "EUR", min: 15, max: 15, unit: "HOUR" }],
    ["12 € por hora", { currency: "EUR", min: 12, max: 12, unit: "HOUR" }],
    ["450 € par jour", { currency: "EUR", min: 450, max: 450, unit: "DAY" }],
  ])("%s", (text, expected) => {
    expect(parseSalary(text)).toEqual(expected);
  });

  it("gives up on text without numbers", () => {
    expect(parseSalary("competitive")).toBeNull();
    expect(parseSalary("")).toBeNull();
  });
});
