import { lookupSkill } from "@/lib/assistant/vocabulary/skills";
import { yearOf } from "@/lib/resume/dates";
import type { ProposedExperience, ResumeProposals } from "@/lib/resume/types";
import type { ExpectedExperience, ResumeExpectation } from "./resumes";

/**
 * How much of what a resume says a parse found. Fields: each experience
 * (title, company, start year and end year or "current" all right), each
 * listed skill, and the summary (found when present, absent when there is none).
 */
export type Score = { found: number; present: number; missed: string[]; /** Proposed experiences that are none of the resume's jobs. */ extra: number };

const norm = (s: string) => s.normalize("NFC").toLowerCase().replace(/\s+/g, " ").trim();
const skillKey = (s: string) => norm(lookupSkill(s)?.name ?? s);

const sameJob = (want: ExpectedExperience, e: ProposedExperience) =>
  norm(e.title) === norm(want.title) &&
  norm(e.company) === norm(want.company) &&
  yearOf(e.startDate) === want.startYear &&
  (want.current ? e.current : !e.current && yearOf(e.endDate) === want.endYear);

export const experienceFound = (want: ExpectedExperience, got: ResumeProposals) => got.experiences.some((e) => sameJob(want, e));

export const skillFound = (want: string, got: ResumeProposals) => got.skills.some((s) => skillKey(s) === skillKey(want));

export function scoreResume(expected: ResumeExpectation, got: ResumeProposals): Score {
  const missed = [
    ...expected.experiences.filter((e) => !experienceFound(e, got)).map((e) => `experience ${e.title} / ${e.company} (${e.startYear})`),
    ...expected.skills.filter((s) => !skillFound(s, got)).map((s) => `skill ${s}`),
    ...(expected.summary === (got.summary !== null) ? [] : [expected.summary ? "summary" : "summary (none expected)"]),
  ];
  const present = expected.experiences.length + expected.skills.length + 1;
  const extra = got.experiences.filter((e) => !expected.experiences.some((want) => sameJob(want, e))).length;
  return { found: present - missed.length, present, missed, extra };
}
