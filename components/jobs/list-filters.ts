import { z } from "zod";
import { EMPLOYMENTS, LEVELS, MAX_MIN_SALARY, SALARY_CURRENCIES, WORKPLACES } from "@/lib/jobs/facets";
import { SEARCH_MAX } from "@/lib/validation/limits";

/** Spec §3/§5 job filters as they live in the URL of /jobs and /getalljobs. */
export const CREATED_FILTER_TYPES = ["specific", "last7", "last30"] as const;
export type CreatedFilterType = (typeof CREATED_FILTER_TYPES)[number];

export const SPECIFIC_NEEDS_BOTH = "Choose both a start and an end date for a specific range.";
export const BAD_RANGE = "The start date must be on or before the end date.";
export const SALARY_TOO_HIGH = `The minimum salary can be at most ${MAX_MIN_SALARY.toLocaleString("en-US")} a year.`;

export type ListFilters = {
  search: string;
  createdFilterType: CreatedFilterType | "";
  dateFrom: string;
  dateTo: string;
  workplace: string;
  employment: string;
  level: string;
  location: string;
  minSalary: string;
  currency: string;
  /** "relevance" or "newest"; only offered with search text. */
  sort: string;
};

/** The job seekers' filters beyond the spec's, as URL parameters (the search call takes the same names). */
export const FACET_KEYS = ["workplace", "employment", "level", "location", "minSalary", "currency", "sort"] as const;

export type ListQuery = {
  filters: ListFilters;
  /** What the search call receives (spec §7 searchjobsfilter: search, updatedFrom, updatedTo, page; plus the facets). */
  query: {
    search?: string;
    updatedFrom?: string;
    updatedTo?: string;
    page: number;
    workplace?: (typeof WORKPLACES)[number]["value"];
    employment?: (typeof EMPLOYMENTS)[number]["value"];
    level?: (typeof LEVELS)[number]["value"];
    location?: string;
    minSalary?: number;
    currency?: (typeof SALARY_CURRENCIES)[number];
    sort?: "relevance" | "newest";
  };
  /** A filter the user must fix; the list is then shown without the date window. */
  error?: string;
};

type Params = Record<string, string | string[] | undefined>;

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() ?? "";
const isoDate = z.iso.date();

export const toIsoDate = (d: Date) => d.toISOString().slice(0, 10);

function daysBefore(today: Date, days: number): string {
  const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  d.setUTCDate(d.getUTCDate() - days);
  return toIsoDate(d);
}

/**
 * URL → filters and search call. last7/last30 are computed from today (UTC) and
 * sent as updatedFrom/updatedTo in YYYY-MM-DD (spec §5); a specific range needs both dates.
 */
export function parseListParams(params: Params, today: Date = new Date()): ListQuery {
  const search = first(params.search).slice(0, SEARCH_MAX);
  const type = first(params.createdFilterType);
  const createdFilterType = (CREATED_FILTER_TYPES as readonly string[]).includes(type) ? (type as CreatedFilterType) : "";
  const dateFrom = isoDate.safeParse(first(params.dateFrom)).success ? first(params.dateFrom) : "";
  const dateTo = isoDate.safeParse(first(params.dateTo)).success ? first(params.dateTo) : "";
  const pageNumber = Number(first(params.page) || "1");
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 && pageNumber <= 100_000 ? pageNumber : 1;

  const facets = parseFacets(params, Boolean(search));
  const filters: ListFilters = { search, createdFilterType, dateFrom, dateTo, ...facets.filters };
  const query: ListQuery["query"] = { page, ...(search ? { search } : {}), ...facets.query };
  let error = facets.error;
  if (createdFilterType === "last7" || createdFilterType === "last30") {
    query.updatedFrom = daysBefore(today, createdFilterType === "last7" ? 7 : 30);
    query.updatedTo = toIsoDate(today);
  } else if (createdFilterType === "specific") {
    if (!dateFrom || !dateTo) error = SPECIFIC_NEEDS_BOTH;
    else if (dateFrom > dateTo) error = BAD_RANGE;
    else Object.assign(query, { updatedFrom: dateFrom, updatedTo: dateTo });
  }
  return { filters, query, error };
}

const oneOf = <T extends string>(values: readonly T[], raw: string): T | undefined => (values as readonly string[]).includes(raw) ? (raw as T) : undefined;

/** The facets of the URL; a value the list cannot use is dropped (the list shows without it), never an error page. */
function parseFacets(
  params: Params,
  hasText: boolean,
): { filters: Omit<ListFilters, "search" | "createdFilterType" | "dateFrom" | "dateTo">; query: Partial<ListQuery["query"]>; error?: string } {
  const workplace = oneOf(WORKPLACES.map((o) => o.value), first(params.workplace));
  const employment = oneOf(EMPLOYMENTS.map((o) => o.value), first(params.employment));
  const level = oneOf(LEVELS.map((o) => o.value), first(params.level));
  const rawLocation = first(params.location).slice(0, 100);
  const location = rawLocation.length >= 2 ? rawLocation : undefined;
  const salaryNumber = Number(first(params.minSalary).replace(/[\s,._']/g, ""));
  const minSalary = Number.isInteger(salaryNumber) && salaryNumber >= 1 && salaryNumber <= MAX_MIN_SALARY ? salaryNumber : undefined;
  // A number past the limit is said, not dropped in silence (the list would show every job under a filter that looks set).
  const salaryTooHigh = Number.isInteger(salaryNumber) && salaryNumber > MAX_MIN_SALARY;
  const currency = oneOf(SALARY_CURRENCIES, first(params.currency).toUpperCase());
  const sort = hasText ? oneOf(["relevance", "newest"] as const, first(params.sort)) : undefined;
  const query: Partial<ListQuery["query"]> = {};
  if (workplace) query.workplace = workplace;
  if (employment) query.employment = employment;
  if (level) query.level = level;
  if (location) query.location = location;
  if (minSalary !== undefined && currency) Object.assign(query, { minSalary, currency });
  if (sort) query.sort = sort;
  return {
    filters: {
      workplace: workplace ?? "",
      employment: employment ?? "",
      level: level ?? "",
      location: location ?? "",
      minSalary: minSalary !== undefined ? String(minSalary) : salaryTooHigh ? first(params.minSalary).slice(0, 30) : "",
      currency: currency ?? "",
      sort: sort ?? "",
    },
    query,
    ...(salaryTooHigh ? { error: SALARY_TOO_HIGH } : {}),
  };
}

/** The list URL for a page, keeping the filters (so a filtered list can be shared). */
export function listHref(basePath: string, filters: ListFilters, page: number): string {
  const p = new URLSearchParams();
  if (filters.search) p.set("search", filters.search);
  if (filters.createdFilterType) p.set("createdFilterType", filters.createdFilterType);
  if (filters.createdFilterType === "specific") {
    if (filters.dateFrom) p.set("dateFrom", filters.dateFrom);
    if (filters.dateTo) p.set("dateTo", filters.dateTo);
  }
  for (const key of FACET_KEYS) if (filters[key]) p.set(key, filters[key]);
  if (page > 1) p.set("page", String(page));
  const qs = p.toString();
  return qs ? `${basePath}?${qs}` : basePath;
}

/** How many filters besides the search text are set (the phone's "More filters (n set)"). */
export function activeFilters(f: ListFilters): number {
  const facets = [f.workplace, f.employment, f.level, f.location, f.minSalary, f.createdFilterType].filter(Boolean).length;
  return facets + (f.sort && f.sort !== "relevance" ? 1 : 0);
}
