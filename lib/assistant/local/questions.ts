import { COMMON_ABILITY, NOT_A_TOPIC, isToolName, lookupSkill } from "@/lib/assistant/vocabulary/skills";
import type { InterviewQuestion, JobFields, ModelAnswer } from "@/lib/assistant/types";
import { isOnlyLevel } from "@/lib/assistant/parse/level";
import { asActivity, asTopic } from "./activity";
import { BEHAVIOURAL, BY_DUTY, BY_FAMILY, BY_SKILL, GENERAL, PROFESSIONAL, bandOf, type Band, type BankQuestion } from "./question-bank";

/** Interview questions from the bank, matched to the skills and level; technical and behavioural mixed. */
export const MIN_QUESTIONS = 8;

type Picked = InterviewQuestion & { answer: string };

/**
 * How a skill reads inside a question: vocabulary skills keep their spelling ("PostgreSQL"); a common ability
 * and any phrase of several words read in lower case ("social media"); one other word is a product's or a
 * tool's name and keeps its capital ("Zendesk", "Canva").
 */
const asWritten = (skill: string) =>
  lookupSkill(skill) || /[A-Z]{2}|\d|[/&]/.test(skill) || (!COMMON_ABILITY.test(skill) && !/\s/.test(skill)) ? skill : skill.toLowerCase();

function forSkill(typed: string, band: Band): BankQuestion[] {
  const skill = asWritten(typed);
  const own = (BY_SKILL[skill] ?? []).filter((q) => q.bands.includes(band));
  const family = lookupSkill(skill)?.family;
  const template = (family && BY_FAMILY[family]) || BY_FAMILY.default;
  const generic = fill(template.filter((q) => q.bands.includes(band)), "{skill}", skill);
  return [...own, ...generic, ...fill(BY_FAMILY.default, "{skill}", skill)];
}

/**
 * The skills a technical question may be about: a tool, a skill of the vocabulary or a common ability. A licence,
 * a qualification or a plain noun ("Portfolio", "GNM or B.Sc Nursing") is checked on paper, not asked about; the
 * title and a level word are never a skill ("where staff nurse mattered most").
 */
export function questionTopics(f: JobFields): string[] {
  const title = f.jobTitle?.toLowerCase();
  return (f.requiredSkills ?? []).filter(
    (s) => (isToolName(s) || (COMMON_ABILITY.test(s) && !NOT_A_TOPIC.test(s))) && s.toLowerCase() !== title && !isOnlyLevel(s),
  );
}

const fill = (bank: BankQuestion[], slot: string, value: string) => bank.map((q) => ({ ...q, q: q.q.replaceAll(slot, value) }));

/** Every question the bank can offer for these fields, best first, with its model answer. */
export function candidateQuestions(f: JobFields): Picked[] {
  const band = bandOf(f.experienceLevel);
  const skills = questionTopics(f);
  const technical: Picked[] = [];
  // Round-robin over skills so the first questions cover different skills; without skills, over the duties
  // given, and without those, questions about the work itself.
  const duties = (f.responsibilities ?? []).slice(0, 3).map((d) => fill(BY_DUTY, "{duty}", asTopic(d)));
  const pools = skills.length ? skills.slice(0, 5).map((s) => forSkill(s, band)) : [...duties, ...PROFESSIONAL.map((q) => [q])];
  for (let round = 0; round < 3; round++) {
    for (const pool of pools) {
      const q = pool[round];
      if (q) technical.push({ question: q.q, kind: "technical", answer: q.a });
    }
  }
  // The first duty, up to its first comma: "check in guests, handle reservations" asks about checking in guests.
  const duty = f.responsibilities?.[0]?.split(/[,;]/)[0];
  const roleQuestion: Picked[] = duty
    ? [{ question: `A big part of this role is ${asActivity(duty)}. Tell me about a time you did something similar, and what came of it.`, kind: "behavioural", answer: "A concrete, recent example with their own contribution, how they measured success and what they would repeat or change." }]
    : [];
  const behavioural = BEHAVIOURAL.filter((q) => q.bands.includes(band)).map((q) => ({ question: q.q, kind: "behavioural" as const, answer: q.a }));
  const general = GENERAL.map((q) => ({ question: q.q, kind: q.kind, answer: q.a }));
  const seen = new Set<string>();
  return [...interleave(technical, [...roleQuestion, ...behavioural]), ...general].filter((q) => (seen.has(q.question) ? false : (seen.add(q.question), true)));
}

/** Technical first, then alternating, so the mix holds at any length. */
function interleave(tech: Picked[], behav: Picked[]): Picked[] {
  const out: Picked[] = [];
  const t = [...tech];
  const b = [...behav];
  out.push(...t.splice(0, 2));
  while (t.length || b.length) {
    if (b.length) out.push(b.shift()!);
    if (t.length) out.push(t.shift()!);
  }
  return out;
}

export function pickQuestions(f: JobFields, count = 10): InterviewQuestion[] {
  const pool = candidateQuestions(f);
  const technical = pool.filter((q) => q.kind === "technical").slice(0, Math.ceil(count * 0.6));
  const behavioural = pool.filter((q) => q.kind === "behavioural").slice(0, count - technical.length);
  const chosen = new Set([...technical, ...behavioural].map((q) => q.question));
  // Too few of one kind: fill up with whatever the pool has left, so there are always enough.
  for (const q of pool) if (chosen.size < Math.max(count, MIN_QUESTIONS)) chosen.add(q.question);
  return pool.filter((q) => chosen.has(q.question)).map(({ question, kind }) => ({ question, kind }));
}

/** What a strong answer covers, from the bank; a sensible guide for questions the bank does not know. */
export function modelAnswer(question: string, f: JobFields): ModelAnswer {
  const known = candidateQuestions(f).find((q) => q.question === question);
  const answer =
    known?.answer ??
    "Look for a specific, recent example, the candidate's own role in it, the reasoning behind their decisions, a measurable result and honest reflection on what they would change.";
  return { question, answer };
}
