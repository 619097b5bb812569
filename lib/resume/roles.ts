import { CITIES, COUNTRIES, REGIONS } from "@/lib/assistant/vocabulary/places";

/**
 * Telling the parts of an entry heading apart: a job title ("Senior Engineer"),
 * a company ("Acme GmbH") or a place ("Berlin, Germany", "Remote").
 */
const TITLE_WORDS = new RegExp(
  String.raw`\b(engineer(ing)?|developer|programmer|manager|designer|analyst|lead|director|consultant|intern|specialist|architect|scientist|officer|head|coordinator|administrator|assistant|associate|executive|representative|accountant|owner|founder|co-founder|president|vp|cto|ceo|cfo|coo|recruiter|researcher|teacher|nurse|technician|writer|editor|marketer|strategist|advisor|adviser|principal|sre|devops|tester|qa|supervisor|trainee|apprentice|fellow|professor|lecturer|freelancer|contractor|operator|chef|clerk|attorney|lawyer|paralegal|pharmacist|physician|therapist|mechanic|electrician|product|support|sales)\b`,
  "i",
);
const COMPANY_WORDS =
  /\b(inc|ltd|llc|llp|gmbh|ag|se|kg|corp|corporation|co(?!-)|company|plc|s\.?a|b\.?v|n\.?v|s\.?r\.?l|sp\.? z o\.?o|oy|ab|a\/s|labs?|technologies|technology|systems|solutions|group|studios?|partners|consulting|bank|university|agency|software|ventures|holdings|industries|media|foundation|institute|hospital|gmbh & co)\b\.?/i;
const EMPLOYMENT_TYPES = /^(full[- ]?time|part[- ]?time|contract(or)?|freelance|internship|temporary|permanent|self[- ]employed|remote|hybrid|on[- ]?site)$/i;

export const isTitle = (s: string) => TITLE_WORDS.test(s);
export const isCompany = (s: string) => COMPANY_WORDS.test(s);
export const isEmploymentType = (s: string) => EMPLOYMENT_TYPES.test(s.trim());

const PLACES = new Set([...Object.keys(CITIES), ...COUNTRIES, ...REGIONS, "Remote", "Hybrid"].map((p) => p.toLowerCase()));
const isCapitalised = (s: string) => /^\p{Lu}[\p{L}'.-]*(\s\p{Lu}[\p{L}'.-]*){0,2}$/u.test(s);
const US_STATE = /^[A-Z]{2}$/;

/** "Berlin", "Berlin, Germany", "Łódź, Poland", "Austin, TX", "Remote (EU)": a place and nothing else. */
export function isPlace(s: string): boolean {
  const parts = s
    .replace(/\(([^)]*)\)/g, ", $1")
    .split(/\s*[,/]\s*/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 0 || parts.length > 3) return false;
  const known = parts.map((p) => PLACES.has(p.toLowerCase()));
  if (known.every(Boolean)) return true;
  // An unknown city is trusted before a known country or a state code: "Łódź, Poland", "Austin, TX".
  const last = parts[parts.length - 1]!;
  return parts.length >= 2 && (known[known.length - 1]! || US_STATE.test(last)) && parts.slice(0, -1).every(isCapitalised);
}

/** Entry-heading separators: dashes with spaces, pipes, tabs (wide gaps), bullets, commas, "at", "@". */
const PIECE_SEPARATOR = /\s+[—–-]\s+|\s*[|\t·•]\s*|,\s+|\s+(?:at|@)\s+/;

export type Role = { title: string; company: string; location: string };

/** Title, company and location from the heading lines of one entry (in reading order). */
export function splitRole(lines: string[]): Role {
  const pieces = mergePlaces(lines.flatMap((l) => l.split(PIECE_SEPARATOR)).map((p) => p.trim()).filter((p) => p && !isEmploymentType(p)));
  const location = pieces.find(isPlace) ?? "";
  const named = pieces.filter((p) => !isPlace(p));
  const titleAt = pick(named, (p) => isTitle(p) && !isCompany(p)) ?? pick(named, isTitle) ?? 0;
  const others = named.filter((_, i) => i !== titleAt);
  const company = others.find(isCompany) ?? others[0] ?? "";
  return { title: named[titleAt] ?? "", company, location };
}

const pick = (items: string[], test: (s: string) => boolean) => {
  const i = items.findIndex(test);
  return i < 0 ? undefined : i;
};

/**
 * ["Acme", "Berlin", "Germany"] → ["Acme", "Berlin, Germany"]: parts of one place join again.
 * An unknown city joins the country after it only when a title and a company remain besides it.
 */
function mergePlaces(pieces: string[]): string[] {
  const joins = (a: string, b: string) => isPlace(`${a}, ${b}`) && (isPlace(b) || US_STATE.test(b));
  const out: string[] = [];
  for (const piece of pieces) {
    const prev = out[out.length - 1];
    if (prev !== undefined && isPlace(prev) && joins(prev, piece)) out[out.length - 1] = `${prev}, ${piece}`;
    else out.push(piece);
  }
  const named = out.filter((p) => !isPlace(p)).length;
  const at = out.findIndex((p, i) => i > 0 && !isPlace(p) && !isTitle(p) && !isCompany(p) && out[i + 1] !== undefined && joins(p, out[i + 1]!));
  return at > 0 && named > 2 ? [...out.slice(0, at), `${out[at]}, ${out[at + 1]}`, ...out.slice(at + 2)] : out;
}
