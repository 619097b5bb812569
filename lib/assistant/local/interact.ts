import { findSkills } from "@/lib/assistant/vocabulary/skills";
import type { InteractionInput, InteractionResult, JobFields } from "@/lib/assistant/types";
import { BEHAVIOURAL, BY_FAMILY, PROFESSIONAL } from "./question-bank";
import { candidateQuestions, modelAnswer, pickQuestions, questionTopics } from "./questions";

/**
 * Requests about the interview questions: model answers, add, remove, replace,
 * harder/easier, more technical or behavioural, or a fresh set.
 */
export const numbered = (questions: string[]) => questions.map((q, i) => `${i + 1}. ${q}`).join("\n");

function numbersIn(text: string, max: number): number[] {
  const scope = text.match(/\b(?:questions?|q|#|no\.?|number)\s*((?:\d+\s*(?:,|and|&|-|to)?\s*)+)/i)?.[1] ?? (/^\s*\d+\s*$/.test(text) ? text : "");
  const nums = new Set<number>();
  for (const m of scope.matchAll(/(\d+)\s*(?:-|to)\s*(\d+)|(\d+)/g)) {
    if (m[3]) nums.add(Number(m[3]));
    else for (let n = Number(m[1]); n <= Number(m[2]) && n - Number(m[1]) < 50; n++) nums.add(n);
  }
  return [...nums].filter((n) => n >= 1 && n <= max).sort((a, b) => a - b);
}

const WORD_COUNT: Record<string, number> = { one: 1, a: 1, an: 1, two: 2, couple: 2, three: 3, few: 3, four: 4, five: 5 };
function howMany(text: string): number {
  const m = text.match(/\b(\d+|one|two|three|four|five|couple|few|an?)\s+(?:more\s+)?(?:\w+\s+)?questions?\b/i);
  const raw = m?.[1]?.toLowerCase();
  const n = raw ? (WORD_COUNT[raw] ?? Number(raw)) : 2;
  return Math.min(Math.max(n, 1), 5);
}

function questionsResult(response: string, questions: string[]): InteractionResult {
  return { messageType: "interviewQuestions", category: "interview_questions", response: `${response}\n\n${numbered(questions)}`, questions, answers: null };
}

function freshPool(f: JobFields, existing: string[], wanted: "technical" | "behavioural" | null, text: string): string[] {
  const skills = findSkills(text).map((s) => s.name);
  const fields = skills.length ? { ...f, requiredSkills: skills } : f;
  const harder = /\b(harder|tougher|more (difficult|advanced|senior|challenging))\b/i.test(text);
  const easier = /\b(easier|simpler|more junior|more basic)\b/i.test(text);
  const level = harder ? "Senior" : easier ? "Junior" : f.experienceLevel;
  const pool = candidateQuestions({ ...fields, experienceLevel: level });
  // More about the main skill, or, with none to ask about, about the work itself (never the title or "your main tools").
  const topic = skills[0] ?? questionTopics(f)[0];
  const technical = topic ? BY_FAMILY.default.map((q) => q.q.replaceAll("{skill}", topic)) : PROFESSIONAL.map((q) => q.q);
  const extra = [...BEHAVIOURAL.map((q) => ({ question: q.q, kind: "behavioural" as const })), ...technical.map((question) => ({ question, kind: "technical" as const }))];
  return [...pool, ...extra]
    .filter((q) => !wanted || q.kind === wanted)
    .map((q) => q.question)
    .filter((q) => !existing.includes(q));
}

export function interactLocally({ fields, questions, userInput }: InteractionInput): InteractionResult {
  const text = userInput.trim();
  const current = questions.length ? questions : pickQuestions(fields).map((q) => q.question);
  const picked = numbersIn(text, current.length);
  const kind = /\bbehaviou?ral|soft skills?|culture\b/i.test(text) ? "behavioural" : /\btechnical|coding|hard skills?\b/i.test(text) ? "technical" : null;

  if (/\b(answers?|model answer|sample answer|ideal answer|what should (they|a candidate) say|look for|good response)\b/i.test(text)) {
    const chosen = picked.length ? picked.map((n) => current[n - 1]!) : current;
    const answers = chosen.map((q) => modelAnswer(q, fields));
    const response = answers.map((a) => `**${a.question}**\n\nA strong answer: ${a.answer}`).join("\n\n");
    return { messageType: "answers", category: "answers", response, questions: current, answers };
  }
  if (/\b(regenerate|new set|start over|fresh set|different questions)\b/i.test(text) || !questions.length) {
    const next = /\b(regenerate|new set|start over|fresh set|different)\b/i.test(text) ? freshPool(fields, current, null, text).slice(0, current.length) : current;
    const list = next.length >= 8 ? next : current;
    return questionsResult(questions.length ? "Here is a fresh set of questions:" : "Here are interview questions for this role:", list);
  }
  if (/\b(remove|delete|drop|take out|get rid of)\b/i.test(text)) {
    if (!picked.length) return clarification("Which question should I remove? Give me its number, for example \"remove question 3\".", current);
    const kept = current.filter((_, i) => !picked.includes(i + 1));
    return questionsResult(`Removed question${picked.length > 1 ? "s" : ""} ${picked.join(", ")}.`, kept);
  }
  if (picked.length && /\b(replace|change|swap|rephrase|rewrite|harder|tougher|easier|simpler|different|another)\b/i.test(text)) {
    const pool = freshPool(fields, current, null, text);
    const updated = [...current];
    for (const n of picked) {
      const old = current[n - 1]!;
      const sameKind = candidateQuestions(fields).find((q) => q.question === old)?.kind;
      const replacement = pool.find((q) => !updated.includes(q) && (!sameKind || freshPool(fields, [], sameKind, text).includes(q))) ?? pool.find((q) => !updated.includes(q));
      if (replacement) updated[n - 1] = replacement;
    }
    return questionsResult(`Updated question${picked.length > 1 ? "s" : ""} ${picked.join(", ")}.`, updated);
  }
  if (/\b(add|more|another|extra|include)\b/i.test(text)) {
    const added = freshPool(fields, current, kind, text).slice(0, howMany(text));
    if (!added.length) return clarification("I've used every question I have for that. Try asking about another skill.", current);
    return questionsResult(`Added ${added.length} question${added.length > 1 ? "s" : ""}.`, [...current, ...added]);
  }
  return clarification(
    "I can give model answers (\"answers for question 2\"), add questions (\"add two questions about Kubernetes\"), make one harder or easier, replace or remove questions by number, or write a fresh set.",
    current,
  );
}

function clarification(response: string, questions: string[]): InteractionResult {
  return { messageType: "message", category: "clarification", response, questions, answers: null };
}
