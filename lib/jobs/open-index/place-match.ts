import { PLACE_ALIASES, foldAccents } from "@/lib/assistant/vocabulary/places";
import { escapeRegExp } from "@/lib/escape-reg-exp";

/** As the database's fold_place (migration 0019): lower case, ß → ss, accents of Latin letters dropped. */
const fold = (s: string) => foldAccents(s.toLowerCase().replaceAll("ß", "ss"));

/** Each place known by two or more names ("uk", "united kingdom"), every name folded, by each of its names. */
const NAMES = new Map<string, string[]>();
for (const [alias, name] of Object.entries(PLACE_ALIASES)) {
  const group = [...new Set([...(NAMES.get(fold(name)) ?? [fold(name)]), fold(alias)])];
  for (const n of group) NAMES.set(n, group);
}

/** A short name ("uk", "us", "uae") only as a whole word: "uk" is also the start of "ukraine". */
const SHORT = 3;

/**
 * The location filter's test of one folded place (jobs.location_key): the folded text anywhere in it, as typed;
 * and when the text is a name of a place known by several ("UK" / "United Kingdom", "USA" / "US" / "United
 * States", "UAE", "Czechia", "NYC", "Bengaluru", "Kiev"), any of its names — a short one as a whole word, so "UK"
 * finds "Remote (UK)" and "London, United Kingdom" but not "Kyiv, Ukraine", and "United Kingdom" finds "Remote (UK)".
 */
export function placeMatcher(needle: string): (place: string) => boolean {
  const names = NAMES.get(needle.trim());
  if (!names) return (place) => place.includes(needle);
  const long = names.filter((n) => n.length > SHORT);
  const short = names.filter((n) => n.length <= SHORT);
  const word = short.length ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${short.map(escapeRegExp).join("|")})(?![\\p{L}\\p{N}])`, "u") : null;
  return (place) => long.some((n) => place.includes(n)) || !!word?.test(place);
}
