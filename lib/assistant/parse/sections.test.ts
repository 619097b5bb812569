import { describe, expect, it } from "vitest";
import { adSections } from "./sections";

/** The labelled parts of pasted job ads, in the shapes they come in. */
describe("adSections", () => {
  it("reads inline labels, each to the end of its sentence", () => {
    expect(adSections("Band 5. Must have NMC registration and 2 years ICU experience. Duties: patient monitoring, ventilator care. Benefits: NHS pension, 27 days holiday.")).toEqual({
      requirements: ["NMC registration", "2 years ICU experience"],
      duties: ["Patient monitoring", "Ventilator care"],
      benefits: ["NHS pension", "27 days of paid holiday"],
    });
  });

  it("reads markdown headings and bold labels over lists", () => {
    const md = "### Responsibilities\n- Triage patients\n- Handle admissions\n\n### Requirements\n- Valid RN licence\n\n**What we offer**\n- Pension\n- 25 days holiday";
    expect(adSections(md)).toEqual({ duties: ["Triage patients", "Handle admissions"], requirements: ["Valid RN licence"], benefits: ["Pension plan", "25 days of paid holiday"] });
    expect(adSections("**What you'll do**\n- Build the checkout in React\n- Review code\n**What you bring**\n- TypeScript, React").duties).toEqual(["Build the checkout in React", "Review code"]);
  });

  it("reads '… include' sentences, and gives vocabulary skills by their names", () => {
    expect(adSections("Responsibilities include running the pass and ordering stock.").duties).toEqual(["Running the pass", "Ordering stock"]);
    expect(adSections("Benefits include a pension and 25 days holiday.").benefits).toEqual(["Pension plan", "25 days of paid holiday"]);
    expect(adSections("Requirements: 5+ years with Python, SQL. Nice to have: dbt, Airflow.")).toEqual({ requirements: ["Python", "SQL"], extras: ["dbt", "Airflow"] });
  });

  it("finds no label inside a sentence or in a title ('Urgent requirement:', 'they must have a car')", () => {
    expect(adSections("Urgent requirement: Staff Nurse (ICU). They must have a car, and our benefits are great.")).toEqual({});
  });
});
