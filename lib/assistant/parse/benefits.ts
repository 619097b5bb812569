import { splitList } from "./lists";

const BENEFIT_NAMES: [RegExp, string][] = [
  [/\b(health|medical)( insurance| cover(age)?| care)?\b/i, "Health insurance"],
  // Dental and vision cover are their own benefits, not "Health insurance" (a US offer lists all three).
  [/\bdental( insurance| cover(age)?| care| plan)?\b/i, "Dental insurance"],
  [/^vision$|\bvision (insurance|cover(age)?|care|plan)\b/i, "Vision insurance"],
  // A 401(k) keeps its name (and its match): a US candidate looks for it by that name.
  [/\b401\s?\(?k\)?\s+match(ing)?(?!\w)/i, "401(k) match"],
  [/\b401\s?\(?k\)?(\s+plan)?(?!\w)/i, "401(k) plan"],
  [/\b(pension|retirement)\b/i, "Pension plan"],
  [/\b(equity|stock options?|esop|rsus?|shares)\b/i, "Equity"],
  [/\b(\d+)\s*days?\s*(of\s*)?(holidays?|vacation|pto|annual leave|paid time off)\b/i, "$1 days of paid holiday"],
  [/\b(unlimited (pto|vacation|holidays?))\b/i, "Unlimited paid time off"],
  [/\b(learning|training|education|conference) budget\b/i, "Learning budget"],
  [/\b(gym|wellness|fitness)\b/i, "Wellness allowance"],
  [/\b(bonus|bonuses)\b/i, "Performance bonus"],
  [/\b(4[- ]day (work ?)?week)\b/i, "Four-day week"],
];

/** Words only a benefit is made of: what an item needs to be read as a perk wherever it was said. */
const BENEFIT_WORD =
  /\b(holidays?|vacation|pto|paid time off|annual leave|parental leave|sabbatical|days? off|[\p{L}-]*budget|allowance|stipend|(health|medical|dental|vision|life)( (insurance|cover(age)?|care|plan))?|insurance|private healthcare|pension|401\(?k\)?|retirement plan|equity|stock options?|esop|rsus?|bonus(es)?|gym|wellness|childcare|company car|free (lunch|meals)|4[- ]day (work ?)?week|flexible (hours|working)|[\p{L}-]*ticket|jobrad|bike|urlaub|tage urlaub|relocation|visa sponsorship|home ?office|laptop)\b/iu;

const COVER_WORD = /^(health|medical|dental|vision)$/i;

/** "Medical dental vision" said as one item: the insurance of each cover it names. */
function covers(item: string): string[] | null {
  const words = item
    .split(/[\s,&+/]+/)
    .filter((w) => w && !/^(and|insurance|cover(age)?|care|plans?)$/i.test(w));
  if (words.length < 2 || !words.every((w) => COVER_WORD.test(w))) return null;
  return words.map((w) => (/^(health|medical)$/i.test(w) ? "Health insurance" : `${w[0]!.toUpperCase()}${w.slice(1).toLowerCase()} insurance`));
}

function benefitName(item: string): string {
  for (const [re, name] of BENEFIT_NAMES) {
    const m = item.match(re);
    // A figure or a name ("NHS pension") outside the words the name replaces would be lost: keep the item as written.
    const rest = m ? item.replace(m[0], "") : "";
    if (m && item.split(/\s+/).length <= 4 && !/\d|\b[A-Z]{2,}\b/.test(rest)) return name.replace("$1", m[1] ?? "");
  }
  return item;
}

/** Benefits in their usual names, each once; an item with its own amount ("€1,500 learning budget") keeps it. */
export function benefitItems(text: string): string[] {
  const names = splitList(text).flatMap((item) => covers(item) ?? [benefitName(item)]);
  return [...new Map(names.map((name) => [name.toLowerCase(), name])).values()];
}

/**
 * A message that is a list of perks ("30 days paid vacation, a €1,500 learning budget"): every item names
 * one, or — asked for the benefits, where perks have names of their own ("BVG ticket", "JobRad") — at least
 * `share` of them do.
 */
export function isBenefitList(text: string, share = 1): boolean {
  const items = splitList(text);
  return items.length > 0 && items.filter((item) => BENEFIT_WORD.test(item)).length >= Math.ceil(items.length * share);
}
