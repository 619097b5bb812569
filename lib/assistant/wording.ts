import type { JobFields } from "./types";
import { lookupSkill } from "./vocabulary/skills";

/** Short human acknowledgements of what a message taught the interviewer. */
export const READY_SENTENCE = "The job description is ready, You can proceed with description generation";

/** List items read better in a sentence in lower case ("review code"), acronyms and names aside. */
const inSentence = (item: string) => (!lookupSkill(item.split(" ")[0] ?? "") && /^[A-Z][a-z]+(\s|$)/.test(item) && !/^[A-Z][a-z]+[A-Z]/.test(item) ? item[0]!.toLowerCase() + item.slice(1) : item);

const joinAnd = (xs: string[]) => (xs.length <= 1 ? (xs[0] ?? "") : `${xs.slice(0, -1).join(", ")} and ${xs[xs.length - 1]}`);

function fragments(f: JobFields): { label: string; value: string }[] {
  const out: { label: string; value: string }[] = [];
  if (f.jobTitle) out.push({ label: "title", value: f.jobTitle });
  if (f.companyName) out.push({ label: "company", value: f.companyName });
  const levelInTitle = f.jobTitle && f.experienceLevel && f.jobTitle.toLowerCase().includes(f.experienceLevel.toLowerCase());
  if (f.experienceLevel && !levelInTitle) {
    const years = f.yearsOfExperience !== undefined ? ` (${f.yearsOfExperience}+ years)` : "";
    const level = f.experienceLevel.toLowerCase();
    out.push({ label: "level", value: `${level.endsWith("level") ? level : `${level} level`}${years}` });
  } else if (!f.experienceLevel && f.yearsOfExperience) out.push({ label: "experience", value: `${f.yearsOfExperience}+ years` });
  if (f.employmentType) out.push({ label: "employment type", value: f.employmentType.toLowerCase() });
  if (f.schedule) out.push({ label: "working", value: f.schedule.toLowerCase() });
  if (f.jobType) out.push({ label: "workplace", value: f.jobType.toLowerCase() });
  if (f.location) out.push({ label: "location", value: f.location });
  if (f.salaryRange) out.push({ label: "salary", value: f.salaryRange });
  if (f.requiredSkills?.length) out.push({ label: "skills", value: joinAnd(f.requiredSkills) });
  if (f.responsibilities?.length) out.push({ label: "responsibilities", value: `${f.responsibilities.length} of them` });
  if (f.niceToHaves?.length) out.push({ label: "nice-to-haves", value: joinAnd(f.niceToHaves.map(inSentence)) });
  if (f.benefits?.length) out.push({ label: "benefits", value: joinAnd(f.benefits.map(inSentence)) });
  if (f.tags?.length) out.push({ label: "tags", value: joinAnd(f.tags) });
  return out;
}

const OPENERS = ["Got it:", "Great,", "Thanks,", "Noted:", "Perfect,"];
const SKIP_OPENERS = ["No problem, we can leave that out.", "Fine, let's skip that one.", "Sure, we'll leave that open."];

/** "Great, Senior React Developer." or, for many fields, "Great, that covers a lot: title Senior…, level …". */
export function acknowledge(learned: JobFields, turn: number): string {
  let parts = fragments(learned);
  // In a short thanks, years a requirement states already are not said twice ("5+ years and 5+ years backend experience").
  if (parts.length < 3 && parts.some((p) => p.label === "skills" && /\byears?\b/i.test(p.value))) parts = parts.filter((p) => p.label !== "experience");
  if (!parts.length) return "";
  const opener = OPENERS[turn % OPENERS.length]!;
  // "Got it, that covers a lot: …": the list's colon is the only one.
  // The level says its own label ("senior level", not "level senior level").
  const labelled = (p: { label: string; value: string }) => (p.label === "level" ? p.value : `${p.label} ${p.value}`);
  if (parts.length >= 3) return `${opener.replace(/:$/, ",")} that covers a lot: ${parts.map(labelled).join("; ")}.`;
  if (parts.length === 1 && parts[0]!.label === "title") return `${opener} ${/^[AEIOU]/i.test(parts[0]!.value) ? "an" : "a"} ${parts[0]!.value}.`;
  if (parts.length === 1 && parts[0]!.label === "responsibilities") return `${opener} that gives candidates a clear picture of the work.`;
  if (parts.length === 1 && parts[0]!.label === "nice-to-haves") return `${opener} I'll list ${parts[0]!.value} as nice to have.`;
  if (parts.length === 1 && parts[0]!.label === "tags") return `${opener} I'll tag the post ${parts[0]!.value}.`;
  return `${opener} ${joinAnd(parts.map((p) => p.value))}.`;
}

export const acknowledgeSkip = (turn: number) => SKIP_OPENERS[turn % SKIP_OPENERS.length]!;

/** One line per known field, for prompts and summaries. */
export function describeKnown(f: JobFields): string {
  return fragments(f)
    .map((p) => `- ${p.label}: ${p.value}`)
    .join("\n");
}

export { joinAnd };
