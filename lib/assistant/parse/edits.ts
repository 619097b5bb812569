import type { Topic } from "@/lib/assistant/types";

/**
 * A change the user names by its field, at any point of the interview: "the title should be Lead .NET
 * Engineer", "change the salary to 70k", "location: Tallinn, Estonia", "no, the level is senior",
 * "also add Docker to the skills". The value is read by that field's own answer parser (answers.ts).
 */
export type Edit = { topic: Topic; value: string; op: "set" | "add" | "remove" };

/** What people call each field. Bare "role" and "position" are left out: "the role is remote" is not a title. */
const FIELD_NAMES: [string, Topic][] = [
  ["(?:job |role |position )?title|role name|job name", "jobTitle"],
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
/** How a polite request starts ("can you …", "could we …", "I'd like to …"). */
const ASKING = String.raw`(?:(?:can|could|would|will) (?:you|we)|i(?:'d| would) like to)`;
/** What may come before a change: a correction word, or a polite request ("can you …", "please …"). */
const LEAD = String.raw`^(?:(?:no|nope|actually|sorry|oh|wait|correction|please|and|also|oops|hey|ok|okay)[,:!]?\s+|${ASKING}\s+(?:please\s+)?)*`;

const ADD = new RegExp(String.raw`${LEAD}add\s+(.+?)\s+(?:to|in|under)\s+(?:the\s+)?(${FIELD})$`, "i");
const REMOVE = new RegExp(String.raw`${LEAD}(?:remove|drop|delete|take out|take)\s+(.+?)\s+(?:from|off|out of)\s+(?:the\s+)?(${FIELD})$`, "i");
const CONNECTOR = String.raw`(?:should (?:be|read|say)|to|is|are|=|:|will be|needs to be|becomes)`;
const SET = new RegExp(String.raw`${LEAD}(?:(?:change|set|update|make|switch)\s+)?(?:the\s+)?(${FIELD})\s*${CONNECTOR}\s+(.+)$`, "i");
/** With a verb the connector may go: "make the title Head Chef (Gastropub)". */
const SET_BY_VERB = new RegExp(String.raw`${LEAD}(?:change|set|update|make)\s+(?:the\s+)?(${FIELD})\s+(?!${CONNECTOR}\s)(.+)$`, "i");
/** Where the work happens, said of the place itself: "actually the office is in Jersey City, NJ". */
const MOVED = new RegExp(String.raw`${LEAD}(?:the\s+)?(?:office|site|kitchen|store|shop|warehouse|clinic|hospital|restaurant|team|role|job)\s+(?:is|will be)\s+(?:now\s+)?(?:in|at|based in|located in)\s+(.+)$`, "i");
/** "Rename the job to Chef de Cuisine", "call it Head Chef": the title. */
const RENAME = new RegExp(String.raw`${LEAD}(?:rename|retitle|call)\s+(?:the (?:job|role|post|position)|it)\s+(?:to\s+|as\s+)?(.+)$`, "i");

const topicOf = (name: string): Topic => FIELD_NAMES.find(([re]) => new RegExp(`^(?:${re})$`, "i").test(name))![1];

export function parseEdit(text: string): Edit | null {
  const t = text.trim().replace(/[.!?]+$/, "");
  const add = t.match(ADD);
  if (add) return { topic: topicOf(add[2]!), value: add[1]!, op: "add" };
  const remove = t.match(REMOVE);
  if (remove) return { topic: topicOf(remove[2]!), value: remove[1]!, op: "remove" };
  const rename = t.match(RENAME);
  if (rename) return { topic: "jobTitle", value: rename[1]!.trim(), op: "set" };
  const moved = t.match(MOVED);
  if (moved) return { topic: "location", value: moved[1]!.trim(), op: "set" };
  const set = t.match(SET) ?? t.match(SET_BY_VERB);
  if (set) return { topic: topicOf(set[1]!), value: set[2]!.trim(), op: "set" };
  return null;
}

/** "Can you …?", "could we …", "please …": a request, not a question about the field. */
export const POLITE_REQUEST = new RegExp(String.raw`^(?:${ASKING}|please)\b`, "i");

/** Words that mean the user is changing something already said ("actually make it hybrid", "no, it's remote"). */
export const CORRECTION = /\b(actually|instead|change|changed|update|correction|make it|rather|not .+ but|scratch that|i meant)\b|^no(?:pe)?[,.!]\s+\S/i;
