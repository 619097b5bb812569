import { currencyOfPlace } from "@/lib/assistant/vocabulary/places";
import { findSkills } from "@/lib/assistant/vocabulary/skills";
import type { JobFields } from "@/lib/assistant/types";
import { CORRECTION } from "./edits";
import { parseEmploymentType, parseSchedule } from "./employment";
import { parseJobType } from "./job-type";
import { isOnlyLevel, parseLevel } from "./level";
import { findLocationPhrase } from "./location";
import { findSalary, formatSalary } from "./salary-text";
import { adSections, willDuties, withoutExtras } from "./sections";
import { findCompany, findTitle } from "./title";

/**
 * Every field a free-text message mentions, whatever was asked: "Senior React
 * dev at Acme, full-time, remote from Berlin, 80-95k EUR" fills six fields at once.
 * Only confident matches (vocabulary, clear phrases) are returned.
 */
export function extractFields(text: string): JobFields {
  const out: JobFields = {};
  const title = findTitle(text);
  if (title) out.jobTitle = title;
  const company = findCompany(text);
  if (company) out.companyName = company;
  // Years alone say the level only when the message is about nothing else ("5+ years"); "2 years ICU experience"
  // in an ad is a requirement, and the level is asked.
  const { level, years, fromYears } = parseLevel(text);
  if (level && (!fromYears || isOnlyLevel(text))) out.experienceLevel = level;
  if (years !== undefined) out.yearsOfExperience = years;
  const employment = parseEmploymentType(text);
  if (employment) out.employmentType = employment;
  const schedule = parseSchedule(text);
  if (schedule) out.schedule = schedule;
  const jobType = parseJobType(text);
  if (jobType) out.jobType = jobType;
  const location = findLocationPhrase(text);
  if (location) out.location = location;
  const salary = findSalary(text, false);
  if (salary?.kind === "salary") {
    out.salary = salary.salary;
    out.salaryRange = salary.salaryRange;
  }
  // A pasted ad's labelled parts are taken as the ad says them: "Must have …", "Duties: …", "Benefits: …"; skills
  // under "Nice to have:" are not requirements. One skill in prose is usually part of a title ("React developer"):
  // the skills question still needs asking.
  const ad = adSections(text);
  const named = findSkills(withoutExtras(text)).map((s) => s.name);
  const skills = [...new Set([...(ad.requirements ?? []), ...(named.length >= 2 ? named : [])])];
  if (skills.length) out.requiredSkills = skills;
  const extras = (ad.extras ?? []).filter((s) => !skills.includes(s));
  if (extras.length) out.niceToHaves = extras;
  const duties = ad.duties ?? willDuties(text);
  if (duties.length) out.responsibilities = duties;
  if (ad.benefits) out.benefits = ad.benefits;
  return out;
}

/** The list each labelled part of a message adds to ("Must have: …" the required skills). */
const LABELLED_LISTS = { requiredSkills: "requirements", niceToHaves: "extras", responsibilities: "duties", benefits: "benefits" } as const;

/**
 * Keeps only fields the chat does not know yet, unless the message corrects them. A list the chat
 * has already is extended by what a labelled part of the message adds ("Must have: Go, Kubernetes"
 * when Go came earlier adds Kubernetes); skills merely named in passing leave it as it is.
 */
export function newOrCorrected(found: JobFields, known: JobFields, text: string): JobFields {
  if (CORRECTION.test(text)) return keepCurrency(found, known);
  const out: JobFields = {};
  const labelled = adSections(text);
  for (const [key, value] of Object.entries(found) as [keyof JobFields, unknown][]) {
    const current = known[key];
    const empty = current === undefined || (Array.isArray(current) && current.length === 0);
    if (empty) (out as Record<string, unknown>)[key] = value;
    else if (key in LABELLED_LISTS && Array.isArray(current) && labelled[LABELLED_LISTS[key as keyof typeof LABELLED_LISTS]]) {
      const have = new Set((current as string[]).map((item) => item.toLowerCase()));
      const added = (value as string[]).filter((item) => !have.has(item.toLowerCase()));
      if (added.length) (out as Record<string, unknown>)[key] = [...(current as string[]), ...added];
    }
  }
  return out;
}

/**
 * What a turn adds, for the reply's acknowledgement: a list the chat had, extended at its end (newOrCorrected),
 * counts only its new items ("Thanks, Kubernetes", not the skills said before); anything else as it is.
 */
export function addedByTurn(found: JobFields, known: JobFields): JobFields {
  const out: JobFields = { ...found };
  for (const [key, value] of Object.entries(found) as [keyof JobFields, unknown][]) {
    const before = known[key];
    if (!Array.isArray(value) || !Array.isArray(before) || !before.length || value.length <= before.length) continue;
    if (before.every((item, i) => String(item).toLowerCase() === String(value[i]).toLowerCase())) (out as Record<string, unknown>)[key] = value.slice(before.length);
  }
  return out;
}

export const countFields = (f: JobFields) =>
  Object.entries(f).filter(([k, v]) => k !== "yearsOfExperience" && k !== "salary" && v !== undefined && (!Array.isArray(v) || v.length > 0)).length;

/**
 * A figure without a currency takes the one the post already has ("actually the salary is 70k"), else the
 * one of the country the job is in ("35k per month" for Pune is rupees).
 */
export function keepCurrency(found: JobFields, known: JobFields): JobFields {
  if (!found.salary || found.salary.currency) return found;
  const currency = known.salary?.currency ?? currencyOfPlace(found.location ?? known.location);
  if (!currency) return found;
  const salary = { ...found.salary, currency };
  return { ...found, salary, salaryRange: formatSalary(salary) };
}
