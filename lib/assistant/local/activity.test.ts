import { describe, expect, it } from "vitest";
import { pickQuestions } from "./questions";
import { asActivity, gerund } from "./activity";

describe("asActivity", () => {
  it("turns a duty into what a person would say", () => {
    expect(asActivity("Build the checkout")).toBe("building the checkout");
    expect(asActivity("You will review code and mentor two juniors.")).toBe("reviewing code and mentoring two juniors");
    expect(asActivity("Design and run our payment APIs")).toBe("designing and running our payment APIs");
    expect(asActivity("Run the data platform")).toBe("running the data platform");
    expect(asActivity("Write clear documentation")).toBe("writing clear documentation");
    expect(asActivity("Owning the roadmap")).toBe("owning the roadmap");
    expect(asActivity("Customer onboarding for enterprise accounts")).toBe("working on customer onboarding for enterprise accounts");
    // A name keeps its capital: "working on hubSpot workflow automation" was asked (a sixth pass, in the browser).
    expect(asActivity("HubSpot workflow automation and campaign reporting")).toBe("working on HubSpot workflow automation and campaign reporting");
    expect(asActivity("Salesforce administration")).toBe("working on Salesforce administration");
    expect(asActivity("APIs for partners")).toBe("working on APIs for partners");
    expect(asActivity("Sales pipeline reporting")).toBe("working on sales pipeline reporting");
    expect(asActivity("Mentoring new starters")).toBe("mentoring new starters");
  });

  it("forms -ing the way English does", () => {
    expect(["ship", "plan", "lead", "own", "manage", "tie", "see", "open"].map(gerund)).toEqual([
      "shipping", "planning", "leading", "owning", "managing", "tying", "seeing", "opening",
    ]);
  });
});

describe("interview questions", () => {
  it("never quote the recruiter's words back", () => {
    const questions = pickQuestions({
      jobTitle: "Backend Engineer",
      experienceLevel: "Senior",
      requiredSkills: ["Go", "PostgreSQL"],
      responsibilities: ["Design and run our payment APIs", "Mentor two junior engineers"],
    });
    for (const q of questions) expect(q.question).not.toMatch(/["“”]/);
    expect(questions.map((q) => q.question)).toContain(
      "A big part of this role is designing and running our payment APIs. Tell me about a time you did something similar, and what came of it.",
    );
  });
});
