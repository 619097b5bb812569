import { parseExperiences } from "./experience";
import { findHeadline, findLocation, findSummary } from "./profile";
import { linesOf, splitSections } from "./sections";
import { collectSkills, listedSkills } from "./skills";
import type { ResumeProposals } from "./types";

/**
 * The local engine: headings, date ranges and a skills vocabulary, no network.
 * Deterministic, so the same text always gives the same proposals.
 */
export function proposeLocally(text: string): ResumeProposals {
  const parts = splitSections(text);
  const experienceLines = linesOf(parts, "experience");
  // Without an experience heading, dated entries are looked for outside the sections known to hold none.
  const jobLines = experienceLines.length ? experienceLines : [...parts.header, ...linesOf(parts, "other")];
  const experiences = parseExperiences(jobLines);
  const summary = findSummary(linesOf(parts, "summary"));
  const skillLines = linesOf(parts, "skills");
  const prose = [summary ?? "", ...experiences.map((e) => e.description)].join("\n");
  return {
    summary,
    skills: collectSkills(listedSkills(skillLines), skillLines.length ? prose : text),
    experiences,
    headline: findHeadline(parts.header),
    location: findLocation([...parts.header, ...linesOf(parts, "contact")]),
  };
}
