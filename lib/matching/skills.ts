import { lookupSkill } from "@/lib/assistant/vocabulary/skills";
import { displayName, mentionedSkills, PROSE_LIMITS } from "@/lib/resume/skills";
import { LABELS, WEIGHTS, type MatchCandidate, type MatchCriterion, type MatchJob } from "./types";
import { listNames, type Rated } from "./wording";

/**
 * Skills: which of the job's required skills the candidate shows, in the
 * profile (skills list, headline, summary, work history) or the resume.
 * The vocabulary (lib/assistant/vocabulary/skills.ts) makes "k8s" Kubernetes
 * and "Postgres" PostgreSQL; a skill it does not know is searched as written.
 */
export type SkillSource = "profile" | "resume";

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const key = (s: string) => s.trim().replace(/\s+/g, " ").toLowerCase();

/** Word edges that allow "c#", "c++", ".net", "node.js" (as the vocabulary's matcher). */
const wordRe = (word: string, flags: string) => new RegExp(`(?<![\\w.#+])${escapeRe(word)}(?![\\w#+]|\\.\\w)`, flags);

type Evidence = { keys: Set<string>; prose: string[] };

/** What one source shows: the keys of its skills (the vocabulary's names and the words as typed) and its prose, bounded. */
function evidenceOf(listed: string[], prose: string[]): Evidence {
  const keys = new Set<string>();
  for (const typed of listed) {
    keys.add(key(typed));
    const known = lookupSkill(typed);
    if (known) keys.add(key(known.name));
  }
  // One bounded scan per piece: findSkills is quadratic on one long text.
  for (const piece of prose) for (const name of mentionedSkills(piece)) keys.add(key(name));
  return { keys, prose: prose.map((p) => p.slice(0, PROSE_LIMITS.total)) };
}

/** Whether a source shows one required skill (`name` is the vocabulary's spelling when it knows the skill). */
function shows(source: Evidence, name: string, known: boolean): boolean {
  if (source.keys.has(key(name))) return true;
  // A skill the vocabulary does not know is searched for as written, in any case; a known one the
  // vocabulary only trusts in lists ("Express", "Helm") counts in prose when written with its capital.
  const re = known ? (/^[A-Z]/.test(name) && name.length >= 4 ? wordRe(name, "") : null) : wordRe(name.trim(), "i");
  return re ? source.prose.some((p) => re.test(p)) : false;
}

export type SkillMatch = { name: string; sources: SkillSource[] };

/** Each required skill once (by the vocabulary's name), with where the candidate shows it. */
export function matchSkills(required: string[], candidate: MatchCandidate): SkillMatch[] {
  const profile = evidenceOf(candidate.skills, [
    `${candidate.headline}\n${candidate.profileSummary}`,
    ...candidate.experiences.map((e) => `${e.title}\n${e.description}`),
  ]);
  const resume = evidenceOf([], candidate.resumeText ? [candidate.resumeText] : []);
  const seen = new Set<string>();
  const out: SkillMatch[] = [];
  for (const typed of required) {
    if (!typed.trim()) continue;
    const name = displayName(typed.trim());
    if (seen.has(key(name))) continue;
    seen.add(key(name));
    const known = lookupSkill(name)?.name === name;
    const sources = (["profile", "resume"] as const).filter((s) => shows(s === "profile" ? profile : resume, name, known));
    out.push({ name, sources });
  }
  return out;
}

const where = (sources: SkillSource[]) => `in ${sources.join(" and ")}`;

function foundText(found: SkillMatch[]): string {
  const groups = new Map<string, string[]>();
  for (const s of found) groups.set(where(s.sources), [...(groups.get(where(s.sources)) ?? []), s.name]);
  return [...groups].map(([place, names]) => `${listNames(names)} (${place})`).join(", ");
}

export function skillsCriterion(job: MatchJob, candidate: MatchCandidate): Rated {
  const base = { key: "skills", label: LABELS.skills, max: WEIGHTS.skills } as const;
  const matches = matchSkills(job.requiredSkills, candidate);
  if (!matches.length) return { criterion: { ...base, points: 0, evidence: "The job lists no required skills", counted: false }, note: null };
  const found = matches.filter((m) => m.sources.length);
  const missing = matches.filter((m) => !m.sources.length).map((m) => m.name);
  const ratio = found.length / matches.length;
  const parts = [`${found.length} of ${matches.length} required skills${found.length ? `: ${foundText(found)}` : ""}`];
  if (missing.length) parts.push(`missing: ${listNames(missing)}`);
  const criterion: MatchCriterion = { ...base, points: Math.round(ratio * base.max), evidence: parts.join("; "), counted: true };
  return { criterion, note: skillsNote(ratio) };
}

function skillsNote(ratio: number): string {
  if (ratio >= 0.8) return "strong match on skills";
  if (ratio >= 0.5) return "partial match on skills";
  return ratio > 0 ? "few of the required skills" : "none of the required skills found";
}
