import { CURRENCY_CODES, parseSalary, type SalaryUnit } from "./salary";

/**
 * The filters job seekers ask job boards for, derived from a job's free-text
 * fields when it is written (the assistant and the form take what people type:
 * "Full time", "Senior, 5+ years", "Remote (EU)", "€70k–90k a year") into a few
 * indexed columns. Free of database imports: the filter form uses the lists.
 */
export const WORKPLACES = [
  { value: "remote", label: "Remote" },
  { value: "hybrid", label: "Hybrid" },
  { value: "onsite", label: "On-site" },
] as const;
export const EMPLOYMENTS = [
  { value: "full-time", label: "Full-time" },
  { value: "part-time", label: "Part-time" },
  { value: "contract", label: "Contract" },
  { value: "internship", label: "Internship" },
  { value: "temporary", label: "Temporary" },
] as const;
export const LEVELS = [
  { value: "entry", label: "Entry level" },
  { value: "junior", label: "Junior" },
  { value: "mid", label: "Mid level" },
  { value: "senior", label: "Senior" },
  { value: "lead", label: "Lead / principal" },
] as const;
/** Every currency a salary is read in can be filtered on. */
/** The highest minimum salary a job list can be asked for (a year, in the job's currency). */
export const MAX_MIN_SALARY = 100_000_000;
export const SALARY_CURRENCIES = CURRENCY_CODES;

export type Workplace = (typeof WORKPLACES)[number]["value"];
export type Employment = (typeof EMPLOYMENTS)[number]["value"];
export type Level = (typeof LEVELS)[number]["value"];

export type JobFacets = {
  workplace: Workplace | null;
  employment: Employment | null;
  level: Level | null;
  salaryCurrency: string | null;
  salaryMinYearly: number | null;
  salaryMaxYearly: number | null;
};

type FacetSource = {
  jobType?: string | null;
  location?: string | null;
  employmentType?: string | null;
  experienceLevel?: string | null;
  jobTitle?: string | null;
  salaryRange?: string | null;
};

/** "Staff" as a level ("Staff Engineer"), not the word of a profession's title ("Staff Nurse", "Staff Accountant"). */
export const STAFF_LEVEL = String.raw`staff(?!\s+(?:nurses?|accountants?|auditors?|pharmacists?|physicians?|members?|writers?|midwi(?:fe|ves)|assistants?|officers?))`;

const firstMatch = <T>(text: string, rules: [RegExp, T][]): T | null => rules.find(([re]) => re.test(text))?.[1] ?? null;

const WORKPLACE_RULES: [RegExp, Workplace][] = [
  [/\bhybrid\b/i, "hybrid"],
  [/\bremote\b|\bwork from home\b|\bwfh\b|\bdistributed\b/i, "remote"],
  [/\bon[\s-]?site\b|\bin[\s-]?office\b|\boffice[\s-]?based\b/i, "onsite"],
];
const EMPLOYMENT_RULES: [RegExp, Employment][] = [
  [/\bintern(ship)?\b|\bworking student\b|\btrainee\b/i, "internship"],
  [/\bpart[\s-]?time\b/i, "part-time"],
  [/\bcontract(or)?\b|\bfreelance\b|\bconsult(ing|ant)\b/i, "contract"],
  [/\btemp(orary)?\b|\bfixed[\s-]?term\b|\bseasonal\b/i, "temporary"],
  [/\bfull[\s-]?time\b|\bpermanent\b/i, "full-time"],
];
const LEVEL_RULES: [RegExp, Level][] = [
  [new RegExp(String.raw`\b(lead|principal|${STAFF_LEVEL}|head|director|architect)\b`, "i"), "lead"],
  [/\bsenior\b|\bsr\.?\b|\b([5-9]|1\d)\+?\s*(years|yrs)\b/i, "senior"],
  [/\bmid(dle)?[\s-]?(level|senior)?\b|\bintermediate\b|\b[3-4]\+?\s*(years|yrs)\b/i, "mid"],
  [/\bjunior\b|\bjr\.?\b|\b[1-2]\+?\s*(years?|yrs)\b/i, "junior"],
  [/\bentry[\s-]?level\b|\bgraduate\b|\bno experience\b|\bbeginner\b|\bintern(ship)?\b|\btrainee\b|\bapprentice(ship)?\b|\bworking student\b/i, "entry"],
];

/** How many of each pay period make a year (full-time: 2080 hours, 260 days). */
export const PER_YEAR: Record<SalaryUnit, number> = { HOUR: 2080, DAY: 260, WEEK: 52, MONTH: 12, YEAR: 1 };
/** Yearly amounts above this are typing errors, not salaries (and must fit an int column). */
const MAX_YEARLY = 100_000_000;

export function jobFacets(job: FacetSource): JobFacets {
  const workplace = firstMatch(`${job.jobType ?? ""} ${job.location ?? ""}`, WORKPLACE_RULES);
  const employment = firstMatch(job.employmentType ?? "", EMPLOYMENT_RULES);
  const level = firstMatch(job.experienceLevel ?? "", LEVEL_RULES) ?? firstMatch(job.jobTitle ?? "", LEVEL_RULES.slice(0, 4));
  const salary = parseSalary(job.salaryRange);
  const yearly = (n: number) => Math.round(n * PER_YEAR[salary!.unit]);
  const usable = salary && salary.currency && yearly(salary.max) <= MAX_YEARLY;
  return {
    workplace,
    employment,
    level,
    salaryCurrency: usable ? salary.currency : null,
    salaryMinYearly: usable ? yearly(salary.min) : null,
    salaryMaxYearly: usable ? yearly(salary.max) : null,
  };
}
