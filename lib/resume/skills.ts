import { findSkills, lookupSkill } from "@/lib/assistant/vocabulary/skills";
import { RESUME_LIMITS } from "./types";

/**
 * Skills: the items listed under a skills heading ("Frontend: React, Vue |
 * Go • SQL"), named the vocabulary's way where it knows them, then skills of
 * the vocabulary mentioned elsewhere (summary, job descriptions).
 */
const ITEM_SEPARATOR = /\s*(?:[,;|•·▪●◦]|\t| {2,}|\s\/\s)\s*/;
const BULLET = /^\s*(?:[•◦▪●*–—-]|\d{1,2}[.)])\s+/;
const LABEL = /^[\p{L} &/+-]{2,30}:\s*/u;
export const PROSE_LIMITS = { line: 1000, chunk: 2000, total: 30_000 };

/** One list item as a skill name, or null when it reads like a sentence. */
function asSkill(item: string): string | null {
  const plain = item.replace(/\s*\([^)]*\)\s*$/, "").replace(/\s+[-–—]\s+(basic|intermediate|advanced|expert|fluent|native|proficient)$/i, "").replace(/[.:]+$/, "").trim();
  if (!/\p{L}/u.test(plain) || plain.length > RESUME_LIMITS.skill || plain.split(/\s+/).length > 5) return null;
  return displayName(plain);
}

const squash = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}#+]/gu, "");

/**
 * The vocabulary's spelling when it names the same thing ("postgres" → "PostgreSQL",
 * "k8s" → "Kubernetes"); the candidate's own word when the vocabulary only files
 * it under a broader skill ("Prometheus" stays, not "Observability").
 */
export function displayName(typed: string): string {
  const known = lookupSkill(typed)?.name;
  if (!known) return typed;
  const [a, b] = [squash(typed), squash(known)];
  return a.includes(b) || b.includes(a) || a.length <= 3 ? known : typed;
}

/** One key per vocabulary skill, so "Prometheus" and "Observability" count once. */
const skillKey = (s: string) => (lookupSkill(s)?.name ?? s).toLowerCase();

/** The skills listed in the lines of a skills section (enough of them: twice the cap); a sentence among them is searched for known skills. */
export function listedSkills(lines: string[]): string[] {
  const skills: string[] = [];
  for (const line of lines) {
    for (const item of line.replace(BULLET, "").replace(LABEL, "").split(ITEM_SEPARATOR)) {
      if (skills.length >= 2 * RESUME_LIMITS.skills) return skills;
      const skill = item && asSkill(item);
      if (skill) skills.push(skill);
      else if (item) skills.push(...findSkills(item.slice(0, PROSE_LIMITS.line)).map((s) => s.name));
    }
  }
  return skills;
}

/**
 * The vocabulary's skills mentioned in prose, line by line and within bounds:
 * the vocabulary's matcher looks back over the text before each match, so one
 * call over a long text would take time growing with its square.
 */
export function mentionedSkills(prose: string): string[] {
  const chunks: string[] = [];
  let chunk = "";
  for (const line of prose.slice(0, PROSE_LIMITS.total).split("\n")) {
    if (chunk.length > PROSE_LIMITS.chunk) {
      chunks.push(chunk);
      chunk = "";
    }
    chunk += `${line.slice(0, PROSE_LIMITS.line)}\n`;
  }
  return [...chunks, chunk].flatMap((c) => findSkills(c).map((s) => s.name));
}

/** Listed skills first, then the vocabulary's skills found in the prose; no duplicates, at most 50. */
export function collectSkills(listed: string[], prose: string): string[] {
  const seen = new Set<string>();
  return [...listed, ...mentionedSkills(prose)]
    .filter((s) => {
      const key = skillKey(s);
      return seen.has(key) ? false : (seen.add(key), true);
    })
    .slice(0, RESUME_LIMITS.skills);
}
