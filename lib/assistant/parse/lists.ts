/** Splits a list answer ("a, b and c", bullets, lines, semicolons) into tidy items; `lastAnd` false keeps "English and German" one item. */
export function splitList(text: string, lastAnd = true): string[] {
  return [...new Set(splitLines(text).flatMap((line) => splitSentenceList(line, lastAnd)).map(tidy).filter((i) => i.length > 1))];
}

/** A full stop that ends a sentence: followed by a space, and not an abbreviation's ("e.g. Kafka", "St. Mary's"). */
const SENTENCE_END = /(?<!\b(?:e\.g|i\.e|etc|incl|approx|vs|Dr|St|Mr|Mrs|Ms|No|Inc|Ltd|Co))\.\s+(?=\S)/;

/**
 * Duties: one per sentence ("Mentor 2 juniors. On-call 1 week a month" are two); within one, "Design, build
 * and ship features" is one duty, so commas split only when every piece is a phrase.
 */
export function dutyItems(text: string): string[] {
  return [...new Set(text.split(SENTENCE_END).flatMap(sentenceDuties))];
}

function sentenceDuties(text: string): string[] {
  const split = splitList(text);
  return (split.some((i) => i.split(/\s+/).length < 2) ? splitLines(text) : split).filter((i) => i.split(/\s+/).length >= 2);
}

/** Only lines, semicolons and bullets: for items that may contain commas ("design, build and ship features"). */
export function splitLines(text: string): string[] {
  const lines = text
    .split(/\r?\n|;|•|·|(?:^|\s)[-*]\s+|\s\d+[.)]\s+/)
    .map((l) => l.trim())
    .filter(Boolean);
  return [...new Set(lines.map(tidy).filter((i) => i.length > 1))];
}

/**
 * A comma separates items, except inside a number: "€1,500" and "120,000" keep their
 * thousands separator (a comma between a digit and exactly three digits).
 */
const ITEM_COMMA = /(?<!\d),\s*|(?<=\d),(?!\d{3}(?!\d))\s*/;

/** One line: commas split items; a final "and"/"&"/"+" splits the last pair when items are short ("go + postgres"). */
function splitSentenceList(text: string, lastAnd: boolean): string[] {
  const parts = text.split(ITEM_COMMA).map((p) => p.trim()).filter(Boolean);
  if (!lastAnd) return parts;
  const last = parts.pop() ?? "";
  const tail = last.split(/\s+(?:and|&|\+|plus|as well as)\s+/i);
  const shortItems = tail.every((t) => t.split(/\s+/).length <= 4);
  return [...parts, ...(parts.length || shortItems ? tail : [last])];
}

function tidy(item: string): string {
  const t = item
    .replace(/\s+(?:would be|is|are|would be really|is also)?\s*(?:a (?:big |nice |huge )?(?:plus|bonus)|nice(?: to have)?|great|helpful|appreciated|welcome)[.!]*$/i, "")
    .replace(/^(?:and|or|also|plus|then|e\.g\.|like|an?|the)\s+/i, "")
    .replace(/^(?:[\s\-*•]+|\d+[.)]\s+)+/, "")
    .replace(/[.;:,]+$/, "")
    .trim();
  return t ? t[0]!.toUpperCase() + t.slice(1) : t;
}

/** Lower-case tags without duplicates; hashtags written in a row ("#dotnet #azure") are one tag each. */
/**
 * Whether a list's items are sentences rather than keywords: most of them four words or more ("own the
 * motion-planning stack, mentor 2 junior engineers"). Tags are a word or three ("fintech, visa sponsorship").
 */
export function isSentenceList(text: string): boolean {
  const items = splitList(text);
  return items.length > 0 && items.filter((i) => i.split(/\s+/).length >= 4).length * 2 > items.length;
}

export function toTags(items: string[]): string[] {
  const split = items.flatMap((i) => (/^#\S+(?:\s+#\S+)+$/.test(i.trim()) ? i.trim().split(/\s+/) : [i]));
  return [...new Set(split.map((i) => i.toLowerCase().replace(/^#/, "").trim()).filter((i) => i && i.length <= 40))];
}
