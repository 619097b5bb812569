import { benefitItems, isBenefitList } from "@/lib/assistant/parse/benefits";
import { CORRECTION, POLITE_REQUEST, parseEdit } from "@/lib/assistant/parse/edits";
import { addedByTurn, countFields, extractFields, keepCurrency, newOrCorrected } from "@/lib/assistant/parse/extract";
import { INJECTION, detectIntent, isNone, isOpenQuestion } from "@/lib/assistant/parse/intent";
import { dutyItems, isSentenceList } from "@/lib/assistant/parse/lists";
import { parseLevel } from "@/lib/assistant/parse/level";
import { findLocationPhrase } from "@/lib/assistant/parse/location";
import { findCompany, findTitle } from "@/lib/assistant/parse/title";
import { findSkills } from "@/lib/assistant/vocabulary/skills";
import { TOPIC_SPECS, isEssential } from "@/lib/assistant/topics";
import type { ChatTurnInput, Grade, JobFields, Topic } from "@/lib/assistant/types";
import { acknowledge } from "@/lib/assistant/wording";
import { parseTopicAnswer } from "./answers";

/**
 * The local engine's grading: reads one message against the topic that was
 * asked, picks the category (spec §4) and collects every field it mentions.
 */
const grade = (category: Grade["category"], rest: Partial<Grade> = {}): Grade => ({
  category,
  fields: {},
  skipped: [],
  explanation: null,
  nextQuestion: null,
  ...rest,
});

/** Which topic a question back is about ("what do you mean by hybrid?" → jobType). */
const HELP_KEYWORDS: [RegExp, Topic][] = [
  [/\b(salary|pay|range|compensation|currency)\b/i, "salaryRange"],
  [/\b(hybrid|remote|on-?site|workplace|office)\b/i, "jobType"],
  [/\b(employment|full[- ]?time|part[- ]?time|contract|freelance)\b/i, "employmentType"],
  [/\b(level|senior|junior|mid|seniority|years)\b/i, "experienceLevel"],
  [/\b(skills?|tools?|stack|technolog)/i, "requiredSkills"],
  [/\b(responsibilit|duties|tasks)/i, "responsibilities"],
  [/\b(nice[- ]to[- ]haves?|bonus|extras?)\b/i, "niceToHaves"],
  [/\b(benefits?|perks?)\b/i, "benefits"],
  [/\b(tags?|keywords?)\b/i, "tags"],
  [/\b(location|city|country|where)\b/i, "location"],
  [/\b(title|role|position)\b/i, "jobTitle"],
  [/\b(company|employer)\b/i, "companyName"],
];

function clarify(message: string, current: Topic | null, fields: JobFields): string {
  if (/\b(what can you do|who are you|how does this work|what is this|help)\b/i.test(message)) {
    const q = current ? ` Let's continue: ${TOPIC_SPECS[current].question(fields)}` : "";
    return `I interview you about the job, one question at a time, and then write the job description and interview questions from your answers. You can skip anything you don't know yet.${q}`;
  }
  const topic = HELP_KEYWORDS.find(([re]) => re.test(message))?.[1] ?? current;
  if (!topic) return "Good question. Everything I need is collected, so you can generate the description now, or tell me anything you would like to change.";
  const back = current && current !== topic ? ` Now, back to my question: ${TOPIC_SPECS[current].question(fields)}` : current ? ` So, ${lowerFirst(TOPIC_SPECS[current].question(fields))}` : "";
  return `${TOPIC_SPECS[topic].help}${back}`;
}

/** Free-text topics accept almost any words; this says whether the words really name a value. */
function isStrongAnswer(topic: Topic, text: string): boolean {
  switch (topic) {
    case "jobTitle":
      return Boolean(findTitle(text));
    case "companyName":
      return Boolean(findCompany(text));
    case "location":
      return Boolean(findLocationPhrase(text));
    case "requiredSkills":
    case "niceToHaves":
      return findSkills(text).length > 0;
    case "responsibilities":
    case "benefits":
    case "tags":
      return false;
    default:
      return true;
  }
}

