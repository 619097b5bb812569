import { findDateRange, type DateRange } from "./dates";
import { isPlace, splitRole } from "./roles";
import { RESUME_LIMITS, type ProposedExperience } from "./types";

/**
 * Jobs in the lines of an experience section. Every entry has a date range; its
 * heading (title, company, place) is on the same line, on up to two lines above
 * it ("Title — Company" then the dates) or below it (the dates first), and the
 * lines after the heading up to the next entry are its description. Whether
 * headings sit above or below the dates is decided once, from the first entry.
 */
const BULLET = /^\s*(?:[•◦▪▫●○■□►▸‣⁃∙·*–—-]|\d{1,2}[.)])\s+/;
const MAX_HEADING_LINES = 2;

const isBullet = (line: string) => BULLET.test(line);
/** Short, not a sentence: "Senior Engineer — Acme GmbH", not "Built the billing system." */
const isHeadingLike = (line: string) =>
  line.trim() !== "" && !isBullet(line) && line.length <= 100 && line.split(/\s+/).length <= 12 && !/[^.]{12,}\.$/.test(line.trim());

type Anchor = { at: number; range: DateRange };
type Entry = { anchor: Anchor; from: number; to: number; heading: string[] };

export function parseExperiences(lines: string[]): ProposedExperience[] {
  const anchors = lines.flatMap((line, at): Anchor[] => {
    if (!isHeadingLike(line)) return [];
    const range = findDateRange(line);
    return range ? [{ at, range }] : [];
  });
  if (anchors.length === 0) return [];
  const first = anchors[0]!;
  const upwards = first.at > 0 && isHeadingLike(lines[first.at - 1]!) && namedParts([first.range.rest]) < 2;
  const entries = anchors.map((anchor, k) => headingOf(lines, anchor, anchors[k - 1]?.at ?? -1, anchors[k + 1]?.at ?? lines.length, upwards));
  return entries.slice(0, RESUME_LIMITS.experiences).map((entry, k) => {
    const role = splitRole(entry.heading);
    const end = entries[k + 1]?.from ?? lines.length;
    return {
      title: role.title.slice(0, RESUME_LIMITS.title),
      company: role.company.slice(0, RESUME_LIMITS.company),
      location: role.location.slice(0, RESUME_LIMITS.location),
      startDate: entry.anchor.range.start,
      endDate: entry.anchor.range.end,
      current: entry.anchor.range.current,
      description: describe(lines.slice(entry.to + 1, end)),
    };
  });
}

/** How many of title and company some heading lines name: 2 means the heading is complete. */
function namedParts(lines: string[]): number {
  const role = splitRole(lines);
  return [role.title, role.company].filter(Boolean).length;
}

/** The heading lines of one entry around its date line (taken until title and company are both named), and the span they take. */
function headingOf(lines: string[], anchor: Anchor, prev: number, next: number, upwards: boolean): Entry {
  const heading = anchor.range.rest ? [anchor.range.rest] : [];
  const own = heading.length;
  const incomplete = () => heading.length - own < MAX_HEADING_LINES && namedParts(heading) < 2;
  let from = anchor.at;
  let to = anchor.at;
  if (upwards) {
    while (incomplete() && from - 1 > prev && isHeadingLike(lines[from - 1]!)) heading.unshift(lines[--from]!.trim());
  } else {
    while (incomplete() && to + 1 < next && isHeadingLike(lines[to + 1]!)) heading.push(lines[++to]!.trim());
  }
  // A place on its own line under the heading still belongs to it.
  if (to + 1 < next && isPlace(lines[to + 1]!.trim())) heading.push(lines[++to]!.trim());
  return { anchor, from, to, heading };
}

/** Bullets without their markers, one a line; a wrapped line continues the bullet before it. */
function describe(lines: string[]): string {
  const out: string[] = [];
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) continue;
    const last = out.length - 1;
    if (!isBullet(line) && last >= 0 && /^[\p{Ll}(&]/u.test(line)) out[last] = `${out[last]} ${line}`;
    else out.push(line.replace(BULLET, ""));
  }
  return out.join("\n").slice(0, RESUME_LIMITS.description);
}
