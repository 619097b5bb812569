import { CURRENCY_CODES, parseSalary, type Salary } from "@/lib/jobs/salary";

/** Finds the salary inside an answer and writes it the way a job post shows it. Parsing itself is lib/jobs/salary.ts. */
export type SalaryFinding =
  | { kind: "salary"; salary: Salary; salaryRange: string; missingCurrency: boolean }
  | { kind: "vague"; salaryRange: string };

const CODES = CURRENCY_CODES.join("|");
const VAGUE = /\b(competitive|negotiable|doe|depends|depending|market[- ]rate|tbd|to be (decided|discussed)|attractive|good pay|fair pay|open to discussion|flexible)\b/i;
const CURRENCY = String.raw`(?:\b(?:CA?|AU?|NZ|S|US|R)\$|[$€£¥₹]|zł|\b(?:${CODES})\b)`;
/** Digits with thousands separators (comma, dot, apostrophe, a space or a thin space: "75 000") or without. */
const AMOUNT = String.raw`(?:\d{1,3}(?:[,.'’\u00a0\u2009\u202f ]\d{3})+(?![\d])|\d[\d,.'’]*)(?:\s?(?:k|K|m|M)\b|\s?(?:thousand|million|LPA|lpa|lakhs?|lacs?|crores?)\b)?`;
const WORDS = String.raw`(?:\s*(?:[$€£¥₹]|zł|${CODES}|dollars?|euros?|pounds?|bucks|rupees?|dirhams?|reais|real|złotych|zloty))?`;
const UNIT = String.raw`(?:\s*(?:\/\s*(?:h|hr|hour|std|day|d|tag|week|wk|month|mo|monat|year|yr|jahr)\b|p\/[dhm]\b|per (?:hour|day|week|month|year|annum|diem)|pro (?:stunde|tag|woche|monat|jahr)|im monat|\/\s*mies\.?|\/\s*miesi[ąa]c|miesi[ęe]cznie|na miesi[ąa]c|miesi[ąa]c|\/\s*m[eê]s|por m[eê]s|mensal|por mes|al mes|mensuel|par mois|\+\s*vat|an? (?:hour|day|week|month|year)|hourly|daily|weekly|monthly|monatlich|mtl\.?|yearly|annually|jährlich|p\.?\s?a\.?|pcm|tagessatz|stundensatz|brutto|netto|gross|net\b|before tax|after tax))*`;
const FRAGMENT = new RegExp(
  String.raw`${CURRENCY}?\s?${AMOUNT}${WORDS}(?:\s*(?:-|–|—|to|and)\s*${CURRENCY}?\s?${AMOUNT})?${WORDS}${UNIT}${WORDS}`,
  "gi",
);
/** An amount that names a perk's budget ("€1,000 learning budget", "$2,000 home office stipend") is not the pay. */
/** "€1,500 learning budget": a perk's amount, not pay; "£25,000 plus shift allowance" is pay with a perk after it. */
const PERK_AMOUNT = /^\s*(?!(?:plus|and|with|\+)\b)(?:[\p{L}-]+\s+){0,2}?[\p{L}-]*(?:budget|stipend|allowance|voucher|credit|grant|zuschuss)\b/iu;
const SALARY_CONTEXT = /\b(salary|pay|paying|budget|compensation|comp|rate|range|package|base|ote|earn)\b/i;
const NOT_MONEY = /^\s*(\+\s*)?(years?|yrs?|y\b|people|employees|engineers|days?(?! rate)|weeks?(?! ?rate)|months?(?! ?rate)|%|percent|hours? (a|per) week|h (a|per) week)/i;

const SYMBOL: Record<string, string> = { USD: "$", EUR: "€", GBP: "£", JPY: "¥", INR: "₹" };
const UNIT_TEXT: Record<Salary["unit"], string> = { HOUR: "an hour", DAY: "a day", WEEK: "a week", MONTH: "a month", YEAR: "a year" };

function money(n: number, currency: string | null): string {
  // "€12.50 an hour", never "€12.5": cents are written in full when there are any.
  const digits = n.toLocaleString("en-US", { minimumFractionDigits: Number.isInteger(n) ? 0 : 2, maximumFractionDigits: 2 });
  if (!currency) return digits;
  return SYMBOL[currency] ? `${SYMBOL[currency]}${digits}` : `${currency} ${digits}`;
}

export function formatSalary(s: Salary): string {
  const range = s.min === s.max ? money(s.min, s.currency) : `${money(s.min, s.currency)}–${money(s.max, s.currency)}`;
  return `${range} ${UNIT_TEXT[s.unit]}`;
}

function plausible(s: Salary, fragment: string): boolean {
  if (s.unit === "YEAR" && s.max < 1000 && !/\b(k|thousand|m|million)\b|\d\s?[kKmM]\b/.test(fragment)) return false;
  return s.min > 0;
}

/**
 * A salary in the text. `answering` means the user is replying to the salary
 * question, so a bare "80-95k" counts; in other answers a number needs a
 * currency, a k/m suffix, a unit or a salary word nearby to count as pay.
 */
export function findSalary(text: string, answering: boolean): SalaryFinding | undefined {
  // A 401(k) is a pension plan, not a figure.
  text = text.replace(/\b401\s*\(?k\)?/gi, "pension");
  for (const m of text.matchAll(FRAGMENT)) {
    const fragment = m[0].trim();
    const after = text.slice(m.index + m[0].length);
    if (!/\d/.test(fragment) || NOT_MONEY.test(after) || PERK_AMOUNT.test(after)) continue;
    const hasMoneySign = new RegExp(CURRENCY).test(fragment) || /\d\s?[kK]\b|thousand|dollars?|euros?|pounds?|bucks/.test(fragment) || /\/|per |an? (hour|day|week|month|year)|hourly|monthly|annually|p\.?a/i.test(fragment);
    const before = text.slice(Math.max(0, m.index - 40), m.index);
    if (!answering && !hasMoneySign && !SALARY_CONTEXT.test(before)) continue;
    // The period may come first ("Tagessatz 650 €", "day rate: £450").
    const period = before.match(/\b(tagessatz|stundensatz|day rate|daily rate|hourly rate|monthly salary|monatsgehalt|gehalt pro monat)\s*:?\s*$/i)?.[1];
    const salary = parseSalary(period ? `${fragment} ${period}` : fragment);
    if (!salary || !plausible(salary, fragment)) continue;
    return { kind: "salary", salary, salaryRange: formatSalary(salary), missingCurrency: salary.currency === null };
  }
  if (VAGUE.test(text) && (answering || SALARY_CONTEXT.test(text))) {
    return { kind: "vague", salaryRange: "Competitive" };
  }
  return undefined;
}

/** "EUR", "in dollars", "pounds": the currency the user adds after a bare figure. */
export function currencyOnly(text: string): string | null {
  return parseSalary(`1 ${text}`)?.currency ?? null;
}
