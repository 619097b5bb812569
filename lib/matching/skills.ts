import { lookupSkill } from "@/lib/assistant/vocabulary/skills";
import { displayName, mentionedSkills, PROSE_LIMITS } from "@/lib/resume/skills";
import { LABELS, WEIGHTS, type MatchCandidate, type MatchCriterion, type MatchJob } from "./types";
import { listNames, type Rated } from "./wording";
import { escapeRegExp } from "@/lib/escape-reg-exp";

/**
 * Skills: which of the job's required skills the candidate shows, in the
 * profile (skills list, headline, summary, work history) or the resume.
 * The vocabulary (lib/assistant/vocabulary/skills.ts) makes "k8s" Kubernetes
 * and "Postgres" PostgreSQL; a skill it does not know is searched as written.
 */
export type SkillSource = "profile" | "resume";

const key = (s: string) => s.trim().replace(/\s+/g, " ").toLowerCase();

/** Word edges that allow "c#", "c++", ".net", "node.js" (as the vocabulary's matcher). */
const wordRe = (word: string, flags: string) => new RegExp(`(?<![\\w.#+])${escapeRegExp(word)}(?![\\w#+]|\\.\\w)`, flags);

type Evidence = { keys: Set<string>; prose: string[] };

/**
 * What one source shows: the keys of its skills (the vocabulary's names and the words as typed)
 * and its prose, bounded. Only lines that contain one of `needles` (the names of the known skills
 * asked for, as substrings) go through the vocabulary's scan: each findSkills call tries some 400
 * patterns and looks back over the text before each hit, so it is kept to texts that can matter.
 */
function evidenceOf(listed: string[], prose: string[], needles: string[]): Evidence {
  const keys = new Set<string>();
  for (const typed of listed) {
    keys.add(key(typed));
    const known = lookupSkill(typed);
    if (known) keys.add(key(known.name));
  }
  const texts = pack(prose.filter((p) => p.trim()));
  const worthScanning = (line: string) => needles.some((n) => line.toLowerCase().includes(n));
  for (const text of texts) {
    const lines = needles.length ? text.split("\n").filter(worthScanning).join("\n") : "";
    if (lines) for (const name of mentionedSkills(lines)) keys.add(key(name));
  }
  return { keys, prose: texts };
}

/** Pieces joined by lines into texts of at most PROSE_LIMITS.total characters (a longer piece is cut there). */
function pack(pieces: string[]): string[] {
  const texts: string[] = [];
  let text = "";
  for (const piece of pieces.map((p) => p.slice(0, PROSE_LIMITS.total))) {
    if (text && text.length + piece.length + 1 > PROSE_LIMITS.total) {
      texts.push(text);
      text = "";
    }
    text = text ? `${text}\n${piece}` : piece;
  }
  return text ? [...texts, text] : texts;
}

/** Whether a source shows one required skill (`known`: `name` is the vocabulary's spelling of it). */
function shows(source: Evidence, name: string, known: boolean): boolean {
  if (source.keys.has(key(name))) return true;
  // A skill the vocabulary does not know is searched for as written, in any case; a known one the
  // vocabulary only trusts in lists ("Express", "Helm") counts in prose when written with its capital.
  const re = known ? (/^[A-Z]/.test(name) && name.length >= 4 ? wordRe(name, "") : null) : wordRe(name, "i");
  return re ? source.prose.some((p) => re.test(p)) : false;
}

export type SkillMatch = { name: string; sources: SkillSource[] };

/** Each required skill once (by the vocabulary's name when it knows the skill), with where the candidate shows it. */
export function matchSkills(required: string[], candidate: MatchCandidate): SkillMatch[] {
  const wanted = new Map<string, { name: string; known: boolean }>();
  for (const typed of required.map((r) => r.trim()).filter(Boolean)) {
    const name = displayName(typed);
    if (!wanted.has(key(name))) wanted.set(key(name), { name, known: lookupSkill(name)?.name === name });
  }
  const needles = [...wanted.values()].filter((w) => w.known).flatMap((w) => [w.name, ...lookupSkill(w.name)!.aliases].map((n) => n.toLowerCase()));
  const profile = evidenceOf(
    candidate.skills,
    [`${candidate.headline}\n${candidate.profileSummary}`, ...candidate.experiences.map((e) => `${e.title}\n${e.description}`)],
    needles,
  );
  const resume = evidenceOf([], candidate.resumeText ? [candidate.resumeText] : [], needles);
  return [...wanted.values()].map(({ name, known }) => ({
    name,
    sources: (["profile", "resume"] as const).filter((source) => shows(source === "profile" ? profile : resume, name, known)),
  }));
}

const where = (sources: SkillSource[]) => `in ${sources.join(" and ")}`;

function foundText(found: SkillMatch[]): string {
  const groups = new Map<string, string[]>();
  for (const s of found) groups.set(where(s.sources), [...(groups.get(where(s.sources)) ?? []), s.name]);
  return [...groups].map(([place, names]) => `${listNames(names)} (${place})`).join(", ");
}

export function skillsCriterion(job: MatchJob, candidate: MatchCandidate, matches = matchSkills(job.requiredSkills, candidate)): Rated {
  const base = { key: "skills", label: LABELS.skills, max: WEIGHTS.skills } as const;
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
