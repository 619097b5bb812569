import { suggestTags } from "./derive";
import { addedByTurn, keepCurrency } from "./parse/extract";
import { TOPIC_DEFAULTS, TOPIC_SPECS, isEssential } from "./topics";
import { TOPICS, type Category, type Grade, type InterviewState, type JobFields, type Topic } from "./types";
import { READY_SENTENCE, acknowledge, acknowledgeSkip } from "./wording";

/**
 * The interview's rules, shared by both engines: merge what a grade found,
 * decide which topic comes next and whether the description is ready. The
 * model engine may word things, but readiness is always decided here, so no
 * answer can talk the assistant into "ready".
 */
export type TurnOutcome = {
  fields: JobFields;
  state: InterviewState;
  category: Category;
  explanation: string | null;
  nextQuestion: string | null;
  message: string;
  isFinal: boolean;
};

/** Whether the chat's fields hold a value for a topic. */
export function hasTopic(f: JobFields, t: Topic): boolean {
  const v = f[t as keyof JobFields];
  return v !== undefined && v !== null && v !== "" && (!Array.isArray(v) || v.length > 0);
}

export const missingEssentials = (f: JobFields) => TOPICS.filter((t) => isEssential(t) && !hasTopic(f, t));

export const isReady = (f: JobFields) => missingEssentials(f).length === 0;

/**
 * The fields a description is written from: nice-to-haves or benefits the user declined or skipped are an
 * empty list (no section), not a gap to fill with a suggestion or a promise ("none - it's a contract").
 */
export function describedFields(fields: JobFields, state: Partial<InterviewState>): JobFields {
  const out = { ...fields };
  for (const topic of ["niceToHaves", "benefits"] as const) if (state.skipped?.includes(topic) && !hasTopic(fields, topic)) out[topic] = [];
  return out;
}

const uniq = <T>(xs: T[]) => [...new Set(xs)];

function mergeFields(known: JobFields, found: JobFields): JobFields {
  const out: JobFields = { ...known };
  for (const [key, value] of Object.entries(found) as [keyof JobFields, unknown][]) {
    if (value === undefined || value === null || value === "" || (Array.isArray(value) && !value.length)) continue;
    (out as Record<string, unknown>)[key] = value;
  }
  // A new figure without a currency must not keep the old structured salary's currency.
  if (found.salaryRange && !found.salary && found.salaryRange === "Competitive") delete out.salary;
  // A figure still without a currency takes the country's, once the place is known (whichever came first).
  return keepCurrency(out, out);
}

/** Next topic: first never-settled one in order; then essential topics that were skipped once. */
function nextTopic(f: JobFields, s: InterviewState): Topic | null {
  const open = TOPICS.find((t) => !hasTopic(f, t) && !s.skipped.includes(t));
  if (open) return open;
  return TOPICS.find((t) => isEssential(t) && !hasTopic(f, t)) ?? null;
}

function withSuggestedTags(fields: JobFields, notes: string[]): JobFields {
  const tags = suggestTags(fields);
  notes.push(`I've suggested tags for search: ${tags.join(", ")}.`);
  return { ...fields, tags };
}

/**
 * How a skip is answered. A topic the post needs is never "fine to skip": the first time it says it will be asked
 * again at the end (or nothing, when it is asked again at once); a default put in its place, or tags suggested
 * for it, speak for themselves. A skip the engine explains ("I couldn't read the level from that") says so.
 */
function skipLead(grade: Grade, s: InterviewState, next: Topic | null, notes: string[], turn: number, suggested: boolean): string {
  if (grade.explanation) return grade.explanation;
  if (suggested || notes.length) return "";
  const needed = grade.skipped.find((t) => isEssential(t) && s.skipped.includes(t));
  if (!needed) return acknowledgeSkip(turn);
  const label = TOPIC_SPECS[needed].label;
  return needed === next ? "" : `I need the ${label} to write the post, so I'll ask for ${label.endsWith("s") ? "them" : "it"} again at the end.`;
}

const STAYING: Category[] = ["follow_up", "partially_answered", "neutral", "clarification", "off_topic"];

