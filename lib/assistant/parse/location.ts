import { CITIES, COUNTRIES, REGIONS, canonicalPlace, foldAccents } from "@/lib/assistant/vocabulary/places";
import { escapeRegExp } from "@/lib/escape-reg-exp";

const CITY_NAMES = Object.keys(CITIES).sort((a, b) => b.length - a.length);
const COUNTRY_NAMES = [...COUNTRIES].sort((a, b) => b.length - a.length);

/** Short all-caps names ("US", "EU", "UK") only match as written; others match in any case, with or without accents. */
function findAll(text: string, names: string[]): { at: number; name: string }[] {
  const out: { at: number; name: string }[] = [];
  const folded = foldAccents(text);
  for (const name of names) {
    const caseSensitive = name.length <= 4 && name === name.toUpperCase();
    const re = new RegExp(`(?<![\\p{L}\\d_])${escapeRegExp(foldAccents(name))}(?![\\p{L}\\d_])`, caseSensitive ? "gu" : "giu");
    for (const m of folded.matchAll(re)) {
      if (out.some((o) => m.index < o.at + o.name.length && m.index + m[0].length > o.at)) continue;
      out.push({ at: m.index, name });
    }
  }
  return out.sort((a, b) => a.at - b.at);
}

const ANYWHERE = /\b(anywhere|worldwide|global(ly)?|any (country|location|time ?zone)|no restrictions?)\b/i;

/** Known places in prose: "Berlin" → "Berlin, Germany"; "London or Manchester" → "London or Manchester, United Kingdom". */
export function findPlaces(text: string): string | undefined {
  const cities = findAll(text, CITY_NAMES).map((c) => canonicalPlace(c.name));
  const countries = findAll(text, COUNTRY_NAMES).map((c) => canonicalPlace(c.name));
  const regions = findAll(text, REGIONS).map((r) => r.name);
  const uniq = (xs: string[]) => [...new Set(xs)];
  if (cities.length) {
    const names = uniq(cities);
    const cityCountries = uniq(names.map((c) => CITIES[c] ?? ""));
    const country = cityCountries.length === 1 && cityCountries[0] && cityCountries[0] !== names[0] ? cityCountries[0] : undefined;
    return country ? `${names.join(" or ")}, ${country}` : names.join(" or ");
  }
  if (countries.length) return uniq(countries).join(" or ");
  if (regions.length) return uniq(regions).join(" / ");
  if (ANYWHERE.test(text)) return "Anywhere";
  return undefined;
}

const LEAD_IN = /^(?:(?:it'?s|it is|we'?re|we are|they'd be|they will be|the (?:role|job|office|team) is|our office is|located|based|situated|working|work)\s+)*(?:in|at|from|near|out of)?\s*/i;

/**
 * The location of an answer to "Where is the role based?": a known place, or —
 * because towns are endless — the short answer itself, tidied.
 */
export function parseLocationAnswer(text: string): string | undefined {
  const known = findPlaces(text);
  if (known) return known;
  const cleaned = text.trim().replace(/[.!]+$/, "").replace(LEAD_IN, "").trim();
  const words = cleaned.split(/\s+/).filter(Boolean);
  if (!cleaned || words.length > 6 || /\d{3,}/.test(cleaned)) return undefined;
  return words.map((w) => (/^[a-z]/.test(w) && !["de", "la", "am", "upon", "on", "and", "or"].includes(w) ? w[0]!.toUpperCase() + w.slice(1) : w)).join(" ");
}

/** "based in Lyon", "office in Graz": a capitalised place after a strong location phrase, even if unknown. */
export function findLocationPhrase(text: string): string | undefined {
  const known = findPlaces(text);
  if (known && known !== "Anywhere") return known;
  const m = text.match(/\b(?:based in|located in|office in|offices in|headquartered in|relocate to|on-?site in|hybrid in)\s+([A-Z][\p{L}'.-]+(?:\s+[A-Z][\p{L}'.-]+){0,2})/u);
  return m?.[1] ?? known;
}
