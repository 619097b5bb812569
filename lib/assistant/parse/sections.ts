import { findSkills, lookupSkill } from "@/lib/assistant/vocabulary/skills";
import { benefitItems } from "./benefits";
import { dutyItems, splitList } from "./lists";

/**
 * The labelled parts of a pasted job ad ("Duties: …", "Must have …", "Requirements:" over a list,
 * "Nice to have:", "What we offer:"), inline or as headings, each read as the list it is.
 */
export type AdSections = { requirements?: string[]; duties?: string[]; extras?: string[]; benefits?: string[] };
type Part = keyof AdSections;

const LABELS: [Part, string][] = [
  ["duties", String.raw`(?:key |main )?(?:responsibilities|duties)|your (?:tasks|responsibilities)|what you(?:'ll| will) do|day[- ]to[- ]day|(?:ihre )?aufgaben`],
  ["requirements", String.raw`requirements|must[- ]haves?|essential(?: criteria| skills)?|required(?: skills| experience)?|qualifications|what we(?:'re| are) looking for|what you(?:'ll)? bring|about you|you have|skills|(?:ihr )?profil|anforderungen`],
  ["extras", String.raw`nice[- ]to[- ]haves?|bonus(?: points)?|preferred(?: qualifications| skills)?|desirable|pluspunkte|wünschenswert`],
  ["benefits", String.raw`benefits|perks|what we offer|we offer|our offer|why join us|wir bieten`],
];
// A label starts the text, a line, a sentence or a clause ("Permanent, full time, responsibilities: …"), and ends in a
// colon or a line break; "Must have" and "… include" need neither.
const LABEL = new RegExp(
  String.raw`(?:^|\n|[.!?]\s+|[,;]\s+)[ \t]*(?:#+\s*|\*\*)?(?:${LABELS.map(([part, re]) => `(?<${part}>${re})`).join("|")})(?:\*\*)?(?:[ \t]+includes?)?(?:[ \t]*:|[ \t]*(?=\r?\n)|(?<=must[- ]have|include|includes)[ \t])`,
  "giu",
);
/** Where a part written inline ends: its sentence. A part under a heading runs to a blank line or the next heading. */
const INLINE_END = /(?<!\b(?:e\.g|i\.e|etc|incl|approx|St|Dr))[.!?](?=\s|$)|\n/;
const BLOCK_END = /\n\s*\n|\n[^\n\-*•]{2,40}:\s*(?:\n|$)/;

function bodies(text: string): [Part, string][] {
  const found = [...text.matchAll(LABEL)].map((m) => ({ part: LABELS.find(([p]) => m.groups?.[p])![0], start: m.index, end: m.index + m[0].length }));
  return found.map(({ part, end }, i) => {
    const body = text.slice(end, found[i + 1]?.start ?? text.length);
    const cut = body.search(/^[ \t]*\S/.test(body) ? INLINE_END : BLOCK_END);
    return [part, cut === -1 ? body : body.slice(0, cut)];
  });
}

/** A requirement as a skill chip: a vocabulary skill by its name ("C++ for ARM Cortex-M" → "C++"), anything else as written. */
function requirementItems(body: string): string[] {
  // Bullets are items as written ("Fluent English and German"); an inline list also splits at its last "and".
  return splitList(body, !body.trim().includes("\n")).flatMap((item) => {
    const skill = lookupSkill(item);
    if (skill) return [skill.name];
    const inside = findSkills(item).map((s) => s.name);
    return inside.length ? inside : [item];
  });
}

const READ: Record<Part, (body: string) => string[]> = {
  requirements: requirementItems,
  extras: requirementItems,
  duties: dutyItems,
  benefits: benefitItems,
};

export function adSections(text: string): AdSections {
  const out: AdSections = {};
  for (const [part, body] of bodies(text)) {
    const items = READ[part](body);
    if (items.length) out[part] = [...new Set([...(out[part] ?? []), ...items])];
  }
  return out;
}

/** The text without its extras and benefits: skills named there are not requirements. */
export const withoutExtras = (text: string): string =>
  bodies(text)
    .filter(([part]) => part === "extras" || part === "benefits")
    .reduce((rest, [, body]) => rest.replace(body, " "), text);

/**
 * What the hire will do, said in a sentence of its own ("Full-time. They will run the Leeds warehouse team."):
 * the duties, whatever was asked. Not what they will get, have or need ("You'll get 30 days off" is a perk).
 */
const WILL_DUTY =
  /(?:^|[.!?;]\s+|\n)\s*(?:you(?:'ll|’ll| will)|they(?:'ll|’ll| will)|(?:the|this) (?:role|person|hire) will)\s+(?!(?:get|receive|have|be|enjoy|love|join|earn|need|benefit|also)\b)([^.!?;\n]+)/gi;

export function willDuties(text: string): string[] {
  return [...new Set([...text.matchAll(WILL_DUTY)].flatMap((m) => dutyItems(m[1]!)))];
}
