import { parseEmploymentType } from "./parse/employment";
import { parseJobType } from "./parse/job-type";
import { parseLevel } from "./parse/level";
import { isNone } from "./parse/intent";
import { toTags } from "./parse/lists";
import { findSalary } from "./parse/salary-text";
import { CATEGORIES, TOPICS, type Grade, type JobFields } from "./types";
import { lookupSkill } from "./vocabulary/skills";

/**
 * Whatever an engine returns passes through here before it touches a chat:
 * text is trimmed and capped, lists are bounded, and values with a canonical
 * form (level, employment type, workplace, skills, salary) are re-read by the
 * local parsers. A model can word things; it cannot store arbitrary data.
 */
const MAX_TEXT = 200;
const MAX_ITEMS = 25;

const text = (v: unknown, max = MAX_TEXT): string | undefined => {
  if (typeof v !== "string") return undefined;
  const t = v.replace(/\s+/g, " ").trim().slice(0, max);
  return t || undefined;
};

// An item that only says there is none ("No", "n/a") is no item.
const list = (v: unknown): string[] | undefined => {
  if (!Array.isArray(v)) return undefined;
  const items = [...new Set(v.map((i) => text(i)).filter((i): i is string => Boolean(i) && !isNone(i!)))].slice(0, MAX_ITEMS);
  return items.length ? items : undefined;
};

export function normaliseFields(raw: Record<string, unknown>): JobFields {
  const f: JobFields = {};
  const title = text(raw.jobTitle);
  if (title) f.jobTitle = title;
  const company = text(raw.companyName);
  if (company) f.companyName = company;
  const levelText = text(raw.experienceLevel);
  if (levelText) f.experienceLevel = parseLevel(levelText).level ?? levelText;
  if (typeof raw.yearsOfExperience === "number" && raw.yearsOfExperience >= 0 && raw.yearsOfExperience <= 40) f.yearsOfExperience = Math.round(raw.yearsOfExperience);
  const employment = text(raw.employmentType);
  if (employment) f.employmentType = parseEmploymentType(employment) ?? employment;
  const schedule = text(raw.schedule);
  if (schedule) f.schedule = schedule;
  const jobType = text(raw.jobType);
  if (jobType) f.jobType = parseJobType(jobType) ?? jobType;
  const location = text(raw.location);
  if (location) f.location = location;
  const salaryText = text(raw.salaryRange);
  if (salaryText) {
    const found = findSalary(salaryText, true);
    if (found?.kind === "salary") {
      f.salary = found.salary;
      f.salaryRange = found.salaryRange;
    } else {
      f.salaryRange = found?.salaryRange ?? salaryText;
    }
  }
  const skills = list(raw.requiredSkills);
  if (skills) f.requiredSkills = [...new Set(skills.map((s) => lookupSkill(s)?.name ?? s))];
  for (const key of ["responsibilities", "niceToHaves", "benefits"] as const) {
    const items = list(raw[key]);
    if (items) f[key] = items;
  }
  const tags = list(raw.tags);
  if (tags) f.tags = toTags(tags);
  return f;
}

export function normaliseGrade(grade: Grade): Grade {
  const category = CATEGORIES.includes(grade.category) ? grade.category : "neutral";
  return {
    category,
    fields: normaliseFields(grade.fields as Record<string, unknown>),
    skipped: grade.skipped.filter((t) => TOPICS.includes(t)),
    explanation: text(grade.explanation, 2000) ?? null,
    nextQuestion: text(grade.nextQuestion, 1000) ?? null,
    nextTopic: grade.nextTopic && TOPICS.includes(grade.nextTopic) ? grade.nextTopic : null,
  };
}
