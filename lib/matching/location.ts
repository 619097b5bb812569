import { CITIES, COUNTRIES, canonicalPlace } from "@/lib/assistant/vocabulary/places";
import { jobFacets } from "@/lib/jobs/facets";
import { LABELS, WEIGHTS, type MatchCandidate, type MatchJob } from "./types";
import type { Rated } from "./wording";
import { escapeRegExp } from "@/lib/escape-reg-exp";

/**
 * Location: a remote job fits anywhere; an on-site or hybrid one fits a
 * candidate in its city (full points), in its country (partial), or elsewhere
 * (low: moving or commuting is not ruled out). Places are read with the
 * assistant's vocabulary of cities and countries; others by their words
 * ("Graz, Austria": city Graz, country Austria).
 */
export const LOCATION_POINTS = { city: WEIGHTS.location, country: 12, elsewhere: 4 } as const;

/** Short all-caps names ("US", "UK", "NYC") only as written; others in any case. */
const nameRe = (name: string) => new RegExp(`(?<![\\p{L}])${escapeRegExp(name)}(?![\\p{L}])`, name.length <= 4 && name === name.toUpperCase() ? "u" : "iu");
const CITY_RES = Object.keys(CITIES).map((name) => [name, nameRe(name)] as const);
const COUNTRY_RES = COUNTRIES.map((name) => [name, nameRe(name)] as const);
const NATIONS: Record<string, string> = { England: "United Kingdom", Scotland: "United Kingdom", Wales: "United Kingdom" };
const country = (name: string) => NATIONS[name] ?? canonicalPlace(name);

export type Place = { cities: Set<string>; countries: Set<string> };

const clean = (s: string) => s.trim().toLowerCase().replace(/\s+/g, " ");

/** The cities and countries a location names: known ones by the vocabulary, else the first and last parts of "City, Country". */
export function readPlace(text: string): Place {
  const t = text.slice(0, 200);
  const cities = new Set<string>();
  const countries = new Set<string>();
  for (const [name, re] of CITY_RES) {
    if (!re.test(t)) continue;
    cities.add(clean(canonicalPlace(name)));
    countries.add(clean(country(CITIES[name]!)));
  }
  for (const [name, re] of COUNTRY_RES) if (re.test(t)) countries.add(clean(country(name)));
  const parts = t.split(/[,;|/()]/).map(clean).filter((p) => p && !/^(remote|hybrid|on-?site)$/.test(p));
  const first = parts[0];
  const last = parts.at(-1);
  if (!cities.size && first && !countries.has(first)) cities.add(first);
  if (!countries.size && parts.length >= 2 && last) countries.add(last);
  return { cities, countries };
}

const meets = (a: Set<string>, b: Set<string>) => [...a].some((x) => b.has(x));

export function locationCriterion(job: MatchJob, candidate: MatchCandidate): Rated {
  const base = { key: "location", label: LABELS.location, max: WEIGHTS.location } as const;
  const workplace = job.workplace ?? jobFacets({ location: job.location }).workplace;
  const where = candidate.location.trim();
  if (workplace === "remote") {
    const says = job.location && !/^\s*remote\s*$/i.test(job.location) ? ` ("${job.location.trim()}")` : "";
    const evidence = `Remote job${says}: any location fits${where ? ` (the candidate lives in ${where})` : ""}; time zone not checked`;
    return { criterion: { ...base, points: base.max, evidence, counted: true }, note: null };
  }
  if (!job.location?.trim()) return { criterion: { ...base, points: 0, evidence: "The job names no location", counted: false }, note: null };
  const mode = workplace === "hybrid" ? " (hybrid)" : workplace === "onsite" ? " (on-site)" : "";
  const jobText = `the job is in ${job.location.trim()}${mode}`;
  if (!where) return { criterion: { ...base, points: 0, evidence: `Location not given; ${jobText}`, counted: false }, note: null };
  const jobPlace = readPlace(job.location);
  const here = readPlace(where);
  const sameCity = meets(jobPlace.cities, here.cities);
  const sameCountry = meets(jobPlace.countries, here.countries);
  // A job placed in a country only ("Germany") fits anyone in that country.
  if (sameCity || (sameCountry && !jobPlace.cities.size)) {
    return { criterion: { ...base, points: LOCATION_POINTS.city, evidence: `Lives in ${where}; ${jobText}`, counted: true }, note: "lives where the job is" };
  }
  if (sameCountry) {
    const evidence = `Lives in ${where}; ${jobText}: same country, another city`;
    return { criterion: { ...base, points: LOCATION_POINTS.country, evidence, counted: true }, note: "same country, another city" };
  }
  const apart = here.countries.size && jobPlace.countries.size ? "another country" : "not the same city or a country we could match";
  return { criterion: { ...base, points: LOCATION_POINTS.elsewhere, evidence: `Lives in ${where}; ${jobText}: ${apart}`, counted: true }, note: "lives elsewhere" };
}
