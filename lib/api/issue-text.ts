import { z } from "zod";

const english = z.locales.en().localeError;

/** What a value of each JSON type is called in a message ("must be text"). */
const TYPE_WORDS: Record<string, string> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  boolean: "true or false",
  array: "a list",
  object: "an object",
  date: "a date",
};

/** How many of what: "60 characters", "20 items", or the bare number. */
function amount(origin: unknown, n: unknown): string {
  if (origin === "string") return `${String(n)} ${n === 1 ? "character" : "characters"}`;
  if (origin === "array" || origin === "set") return `${String(n)} ${n === 1 ? "item" : "items"}`;
  return String(n);
}

/** A field's name as a reader sees it: "requiredSkills.0" is the first of requiredSkills. */
function fieldName(path: PropertyKey[]): string {
  const last = path.length - 1;
  const index = path[last];
  if (typeof index === "number" && last > 0) return `item ${index + 1} of ${path.slice(0, last).map(String).join(".")}`;
  return path.map(String).join(".");
}

/**
 * The message of an input problem whose schema chose no text of its own (those are shown exactly,
 * spec §8): a missing field is "X is required", a wrong type says what is wanted in words, a length
 * says in characters or items, an unknown field is named; anything else is zod's English with the
 * field's name in front.
 */
export function issueText(issue: z.core.$ZodRawIssue): string | undefined {
  const path = issue.path ?? [];
  const field = fieldName(path);
  const named = (text: string) => (field ? `${field} ${text}` : text[0]!.toUpperCase() + text.slice(1));
  const raw = issue as z.core.$ZodRawIssue & { expected?: string; origin?: unknown; maximum?: unknown; minimum?: unknown; keys?: string[] };
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined) return named("is required");
      if (raw.expected && TYPE_WORDS[raw.expected]) return named(`must be ${TYPE_WORDS[raw.expected]}`);
      break;
    case "too_big":
      if (raw.origin === "string" || raw.origin === "array") return named(`must be at most ${amount(raw.origin, raw.maximum)}`);
      break;
    case "too_small":
      if (raw.origin === "string" || raw.origin === "array") return named(`must be at least ${amount(raw.origin, raw.minimum)}`);
      break;
    case "unrecognized_keys": {
      const keys = raw.keys ?? [];
      const list = keys.map((k) => `"${k}"`).join(", ");
      return `${keys.length === 1 ? "Unknown field" : "Unknown fields"} ${list}${field ? ` in ${field}` : ""}`;
    }
  }
  const base = english(issue);
  const message = typeof base === "string" ? base : base?.message;
  return field && message ? `${field}: ${message}` : message;
}
