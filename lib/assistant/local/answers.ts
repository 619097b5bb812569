import { benefitItems, isBenefitList } from "@/lib/assistant/parse/benefits";
import { parseEmploymentType } from "@/lib/assistant/parse/employment";
import { parseJobType } from "@/lib/assistant/parse/job-type";
import { isOnlyLevel, parseLevel } from "@/lib/assistant/parse/level";
import { findPlaces, parseLocationAnswer } from "@/lib/assistant/parse/location";
import { dutyItems, isSentenceList, splitList, toTags } from "@/lib/assistant/parse/lists";
import { keepCurrency } from "@/lib/assistant/parse/extract";
import { currencyOnly, findSalary, formatSalary } from "@/lib/assistant/parse/salary-text";
import { findCompany, findTitle, parseCompanyAnswer, parseTitleAnswer, titleCase } from "@/lib/assistant/parse/title";
import { findSkills, lookupSkill } from "@/lib/assistant/vocabulary/skills";
import type { JobFields, Topic } from "@/lib/assistant/types";

/** How well a message answers the topic that was asked. */
export type TopicAnswer =
  | { status: "answered"; fields: JobFields }
  /** Something usable but incomplete; `explanation` says what is missing and re-asks. */
  | { status: "partial"; fields: JobFields; explanation: string }
  /** On topic but too vague to use ("competitive", "the usual"); `fields` is what to keep if we stop asking. */
  | { status: "vague"; fields: JobFields }
  | { status: "none" };

const VAGUE = /^(?:the usual(?: stuff)?|usual stuff|standard(?: stuff)?|normal stuff|stuff|things|various(?: things)?|whatever|anything|everything|depends|it depends|all sorts|typical stuff|the normal|you know|etc\.?|whatever is needed|good ones?|someone good|experienced enough|any)[.!\s]*$/i;

const answered = (fields: JobFields): TopicAnswer => ({ status: "answered", fields });

function skillsFrom(text: string): string[] {
  const fromProse = findSkills(text).map((s) => s.name);
  // "3+ years Go, Kubernetes": the years are the level's (read elsewhere), not part of the first skill ("3+ Years Go").
  const items = splitList(text.replace(/^(?:they need|must have|must know|required:?|skills:?|we need|needs?|mainly|mostly)\s+/i, "")).map((i) =>
    i.replace(/^(?:at least\s+)?\d+\s*\+?\s*(?:-\s*\d+\s*)?(?:years?|yrs?)(?:\s+of)?(?:\s+experience)?(?:\s+(?:in|with))?\s+/i, ""),
  );
  const fromList = items
    .filter((i) => i.split(/\s+/).length <= 4)
    .map((i) => lookupSkill(i)?.name ?? (findSkills(i).length ? "" : titleCase(i)))
    .filter(Boolean);
  // A list answer keeps the user's own items; prose keeps only vocabulary matches.
  const useList = items.length > 1 || (items.length === 1 && fromList.length === 1 && text.split(/\s+/).length <= 4);
  return [...new Set([...(useList ? fromList : []), ...fromProse])];
}

/** What comes with the pay ("plus 10% bonus", "+ commission", "and equity"): kept after the range, not dropped. */
const PAY_EXTRA =
  /(?:\bplus\b|\+|\band\b|\bwith\b|,(?=\s))\s*((?:an?\s+)?(?:up to\s+)?(?:[$€£]?\d[\d,.]*\s*[kK]?\s*%?\s+)?(?:[\p{L}-]+\s+){0,2}?(?:bonus(?:es)?|commission|equity|stock options|RSUs?|shares|tips|overtime|OTE|allowances?)\b[^,.;]*)/iu;
/** The salary line holds 100 characters (JOB_MAX.salaryRange); the range itself takes up to about 35. */
const PAY_EXTRA_MAX = 60;

function salaryAnswer(text: string, known: JobFields): TopicAnswer {
  // "EUR" after "80-95k": complete the figure we already have.
  const currency = currencyOnly(text);
  if (known.salary && !known.salary.currency && currency && !/\d/.test(text)) {
    const salary = { ...known.salary, currency };
    return answered({ salary, salaryRange: formatSalary(salary) });
  }
  const found = findSalary(text, true);
  if (!found) return { status: "none" };
  if (found.kind === "vague") return { status: "vague", fields: { salaryRange: found.salaryRange } };
  const extra = text.match(PAY_EXTRA)?.[1]?.trim().slice(0, PAY_EXTRA_MAX);
  // "Up to 60k": a ceiling, not a fixed pay (the figures stay the range's, for the filters and the JobPosting data).
  const range = /\bup to\b/i.test(text.slice(0, text.search(/\d/))) ? `Up to ${found.salaryRange}` : found.salaryRange;
  const fields = keepCurrency({ salary: found.salary, salaryRange: extra ? `${range} plus ${extra}` : range }, known);
  if (!fields.salary?.currency) {
    return { status: "partial", fields, explanation: `I have ${found.salaryRange}. Which currency is that in (EUR, USD, GBP…)?` };
  }
  return answered(fields);
}

/**
 * Whether a free-text answer is really a value of another field: "Senior, 5+ years"
 * is a level, not a company; "€80k" is pay, not a place; "full-time" is not a job
 * title. Such an answer is not taken for the topic asked (the grader stores what it
 * is, and asks the question again).
 */
