import { STAFF_LEVEL } from "@/lib/jobs/facets";

/** Experience level and years from the ways people say them ("5+ years", "mid-senior", "new grad"). */
export const LEVELS = ["Internship", "Junior", "Mid-level", "Senior", "Lead", "Principal", "Director"] as const;
export type Level = (typeof LEVELS)[number];

const WORDS: [RegExp, Level][] = [
  [/\b(director|head of|vp|vice president|c-level|cto|cfo|chief)\b/i, "Director"],
  [/\b(principal|distinguished)\b/i, "Principal"],
  // "Staff Engineer" is a level; "Staff Nurse" or "Staff Accountant" is a job title.
  [new RegExp(String.raw`\b(lead|${STAFF_LEVEL}|tech lead|team lead|leading a team)\b`, "i"), "Lead"],
  [/\b(senior|sr\.?|snr|experienced|seasoned|expert)\b/i, "Senior"],
  // Not "mid-sized", "mid-market", "mid-term" or "mid-week": those describe a company or a time.
  [/\b(mid(?![- ]?(?:sized?|market|cap|range|term|week|day|month|year|town|west|east|lands))|mid-level|midlevel|intermediate|medior|regular)\b/i, "Mid-level"],
  [/\b(junior|jr\.?|entry[- ]level|entry|graduate|new grad|grad|beginner|trainee|apprentice|freshers?|no experience(?: (?:needed|required))?|(?:none|nothing|no experience) (?:needed|required)|not required)\b/i, "Junior"],
  [/\b(intern|internship|working student|student)\b/i, "Internship"],
];

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12, fifteen: 15 };

/** "5+ years", "at least 3 yrs", "three years", "2-4 years" → the lower bound. */
export function parseYears(text: string): number | undefined {
  const m = text.match(/\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen)\s*(?:\+|plus)?\s*(?:(?:-|–|to)\s*\d{1,2}\s*)?(?:\+\s*)?(?:years?|yrs?|y)\b(?!\s*old)/i);
  if (!m) return undefined;
  const raw = m[1]!.toLowerCase();
  const n = NUMBER_WORDS[raw] ?? Number(raw);
  return Number.isFinite(n) && n <= 40 ? n : undefined;
}

export function levelFromYears(years: number): Level {
  if (years < 1) return "Junior";
  if (years < 3) return "Junior";
  if (years < 5) return "Mid-level";
  return "Senior";
}

/** Nothing but a level: its words, years and filler ("Senior, 5+ years", "mid to senior") — not a name with a level word in it ("Senior Living Group"). */
export function isOnlyLevel(text: string): boolean {
  if (!parseLevel(text).level) return false;
  let rest = text;
  for (const [re] of WORDS) rest = rest.replace(new RegExp(re.source, "gi"), " ");
  rest = rest.replace(/\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\b|\b(years?|yrs?|y|of|experience|exp|level|at least|min(imum)?|plus|or|and|to|with|a|an|the|someone|person|role|is|it's|needed|required|ideally|preferably)\b|[+\-–,./()!]/gi, " ");
  return rest.trim() === "";
}

/** Whom the role reports to is someone else's level: "report to the ops director" does not make a director. */
const REPORTS_TO = /\b(?:report(?:s|ing)?|answer(?:s|ing)?)\s+(?:directly\s+)?(?:in)?to\b[^,.;\n]*/gi;

/** The level and years a text names; `fromYears` when no level word was said and the years gave it. */
export function parseLevel(text: string): { level?: Level; years?: number; fromYears?: true } {
  const years = parseYears(text);
  const own = text.replace(REPORTS_TO, " ");
  // "Mid-senior" or "mid to senior": the higher one is what the hiring manager needs.
  const hits = WORDS.filter(([re]) => re.test(own)).map(([, l]) => l);
  const level = hits.length ? hits.sort((a, b) => LEVELS.indexOf(b) - LEVELS.indexOf(a))[0] : undefined;
  if (level && !(level === "Lead" && /\blead (generation|gen)\b/i.test(own))) return { level, years };
  if (years !== undefined) return { level: levelFromYears(years), years, fromYears: true };
  return {};
}
