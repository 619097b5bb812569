/**
 * Date ranges as resumes write them: "Jan 2020 – Present", "2019 - 2021",
 * "03/2018 – 11/2020", "March 2017 to June 2019", "2021–now", "Since 2020".
 * Dates come out as the first of the month ("YYYY-MM-01"); a year alone is January.
 */
export type DateRange = {
  start: string | null;
  end: string | null;
  current: boolean;
  /** The line without the range (and its brackets or separators around it). */
  rest: string;
};

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const MONTH = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const YEAR = String.raw`(?:19[5-9]\d|20[0-4]\d)`;
// Month name + year, mm/yyyy or mm.yyyy, yyyy-mm or yyyy/mm, year alone.
const DATE = String.raw`(?:${MONTH},?\s*(?:${YEAR}|'\d{2})|(?:0?[1-9]|1[0-2])[/.]${YEAR}|${YEAR}[-/.](?:0[1-9]|1[0-2])(?!\d)|${YEAR})`;
const NOW = String.raw`(?:present|current(?:ly)?|now|today|ongoing|to\s+date|date)`;
const SEP = String.raw`[ \u00a0]*(?:[-–—‒−~]+|\bto\b|\buntil\b|\btill\b|\bthrough\b|\bthru\b)[ \u00a0]*`;

const EDGE_BEFORE = String.raw`(?<![\w/.-])`;
const EDGE_AFTER = String.raw`(?![\w/])`;
const RANGE = new RegExp(`${EDGE_BEFORE}(?:from\\s+)?(${DATE})${SEP}(${DATE}|${NOW})?${EDGE_AFTER}`, "gi");
const SINCE = new RegExp(`${EDGE_BEFORE}since\\s+(${DATE})${EDGE_AFTER}`, "i");
const NOW_RE = new RegExp(`^${NOW}$`, "i");

const pad = (n: number) => String(n).padStart(2, "0");

/** One date ("Mar 2019", "03/2019", "2019-03", "2019", "Sept. '19") as "YYYY-MM-01", or null. */
export function parseDate(raw: string): string | null {
  const s = raw.trim().toLowerCase().replace(/\.(?=\s|,|$)/, "");
  let m = s.match(/^([a-z]+),?\s*(?:(\d{4})|'(\d{2}))$/);
  if (m) {
    const month = MONTHS.indexOf(m[1]!.slice(0, 3)) + 1;
    const year = m[2] ? Number(m[2]) : 2000 + Number(m[3]);
    return month > 0 ? `${year}-${pad(month)}-01` : null;
  }
  m = s.match(/^(\d{1,2})[/.](\d{4})$/);
  if (m) return validMonth(Number(m[2]), Number(m[1]));
  m = s.match(/^(\d{4})[-/.](\d{2})$/);
  if (m) return validMonth(Number(m[1]), Number(m[2]));
  m = s.match(/^(\d{4})$/);
  return m ? validMonth(Number(m[1]), 1) : null;
}

const validMonth = (year: number, month: number) => (month >= 1 && month <= 12 && year >= 1950 && year < 2050 ? `${year}-${pad(month)}-01` : null);

/** The first date range in a line, or null. A start with nothing after the dash ("2021 –") is ongoing. */
export function findDateRange(line: string): DateRange | null {
  for (const range of line.matchAll(RANGE)) {
    const start = parseDate(range[1]!);
    const endRaw = range[2]?.trim();
    const current = !endRaw || NOW_RE.test(endRaw);
    const end = current ? null : parseDate(endRaw);
    // An open range ("2021 –") only at the end of a line, so "2019 - Berlin" is no range.
    const open = !endRaw && !atLineEnd(line, range.index + range[0].length);
    const backwards = start !== null && end !== null && end < start;
    if (start && (current || end) && !open && !backwards) return { start, end, current, rest: without(line, range.index, range[0].length) };
  }
  const since = line.match(SINCE);
  if (since && since.index !== undefined) {
    const start = parseDate(since[1]!);
    if (start) return { start, end: null, current: true, rest: without(line, since.index, since[0].length) };
  }
  return null;
}

const atLineEnd = (line: string, at: number) => /^[\s)\]|,]*(\t.*)?$/.test(line.slice(at));

/** The line with the matched range (and a duration after it) cut out, tidying brackets and separators left dangling. */
function without(line: string, at: number, length: number): string {
  const after = line.slice(at + length);
  // A length of time after the dates: "(4 years 2 months)", "· 3 yrs 1 mo".
  const duration = after.match(/^\s*[(·•]?\s*(?:\d+\s*(?:years?|yrs?)\b(?:,?\s*\d+\s*(?:months?|mos?)\b)?|\d+\s*(?:months?|mos?)\b)\s*\)?/i);
  return `${line.slice(0, at)} ${duration ? after.slice(duration[0].length) : after}`
    .replace(/\(\s*\)|\[\s*\]/g, " ")
    .replace(/\s*[|,·•–—-]\s*$/, "")
    .replace(/^\s*[|,·•–—-]\s*/, "")
    .replace(/\s*\t\s*/g, "\t")
    .replace(/ {2,}/g, " ")
    .trim();
}

/** "2020-03-01" → 2020 (for scoring and display). */
export const yearOf = (date: string | null): number | null => (date ? Number(date.slice(0, 4)) : null);
