import type { Topic } from "@/lib/assistant/types";

/**
 * A change the user names by its field, at any point of the interview: "the title should be Lead .NET
 * Engineer", "change the salary to 70k", "location: Tallinn, Estonia", "no, the level is senior",
 * "also add Docker to the skills". The value is read by that field's own answer parser (answers.ts).
 */
export type Edit = { topic: Topic; value: string; add: boolean };

/** What people call each field. Bare "role" and "position" are left out: "the role is remote" is not a title. */
const FIELD_NAMES: [string, Topic][] = [
  ["(?:job |role |position )?title|role name", "jobTitle"],
  ["company(?: name)?|client|employer", "companyName"],
  ["salary(?: range)?|pay|compensation", "salaryRange"],
  ["location|city", "location"],
  ["workplace(?: type)?|work model|work mode", "jobType"],
  ["(?:experience |seniority )?level|seniority", "experienceLevel"],
  ["employment(?: type)?|contract type", "employmentType"],
  ["(?:required )?skills|requirements|tech stack", "requiredSkills"],
  ["duties|responsibilities|tasks", "responsibilities"],
  ["nice[- ]to[- ]haves?", "niceToHaves"],
  ["benefits|perks", "benefits"],
  ["tags|keywords", "tags"],
];
const FIELD = FIELD_NAMES.map(([re]) => `(?:${re})`).join("|");
const LEAD = String.raw`^(?:(?:no|nope|actually|sorry|oh|wait|correction|please|and|also|oops)[,:!]?\s+)*`;

const ADD = new RegExp(String.raw`${LEAD}(?:(?:can you|could you)\s+)?add\s+(.+?)\s+(?:to|in|under)\s+(?:the\s+)?(${FIELD})$`, "i");
const SET = new RegExp(
  String.raw`${LEAD}(?:(?:change|set|update|make|switch)\s+)?(?:the\s+)?(${FIELD})\s*(?:should (?:be|read|say)|to|is|are|=|:|will be|needs to be|becomes)\s+(.+)$`,
  "i",
);

const topicOf = (name: string): Topic => FIELD_NAMES.find(([re]) => new RegExp(`^(?:${re})$`, "i").test(name))![1];

export function parseEdit(text: string): Edit | null {
  const t = text.trim().replace(/[.!]+$/, "");
  const add = t.match(ADD);
  if (add) return { topic: topicOf(add[2]!), value: add[1]!, add: true };
  const set = t.match(SET);
  if (set) return { topic: topicOf(set[1]!), value: set[2]!.trim(), add: false };
  return null;
}

/** Words that mean the user is changing something already said ("actually make it hybrid", "no, it's remote"). */
export const CORRECTION = /\b(actually|instead|change|changed|update|correction|make it|rather|not .+ but|scratch that|i meant)\b|^no(?:pe)?[,.!]\s+\S/i;