function belongsElsewhere(topic: Topic, text: string): boolean {
  // Perks given as nice-to-haves are benefits, and so is a short answer that is only another field ("on-site");
  // a place, a skill or pay given as benefits are not.
  if (topic === "niceToHaves") return isBenefitList(text) || onlyAnotherField(text);
  if (topic === "benefits") return !isBenefitList(text, 0.5) && (onlyPlaces(text) || onlySkills(text) || findSalary(text, false)?.kind === "salary");
  // Tools given as the duties ("HubSpot, SEO, Copywriting") are skills, and perks ("30 days paid vacation") benefits.
  if (topic === "responsibilities") return onlySkills(text) || isBenefitList(text);
  // "Mid-level, 3+ years in B2B SaaS" where the skills are asked is the level: "Mid-level" is no skill.
  if (topic === "requiredSkills") return isOnlyLevel(splitList(text)[0] ?? "");
  if (topic !== "jobTitle" && topic !== "companyName" && topic !== "location") return false;
  const salary = findSalary(text, false)?.kind === "salary";
  // A level word inside a name ("Principal Financial Group", "Senior Living Group") does not make the answer a level.
  const level = topic === "companyName" ? isOnlyLevel(text) : Boolean(parseLevel(text).level);
  const employment = Boolean(parseEmploymentType(text));
  const workplace = Boolean(parseJobType(text));
  switch (topic) {
    case "companyName":
      return !findCompany(text) && (salary || level || employment || workplace);
    case "location":
      // Skills given where a remote role's region is asked ("Python, Django") are not a place.
      return !findPlaces(text) && (salary || level || employment || onlySkills(text));
    case "jobTitle":
      // "Senior Backend Engineer" names a level inside a title; "Senior, 5+ years" has no role in it.
      return !findTitle(text) && (salary || employment || workplace || (level && /\d|years?|yrs/i.test(text)));
  }
}

/** A few words that are a workplace, an employment type, pay or a place and nothing else ("on-site", "€80k"). */
const onlyAnotherField = (text: string) =>
  text.split(/\s+/).length <= 2 &&
  !findSkills(text).length &&
  Boolean(parseJobType(text) || parseEmploymentType(text) || findSalary(text, false)?.kind === "salary" || onlyPlaces(text));

/** Every item names a place ("Berlin, Germany"). */
const onlyPlaces = (text: string) => splitList(text).every((item) => item.split(/\s+/).length <= 3 && Boolean(findPlaces(item)));

/** Every item is a skill, perhaps with "experience" or "knowledge" ("Kafka experience"). */
const onlySkills = (text: string) =>
  splitList(text).every((item) => Boolean(lookupSkill(item.replace(/\b(experience|knowledge|skills?|expertise)\b|\b(with|in|of)\s+/gi, "").trim())));

export function parseTopicAnswer(topic: Topic, text: string, known: JobFields): TopicAnswer {
  const t = text.trim();
  if (topic !== "salaryRange" && VAGUE.test(t)) return { status: "vague", fields: {} };
  if (belongsElsewhere(topic, t)) return { status: "none" };
  switch (topic) {
    case "jobTitle": {
      const jobTitle = parseTitleAnswer(t);
      if (!jobTitle) return { status: "none" };
      const { level } = parseLevel(jobTitle);
      return answered(level ? { jobTitle, experienceLevel: level } : { jobTitle });
    }
    case "companyName": {
      const companyName = parseCompanyAnswer(t);
      return companyName ? answered({ companyName }) : { status: "none" };
    }
    case "experienceLevel": {
      const { level, years } = parseLevel(t);
      if (!level) return { status: "none" };
      return answered(years !== undefined ? { experienceLevel: level, yearsOfExperience: years } : { experienceLevel: level });
    }
    case "employmentType": {
      const employmentType = parseEmploymentType(t);
      return employmentType ? answered({ employmentType }) : { status: "none" };
    }
    case "jobType": {
      const jobType = parseJobType(t);
      if (!jobType) return { status: "none" };
      const place = findPlaces(t);
      return answered(place ? { jobType, location: place } : { jobType });
    }
    case "location": {
      const jobType = parseJobType(t);
      const place = findPlaces(t);
      if (jobType && !place) {
        if (jobType === "Remote" && /\b(anywhere|worldwide|global)/i.test(t)) return answered({ jobType, location: "Anywhere" });
        return { status: "partial", fields: { jobType }, explanation: `${jobType} noted. Which city, country or time zone should the post name?` };
      }
      const location = place ?? parseLocationAnswer(t);
      return location ? answered(jobType ? { location, jobType } : { location }) : { status: "none" };
    }
    case "salaryRange":
      return salaryAnswer(t, known);
    case "requiredSkills": {
      const given = skillsFrom(t);
      // The skill in the title ("React Developer") is required even if the list leaves it out.
      const fromTitle = known.jobTitle ? findSkills(known.jobTitle).map((s) => s.name) : [];
      return given.length ? answered({ requiredSkills: [...new Set([...fromTitle, ...given])] }) : { status: "none" };
    }
    case "responsibilities": {
      const items = dutyItems(t);
      if (!items.length) return { status: "vague", fields: {} };
      return answered({ responsibilities: items });
    }
    case "niceToHaves": {
      const items = splitList(t);
      return items.length ? answered({ niceToHaves: items }) : { status: "none" };
    }
    case "benefits": {
      const items = benefitItems(t);
      return items.length ? answered({ benefits: items }) : { status: "none" };
    }
    case "tags": {
      if (isSentenceList(t)) return { status: "none" }; // sentences are not search keywords (grade.ts: maybe the duties)
      const tags = toTags(splitList(t));
      return tags.length ? answered({ tags }) : { status: "none" };
    }
  }
}
