import { describe, expect, it } from "vitest";
import { BY_DUTY, BY_FAMILY, BY_SKILL, GENERAL, PROFESSIONAL } from "./question-bank";

/**
 * A template's {skill} is filled with any name ("Android", "iOS", "Excel"): an article before it would be wrong for
 * half of them ("in a Android app" reached a published post).
 */
describe("question bank templates", () => {
  const templates = [...Object.values(BY_FAMILY).flat(), ...Object.values(BY_SKILL).flat(), ...BY_DUTY, ...PROFESSIONAL, ...GENERAL].map((q) => q.q);

  it("put no article before a filled-in name", () => {
    expect(templates.length).toBeGreaterThan(20);
    expect(templates.filter((q) => /\b(?:a|an)\s+\{/.test(q))).toEqual([]);
  });
});
