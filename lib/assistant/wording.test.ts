import { describe, expect, it } from "vitest";
import { TOPIC_SPECS } from "./topics";
import { acknowledge } from "./wording";

/** What the interviewer says back, and how it asks. */
describe("acknowledge", () => {
  it.each([0, 1, 2, 3, 4])("reads one colon at most when an answer covers a lot (turn %i)", (turn) => {
    const said = acknowledge({ jobTitle: "Staff Nurse", companyName: "St Marys Hospital", employmentType: "Full-time" }, turn);
    expect(said).toMatch(/that covers a lot: title Staff Nurse/);
    expect(said).not.toMatch(/:\s*that covers/);
  });
});

it("says a level once in a long acknowledgement (\"senior level\", not \"level senior level\")", () => {
  const said = acknowledge({ experienceLevel: "Senior", jobType: "Hybrid", location: "Berlin, Germany" }, 0);
  expect(said).toBe("Got it, that covers a lot: senior level; workplace hybrid; location Berlin, Germany.");
});

it("says the shifts it learned", () => {
  expect(acknowledge({ employmentType: "Full-time", schedule: "Night shifts" }, 1)).toBe("Great, full-time and night shifts.");
});

describe("the skills question", () => {
  const asked = (jobTitle?: string) => TOPIC_SPECS.requiredSkills.question({ jobTitle });

  it.each([
    ["Staff Nurse (ICU)", /patient care/],
    ["Registered Nurse", /patient care/],
    ["Senior React Developer", /React, TypeScript, GraphQL/],
    ["Backend Engineer", /React|Go|SQL/],
    ["Product Designer", /Figma/],
    ["Sous Chef", /food hygiene/i],
    ["Forklift Driver", /licence/],
  ])("gives the %s an example from the role's own field", (title, example) => {
    expect(asked(title)).toMatch(example);
  });

  it.each(["Staff Nurse (ICU)", "Sous Chef", "Office Manager", "Mechanical Engineer", undefined])("asks the %s for no web-developer skills", (title) => {
    expect(asked(title)).not.toMatch(/React|TypeScript|GraphQL/);
  });
});
