/**
 * Parses salary ranges the way people type them: "80-95k EUR", "$120,000 to
 * $150,000 a year", "£45k", "50/h", "€70,000 – €90,000 a year", "60k-70k USD per annum".
 * Used for schema.org baseSalary and by the assistant's local engine.
 */
export type SalaryUnit = "HOUR" | "DAY" | "WEEK" | "MONTH" | "YEAR";
export type Salary = { currency: string | null; min: number; max: number; unit: SalaryUnit };

const CURRENCY_SYMBOLS: Record<string, string> = { $: "USD", "€": "EUR", "£": "GBP", "¥": "JPY", "₹": "INR", "CHF": "CHF" };
/** Dollars of other countries, written before the sign ("C$90,000", "A$120k"): read before the bare "$". */
const PREFIXED_DOLLARS: [RegExp, string][] = [
  [/\bCA?\$/i, "CAD"],
  [/\bAU?\$/i, "AUD"],
  [/\bNZ\$/i, "NZD"],
  [/\bS\$/i, "SGD"],
  [/\bUS\$/i, "USD"],
  [/\bR\$/i, "BRL"],
];
/** Symbols written after or before a figure that are not a "$" ("zł" is Poland's złoty). */
const OTHER_SYMBOLS: [RegExp, string][] = [[/zł|\bzl\b/i, "PLN"]];
/** The ISO 4217 codes read in salaries, in the order the job filters offer them: one list for parsing and filtering. */
export const CURRENCY_CODES = [
  "EUR", "USD", "GBP", "CHF", "CAD", "AUD", "SEK", "NOK", "DKK", "PLN", "INR", "JPY", "SGD", "NZD",
  "BRL", "AED", "ZAR", "MXN", "HKD", "CZK", "HUF", "ILS", "CNY",
] as const;
const CODE = new RegExp(`\\b(${CURRENCY_CODES.join("|")})\\b`, "i");
const CURRENCY_WORDS: [RegExp, string][] = [
  [/\b(dollars?|bucks)\b/i, "USD"],
  [/\beuros?\b/i, "EUR"],
  [/\b(pounds?|sterling)\b/i, "GBP"],
  [/\b(rupees?|lakhs?|lacs?|lpa|crores?)\b/i, "INR"],
  [/\bdirhams?\b/i, "AED"],
];
/** Pay periods, in English and the German, French, Spanish and Portuguese of many ads ("pro Monat", "€/Stunde", "par heure"). */
const UNITS: [RegExp, SalaryUnit][] = [
  [/(\/\s*(h(ou)?r?|std|stunde|heure|hora)\b|\bper\s+hour\b|\ban?\s+hour\b|\bhourly\b|\bp\/h\b|\bph\b|\b(pro|je)\s+(stunde|std)\b|\bstundensatz\b|\b(brutto)?stundenlohn\b|\b(par|de\s+l['’])\s*heure\b|\bpor\s+hora\b)/i, "HOUR"],
  [/(\/\s*(day|d|tag|jour)\b|\bper\s+day\b|\ba\s+day\b|\bdaily\b|\bday\s+rate\b|\bp\/d\b|\bper\s+diem\b|\b(pro|je)\s+tag\b|\btagessatz\b|\bpar\s+jour\b|\bpor\s+d[ií]a\b)/iu, "DAY"],
  [/(\/\s*w(ee)?k\b|\bper\s+week\b|\ba\s+week\b|\bweekly\b|\bpro\s+woche\b)/i, "WEEK"],
  [/(\/\s*(mo(nth)?|monat|mies\.?|m[eê]s)(?![\p{L}])|\bper\s+month\b|\ba\s+month\b|\bmonthly\b|\bpcm\b|\bp\/m\b|\b(pro|im)\s+monat\b|\bmonatlich\b|\bmonatsgehalt\b|\bmtl\.?(?!\w)|\bmiesi[ęe]cznie|\bna\s+miesi[ąa]c|\/\s*miesi[ąa]c|\bmiesi[ąa]c\b|\bpor\s+m[eê]s\b|\bmensal\b|\bal\s+mes\b|\bpor\s+mes\b|\bmensuel\b|\bpar\s+mois\b)/iu, "MONTH"],
];

function currencyOf(text: string): string | null {
  for (const [re, iso] of [...PREFIXED_DOLLARS, ...OTHER_SYMBOLS]) if (re.test(text)) return iso;
  const code = text.match(CODE);
  if (code) return code[1]!.toUpperCase();
  for (const [symbol, iso] of Object.entries(CURRENCY_SYMBOLS)) if (text.includes(symbol)) return iso;
  for (const [re, iso] of CURRENCY_WORDS) if (re.test(text)) return iso;
  return null;
}

function unitOf(text: string): SalaryUnit {
  for (const [re, unit] of UNITS) if (re.test(text)) return unit;
  return "YEAR";
}

/**
 * Numbers with their own multiplier ("95k", "1.2m", "120,000"). A grouped number may have cents after the
 * other separator ("1.234,56 €", "$1,234.50"): one amount, not a range from 56 to 1,234.
 */
function amounts(text: string): { value: number; suffix: string }[] {
  const out: { value: number; suffix: string }[] = [];
  const re = /(\d{1,3}(?:([,.'’\s])\d{3})(?:\2\d{3})*(?:(?!\2)[.,]\d{1,2}(?!\d))?|\d+(?:[.,]\d+)?)\s*(k|m|thousand|million|lpa|lakhs?|lacs?|crores?|cr)?\b/gi;
  for (const m of text.matchAll(re)) {
    const raw = m[1]!;
    const grouped = /^\d{1,3}([,.'’\s]\d{3})+([.,]\d{1,2})?$/.test(raw);
    const cents = grouped ? raw.match(/[.,](\d{1,2})$/) : null;
    const value = grouped ? Number(raw.slice(0, cents ? -cents[0].length : undefined).replace(/[,.'’\s]/g, "")) + (cents ? Number(`0.${cents[1]}`) : 0) : Number(raw.replace(",", "."));
    if (Number.isFinite(value)) out.push({ value, suffix: (m[3] ?? "").toLowerCase() });
  }
  return out;
}

/** Thousands, millions, and India's lakh (100,000; "18 LPA" is 18 lakh a year) and crore (ten million). */
const MULTIPLIER: Record<string, number> = {
  k: 1_000, thousand: 1_000, m: 1_000_000, million: 1_000_000,
  lpa: 100_000, lakh: 100_000, lakhs: 100_000, lac: 100_000, lacs: 100_000, crore: 10_000_000, crores: 10_000_000, cr: 10_000_000,
};

export function parseSalary(input: string | null | undefined): Salary | null {
  if (!input) return null;
  const text = input.trim();
  const found = amounts(text).slice(0, 2);
  if (!found.length || found.every((f) => f.value === 0)) return null;
  // "80-95k": a multiplier written once applies to both ends.
  const shared = found.find((f) => f.suffix)?.suffix ?? "";
  const values = found.map((f) => f.value * (MULTIPLIER[f.suffix || shared] ?? 1));
  const min = Math.min(...values);
  const max = Math.max(...values);
  return { currency: currencyOf(text), min, max, unit: unitOf(text) };
}
