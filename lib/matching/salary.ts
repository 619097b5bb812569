import { PER_YEAR } from "@/lib/jobs/facets";
import { parseSalary, type Salary, type SalaryUnit } from "@/lib/jobs/salary";
import { LABELS, WEIGHTS, type MatchCandidate, type MatchJob } from "./types";
import type { Rated } from "./wording";

/**
 * Salary, only when the candidate gave an expectation: the low end of it,
 * as a yearly amount, against the top of the job's range. At or under the
 * top fits; a little over gets some points. Different currencies are not
 * converted: the criterion then is left out.
 */
export const SALARY_POINTS = { fits: WEIGHTS.salary, upTo10: 6, upTo25: 3, more: 0 } as const;

const UNIT_WORDS: Record<SalaryUnit, string> = { HOUR: "an hour", DAY: "a day", WEEK: "a week", MONTH: "a month", YEAR: "a year" };

const formats = new Map<string, Intl.NumberFormat>();

function money(n: number, currency: string | null): string {
  let format = formats.get(currency ?? "");
  if (!format) {
    format = new Intl.NumberFormat("en", currency ? { style: "currency", currency, maximumFractionDigits: 0 } : { maximumFractionDigits: 0 });
    formats.set(currency ?? "", format);
  }
  return format.format(n);
}

/** "€70,000–€90,000 a year" as the salary was given. */
export function salaryText(s: Salary, currency = s.currency): string {
  const amount = s.min === s.max ? money(s.min, currency) : `${money(s.min, currency)}–${money(s.max, currency)}`;
  return `${amount} ${UNIT_WORDS[s.unit]}`;
}

export function salaryCriterion(job: MatchJob, candidate: MatchCandidate): Rated {
  const base = { key: "salary", label: LABELS.salary, max: WEIGHTS.salary } as const;
  const leftOut = (evidence: string): Rated => ({ criterion: { ...base, points: 0, evidence, counted: false }, note: null });
  if (!candidate.salaryExpectation?.trim()) return leftOut("No salary expectation given");
  const wants = parseSalary(candidate.salaryExpectation);
  if (!wants) return leftOut(`Salary expectation "${candidate.salaryExpectation.trim().slice(0, 60)}" could not be read`);
  const offers = parseSalary(job.salaryRange);
  // An expectation without a currency is read in the job's.
  const currency = wants.currency ?? offers?.currency ?? null;
  const expects = `Expects ${salaryText(wants, currency)}`;
  if (!offers) return leftOut(`${expects}; the job gives no salary range`);
  if (wants.currency && offers.currency && wants.currency !== offers.currency) {
    return leftOut(`${expects}; the job offers ${salaryText(offers)}: different currencies, not compared`);
  }
  const low = wants.min * PER_YEAR[wants.unit];
  const top = offers.max * PER_YEAR[offers.unit];
  const bottom = offers.min * PER_YEAR[offers.unit];
  const over = low / top - 1;
  const offered = `${expects}; the job offers ${salaryText(offers)}`;
  if (over <= 0) {
    const place = low < bottom ? "below the range" : "within the range";
    return { criterion: { ...base, points: SALARY_POINTS.fits, evidence: `${offered}: ${place}`, counted: true }, note: `salary expectation ${place}` };
  }
  const points = over <= 0.1 ? SALARY_POINTS.upTo10 : over <= 0.25 ? SALARY_POINTS.upTo25 : SALARY_POINTS.more;
  const evidence = `${offered}: ${Math.max(1, Math.round(over * 100))}% above the top`;
  return { criterion: { ...base, points, evidence, counted: true }, note: "salary expectation above the range" };
}