const DONE = /^(?:no(?:pe)?(?: thanks?)?|nothing(?: else)?|looks (?:good|great|fine)|all good|that'?s (?:all|it|fine)|good as is|no changes?)[.!\s]*$/i;
const WANTS_CHANGE = /^(?:yes|yep|yeah|sure|please|i do)\b/i;
export const DONE_REPLY = 'Then the interview is done: press "Generate description" to write the post. You can still tell me anything you would like to change.';
export const CHANGE_PROMPT = 'What would you like to change? Tell me in a few words, for example "make it hybrid" or "salary 90-110k EUR".';

/** The fields of `f` that belong to one topic (a salary is its range and its figures). */
const pick = (f: JobFields, topic: Topic): JobFields =>
  Object.fromEntries(Object.entries(f).filter(([k]) => k === topic || (topic === "salaryRange" && k === "salary") || (topic === "experienceLevel" && k === "yearsOfExperience")));

/**
 * The change a message names: the whole message, or else the one sentence of it that names a change
 * ("Those weren't tags. Tags: robotics, ROS, Berlin" sets the tags).
 */
function findEdit(text: string) {
  const whole = parseEdit(text);
  if (whole) return whole;
  const found = text.split(/(?<=[.!?])\s+/).map(parseEdit).filter((e) => e !== null);
  return found.length === 1 ? found[0]! : null;
}

/** The fields a named change sets, or null when it names no field or its value cannot be read. */
function namedEdit(text: string, known: JobFields): JobFields | null {
  const edit = findEdit(text);
  if (!edit) return null;
  const key = edit.topic as keyof JobFields;
  const before = Array.isArray(known[key]) ? (known[key] as string[]) : [];
  if (edit.op === "remove") {
    // Taken off a list by name, in any case ("remove netsuite from the skills").
    const gone = new Set(edit.value.split(/\s*(?:,|\band\b)\s*/i).map((v) => v.trim().toLowerCase()));
    const kept = before.filter((item) => !gone.has(item.toLowerCase()));
    return kept.length < before.length ? ({ [key]: kept } as JobFields) : null;
  }
  const parsed = parseTopicAnswer(edit.topic, edit.value, known);
  if (parsed.status !== "answered" && parsed.status !== "partial") return null;
  if (edit.op === "set") return parsed.fields;
  const added = (parsed.fields[key] as string[] | undefined) ?? [];
  return { [key]: [...new Set([...before, ...added])] } as JobFields;
}

const lowerFirst = (s: string) => (/^[A-Z][a-z]/.test(s) ? s[0]!.toLowerCase() + s.slice(1) : s);

export function gradeLocally({ fields, state, message }: ChatTurnInput): Grade {
  const text = message.trim();
  const current = state.current;
  const intent = detectIntent(text);
  const reask = current ? TOPIC_SPECS[current].question(fields) : "Is there anything you'd like to change before you generate the description?";

  if (intent === "off_topic" || INJECTION.test(text)) {
    return grade("off_topic", {
      explanation: `I'm here to help you write this job post, so I'll stay on that. ${reask}`,
    });
  }
  if (intent === "skip" && current) return grade("skip", { skipped: [current] });

  // A change named by its field ("the title should be …", "add Docker to the skills") is made wherever the
  // interview stands; the question asked, if any, comes again.
  const edited = namedEdit(text, fields);
  if (edited) return grade("answered", { fields: edited });

  const answer = current ? parseTopicAnswer(current, text, fields) : { status: "none" as const };
  // Perks given as nice-to-haves or as the duties are the benefits (answers.ts refuses them there).
  const perks = (current === "niceToHaves" || current === "responsibilities") && isBenefitList(text) ? { benefits: benefitItems(text) } : {};
  // A company's own name says nothing about the job ("Principal Financial Group" is not a level).
  const named = current === "companyName" && answer.status === "answered" ? answer.fields.companyName : undefined;
  const extracted = extractFields(named ? text.replace(named, " ") : text);
  // Duties given where the tags are asked (the duties were skipped, to be asked at the end), or where the level is
  // asked and no level is in them, are the duties: answers.ts refuses sentences as tags, and they name no level.
  const dutiesHere = current === "tags" || (current === "experienceLevel" && !parseLevel(text).level && !countFields(extracted));
  const duties = dutiesHere && !fields.responsibilities?.length && isSentenceList(text) ? { responsibilities: dutyItems(text) } : {};
  const others = newOrCorrected({ ...extracted, ...perks, ...duties }, fields, text);
  const answeredFields = answer.status === "answered" ? { ...others, ...answer.fields } : others;

  // Small talk and questions back are only read as answers when they clearly contain one.
  const strong = current !== null && answer.status !== "none" && answer.status !== "vague" && isStrongAnswer(current, text);
  // The interview is done and the reply changes nothing: say what comes next instead of asking again.
  // "Please draft it" (a skip with nothing asked) is answered the same way: the button writes the post.
  if (!current && !countFields(others) && (intent === "neutral" || intent === "skip" || isNone(text) || DONE.test(text))) {
    return grade("neutral", { explanation: WANTS_CHANGE.test(text) ? CHANGE_PROMPT : DONE_REPLY });
  }
  if (intent === "neutral" && !strong && !countFields(others)) {
    const hello = /^(hi|hello|hey|good)/i.test(text) ? "Hello! I'll help you put together the job post. " : "";
    return grade("neutral", { explanation: `${hello}${reask}` });
  }
  // "Could you make it hybrid?", "can we say 3+ years?": a request for a change, whatever it ends with.
  const asksChange = POLITE_REQUEST.test(text) && /\b(make|change|set|say|put|switch|use|update|mark)\b/i.test(text);
  const requested = asksChange ? keepCurrency(extractFields(text), fields) : {};
  if (countFields(requested)) return grade("answered", { fields: requested });
  if (intent === "question" && (!strong || isOpenQuestion(text))) {
    // "What does hybrid mean?" asks about a word; it does not choose it.
    return grade("clarification", { fields: isOpenQuestion(text) || /\b(explain|mean|meaning|difference)\b/i.test(text) ? {} : others, explanation: clarify(text, current, fields) });
  }

  if (!current) {
    if (!countFields(others)) return grade("neutral", { explanation: reask });
    return grade("answered", { fields: others });
  }

  // "Actually make it remote" while the duties are asked changes the workplace; it is not a duty.
  if (CORRECTION.test(text) && countFields(others) && !countFields(pick(others, current))) return grade("answered", { fields: others });

  const followUps = state.followUps[current] ?? 0;
  switch (answer.status) {
    case "answered": {
      // A pasted description fills most of the post at once.
      const many = text.length >= 280 && countFields(answeredFields) >= 5;
      return grade(many ? "job_description" : "answered", { fields: answeredFields });
    }
    case "partial":
      if (followUps >= 2) return grade("answered", { fields: { ...others, ...answer.fields } });
      return grade("partially_answered", { fields: { ...others, ...answer.fields }, explanation: answer.explanation });
    case "vague":
    case "none": {
      if (countFields(others) && answer.status === "none") {
        const noted = acknowledge(addedByTurn(others, fields), state.turns);
        return grade("partially_answered", {
          fields: others,
          explanation: `${noted} I still need the ${TOPIC_SPECS[current].label}: ${lowerFirst(TOPIC_SPECS[current].question({ ...fields, ...others }))}`,
        });
      }
      if (followUps < 1) return grade("follow_up", { fields: others, nextQuestion: TOPIC_SPECS[current].followUp(fields) });
      // Asked twice already: keep what a vague answer gave, or count it as skipped — an essential topic is
      // asked once more at the end and only then gets a default, which the reply names (planner.ts).
      const kept = answer.status === "vague" ? answer.fields : {};
      if (Object.keys(kept).length) return grade("answered", { fields: { ...others, ...kept } });
      const later = isEssential(current) ? "let's come back to it at the end" : "I'll leave it out";
      return grade("skip", { fields: others, skipped: [current], explanation: `I couldn't read the ${TOPIC_SPECS[current].label} from that, so ${later}.` });
    }
  }
}
