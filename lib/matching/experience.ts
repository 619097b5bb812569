import { jobFacets } from "@/lib/jobs/facets";
import { LABELS, WEIGHTS, type MatchCandidate, type MatchExperience, type MatchJob } from "./types";
import { matchSkills, type SkillMatch } from "./skills";
import { years, type Rated } from "./wording";
import { proposeLocally } from "@/lib/resume/local";

/**
 * Experience: years in relevant roles, from the roles' dates (overlapping
 * periods counted once, a current role up to `now`, both end months
 * included), against the years the job asks for: "N+ years" in its
 * experience level, else the level's usual years.
 */
export const LEVEL_YEARS = { entry: 0, junior: 1, mid: 3, senior: 5, lead: 8 } as const;
type Level = keyof typeof LEVEL_YEARS;

const monthIndex = (date: string | null): number | null => {
  const m = date?.match(/^(\d{4})-(\d{2})/);
  return m ? Number(m[1]) * 12 + Number(m[2]) - 1 : null;
};

/** Months covered by the dated roles, overlaps once; roles without a start (or, when not current, an end) are left out and counted as undated, roles not begun yet only left out. */
export function monthsOfExperience(roles: MatchExperience[], now: Date): { months: number; undated: number } {
  const today = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const spans: [number, number][] = [];
  let undated = 0;
  for (const role of roles) {
    const start = monthIndex(role.startDate);
    const end = role.current ? today : monthIndex(role.endDate);
    if (start !== null && start > today) continue; // not begun yet
    if (start === null || end === null || end < start) undated++;
    else spans.push([start, Math.min(end, today) + 1]);
  }
  spans.sort((a, b) => a[0] - b[0]);
  let months = 0;
  let reached = -Infinity;
  for (const [start, end] of spans) {
    if (end > reached) months += end - Math.max(start, reached);
    reached = Math.max(reached, end);
  }
  return { months, undated };
}

/** "5+ years", "at least 3 years", "3-5 yrs" → the lower bound; null when the text names no number of years. */
export function yearsAsked(experienceLevel: string | null): number | null {
  const m = experienceLevel?.match(/\b(\d{1,2})\s*\+?\s*(?:(?:-|–|to)\s*\d{1,2}\s*\+?\s*)?(?:years?|yrs?)\b/i);
  return m ? Number(m[1]) : null;
}

const ROLE_STOP = new Set(["senior", "sr", "junior", "jr", "lead", "principal", "staff", "head", "mid", "level", "associate", "intern", "and", "the", "for", "with", "of", "at", "in", "to", "ii", "iii", "iv"]);
const ROLE_SAME: Record<string, string> = { developer: "engineer", programmer: "engineer", dev: "engineer", swe: "engineer" };

/** The words of a job title that say what the work is ("Senior Back-end Developer" → backend, engineer). */
function roleWords(title: string): Set<string> {
  const joined = title.toLowerCase().replace(/\b(front|back|full)[\s-]+(end|stack)\b/g, "$1$2");
  const words = joined.split(/[^\p{L}\p{N}#+]+/u).filter((w) => w.length >= 2 && !ROLE_STOP.has(w));
  return new Set(words.map((w) => ROLE_SAME[w] ?? w));
}

/**
 * A role is relevant when its title shares a word with the job's, or it names one of the job's
 * skills (only looked for when the profile shows one: `skills` is what matchSkills found).
 */
function relevantRoles(job: MatchJob, roles: MatchExperience[], skills: SkillMatch[]): MatchExperience[] {
  const jobWords = roleWords(job.jobTitle);
  const shown = skills.filter((s) => s.sources.includes("profile")).map((s) => s.name);
  return roles.filter((role) => {
    if ([...roleWords(role.title)].some((w) => jobWords.has(w))) return true;
    if (!shown.length) return false;
    const asCandidate = { headline: "", location: "", profileSummary: "", skills: [], experiences: [role], resumeText: null, salaryExpectation: null };
    return matchSkills(shown, asCandidate).some((s) => s.sources.length);
  });
}

/**
 * The roles to count: the profile's, or — when it has no dated one — those read from the resume sent with the
 * application (the local resume reader's dated entries), so an applicant whose history is only in the resume
 * is not scored as having none.
 */
function rolesOf(candidate: MatchCandidate, now: Date): { roles: MatchExperience[]; fromResume: boolean } {
  const own = { roles: candidate.experiences, fromResume: false };
  if (monthsOfExperience(candidate.experiences, now).months > 0 || !candidate.resumeText) return own;
  const read = proposeLocally(candidate.resumeText).experiences;
  return monthsOfExperience(read, now).months > 0 ? { roles: read, fromResume: true } : own;
}

export function experienceCriterion(job: MatchJob, candidate: MatchCandidate, now: Date, skills = matchSkills(job.requiredSkills, candidate)): Rated {
  const base = { key: "experience", label: LABELS.experience, max: WEIGHTS.experience } as const;
  const level: Level | null = job.level ?? jobFacets({ experienceLevel: job.experienceLevel, jobTitle: job.jobTitle }).level;
  const asked = yearsAsked(job.experienceLevel) ?? (level ? LEVEL_YEARS[level] : null);
  const { roles, fromResume } = rolesOf(candidate, now);
  const all = monthsOfExperience(roles, now);
  const relevant = monthsOfExperience(relevantRoles(job, roles, skills), now);
  const have = relevant.months / 12;
  const total = all.months / 12;
  const asides = [
    fromResume ? "read from the resume" : "",
    all.months > relevant.months ? `${years(total)} in total` : "",
    all.undated ? `${all.undated} ${all.undated === 1 ? "role" : "roles"} without dates not counted` : "",
  ].filter(Boolean);
  const aside = asides.length ? ` (${asides.join("; ")})` : "";
  const haveText = all.months ? `${years(have)} of relevant experience${aside}` : `No dated work experience${aside}`;
  if (asked === null) {
    return { criterion: { ...base, points: 0, evidence: `${haveText}; the job names no level or years`, counted: false }, note: null };
  }
  const levelText = level ? ` (${level})` : "";
  const askedText = asked === 0 ? `the job asks for no prior experience${levelText}` : `the job asks for ${asked}+ years${levelText}`;
  const ratio = asked === 0 ? 1 : Math.min(1, have / asked);
  const well = have >= 2 * asked + 3 ? "; well above what it asks" : "";
  const criterion = { ...base, points: Math.round(ratio * base.max), evidence: `${haveText}; ${askedText}${well}`, counted: true };
  return { criterion, note: experienceNote(ratio, Boolean(well)) };
}

function experienceNote(ratio: number, wellAbove: boolean): string {
  if (wellAbove) return "more experience than asked";
  if (ratio >= 1) return "enough experience";
  return ratio >= 0.75 ? "slightly less experience than asked" : "less experience than asked";
}
