import { isPlace, isTitle } from "./roles";
import { RESUME_LIMITS } from "./types";

/** Headline, location and summary: the parts of a resume about the person rather than a job. */
const CONTACT_SEPARATOR = /\s*(?:[|·•\t]| {2,}|\s[–—-]\s)\s*/;
const LABEL = /^(location|address|based in|city)\s*:\s*/i;

const pieces = (lines: string[]) =>
  lines.flatMap((l) => l.split(CONTACT_SEPARATOR)).map((p) => p.trim().replace(LABEL, "")).filter(Boolean);

/** A job title next to the name ("Jane Doe" then "Senior Backend Engineer"), or null. */
export function findHeadline(header: string[]): string | null {
  const lines = header.map((l) => l.trim()).filter(Boolean).slice(0, 4);
  // The first piece of the first line is the name.
  const candidates = pieces(lines).slice(1);
  const headline = candidates.find((p) => isTitle(p) && !/[@\d]|https?:|www\./i.test(p) && p.split(/\s+/).length <= 8 && !isPlace(p));
  return headline ? headline.slice(0, RESUME_LIMITS.headline) : null;
}

/** The first "City, Country" among contact lines, or null. */
export function findLocation(lines: string[]): string | null {
  const place = pieces(lines).find((p) => isPlace(p) && !/^(remote|hybrid)$/i.test(p));
  return place ? place.slice(0, RESUME_LIMITS.location) : null;
}

/** The text under a summary heading as one paragraph per block, or null when there is none. */
export function findSummary(lines: string[]): string | null {
  const blocks = lines
    .join("\n")
    .split(/\n\s*\n/)
    .map((b) => b.replace(/\s*\n\s*/g, " ").trim())
    .filter(Boolean);
  return blocks.length ? blocks.join("\n\n").slice(0, RESUME_LIMITS.summary) : null;
}