export function planTurn(known: JobFields, state: InterviewState, grade: Grade): TurnOutcome {
  const turn = state.turns;
  let fields = mergeFields(known, grade.fields);
  const s: InterviewState = {
    ...state,
    asked: [...state.asked],
    answered: [...state.answered],
    skipped: [...state.skipped],
    followUps: { ...state.followUps },
    skips: { ...(state.skips ?? {}) },
    turns: turn + 1,
  };
  const notes: string[] = [];

  for (const t of grade.skipped) {
    s.skips[t] = (s.skips[t] ?? 0) + 1;
    s.skipped = uniq([...s.skipped, t]);
    // An essential topic skipped twice gets a sensible default the user can edit on the posting form.
    const fallback = isEssential(t) && s.skips[t]! >= 2 ? TOPIC_DEFAULTS[t]?.(fields) : null;
    if (fallback) {
      fields = mergeFields(fields, fallback);
      const value = Object.values(fallback)[0];
      const shown = Array.isArray(value) ? "a first draft" : `"${String(value)}"`;
      notes.push(`I'll put ${shown} as the ${TOPIC_SPECS[t].label} for now; you can change it before publishing.`);
    }
  }
  // "Say skip and I'll suggest some": a skipped tags question is answered with suggestions, whatever comes next.
  const suggestedForSkip = grade.skipped.includes("tags") && !hasTopic(fields, "tags") && suggestTags(fields).length > 0;
  if (suggestedForSkip) fields = withSuggestedTags(fields, notes);
  s.answered = TOPICS.filter((t) => hasTopic(fields, t));
  s.skipped = s.skipped.filter((t) => !s.answered.includes(t));

  const current = state.current;
  const staying = STAYING.includes(grade.category);
  // Follow-ups and incomplete answers always stay on the topic (the engine limits how often);
  // questions and small talk stay unless the topic got filled on the way.
  const stay =
    staying &&
    current !== null &&
    (grade.category === "follow_up" || grade.category === "partially_answered" || (!hasTopic(fields, current) && !s.skipped.includes(current)));

  if (stay && current) {
    if (grade.category === "follow_up" || grade.category === "partially_answered") s.followUps[current] = (s.followUps[current] ?? 0) + 1;
    s.current = current;
    const nextQuestion = grade.nextQuestion ?? TOPIC_SPECS[current].question(fields);
    const explanation = grade.category === "follow_up" ? null : (grade.explanation ?? nextQuestion);
    return { fields, state: s, category: grade.category, explanation, nextQuestion, message: explanation ?? nextQuestion, isFinal: false };
  }

  const next = nextTopic(fields, s);
  s.current = next;
  if (next) s.asked = uniq([...s.asked, next]);
  const category: Category = grade.category === "job_description" && (next || !isReady(fields)) ? "answered" : grade.category;

  if (!next) {
    const ready = isReady(fields);
    if (ready && !hasTopic(fields, "tags")) fields = withSuggestedTags(fields, notes);
    // After the interview, questions and small talk get their explanation; answers get the ready sentence.
    if (staying && grade.explanation) {
      return { fields, state: s, category, explanation: grade.explanation, nextQuestion: null, message: grade.explanation, isFinal: ready };
    }
    const lead = grade.category === "skip" ? skipLead(grade, s, next, notes, turn, suggestedForSkip) : acknowledge(addedByTurn(grade.fields, known), turn);
    const explanation = [lead, ...notes].filter(Boolean).join(" ") || null;
    return { fields, state: s, category, explanation, nextQuestion: null, message: READY_SENTENCE, isFinal: ready };
  }

  const retry = (s.skips[next] ?? 0) > 0;
  // Skipped again, and nothing sensible can stand in for it (a title, the skills, an office's city): say so plainly.
  const cannotSkip = grade.category === "skip" && grade.skipped.includes(next) && (s.skips[next] ?? 0) >= 2;
  const wording = grade.nextTopic === next && grade.nextQuestion ? grade.nextQuestion : TOPIC_SPECS[next].question(fields);
  const question = cannotSkip
    ? `I can't write the post without the ${TOPIC_SPECS[next].label}, so this one can't be skipped. ${wording}`
    : retry
      ? `I still need the ${TOPIC_SPECS[next].label} before I can write the post. ${wording}`
      : wording;
  if (staying) {
    // The topic asked got settled by a side remark; move on but keep the engine's explanation.
    const explanation = [grade.explanation, question].filter(Boolean).join(" ");
    return { fields, state: s, category, explanation, nextQuestion: question, message: explanation, isFinal: false };
  }
  const lead = cannotSkip ? "" : grade.category === "skip" ? skipLead(grade, s, next, notes, turn, suggestedForSkip) : acknowledge(addedByTurn(grade.fields, known), turn);
  const message = [lead, ...notes, question].filter(Boolean).join(" ");
  return { fields, state: s, category, explanation: null, nextQuestion: question, message, isFinal: false };
}
