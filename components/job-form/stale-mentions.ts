import type { JobFormValues } from "./payload";

/** The fields a description repeats word for word (the assistant writes them into it), with their labels. */
const REPEATED = [
  ["jobTitle", "Job title"],
  ["companyName", "Company"],
  ["location", "Location"],
  ["salaryRange", "Salary range"],
] as const satisfies readonly (readonly [keyof JobFormValues, string])[];

/** Shorter words are too likely to stand in the text for something else ("Go", "Acme"'s "Ac"). */
const MIN_LENGTH = 4;

export type StaleMention = { label: string; was: string; now: string };

/**
 * The saved values of `REPEATED` fields that the description still says after the field was changed: editing the
 * salary left "€75,000 – €95,000" in the text under a header saying "€80,000 – €100,000". Only a field changed to
 * something (not emptied) counts: an emptied one has nothing to put in its place.
 */
export function staleMentions(saved: { readonly [K in (typeof REPEATED)[number][0]]?: string }, now: JobFormValues): StaleMention[] {
  const found: StaleMention[] = [];
  for (const [name, label] of REPEATED) {
    const was = (saved[name] ?? "").trim();
    const value = now[name].trim();
    if (was.length >= MIN_LENGTH && value && value !== was && now.jobDescription.includes(was)) found.push({ label, was, now: value });
  }
  return found;
}

/** The description with each stale mention replaced by the field's new value. */
export const withMentionsUpdated = (description: string, stale: StaleMention[]): string =>
  stale.reduce((text, m) => text.replaceAll(m.was, m.now), description);
