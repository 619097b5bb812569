import { SEARCH_MAX } from "@/lib/validation/limits";
import {
  companySizeSchema,
  formatCountRange,
  industriesSchema,
  parseCountRange,
  searchText,
  type CompaniesFilter,
  type CountRange,
  type RecruitersFilter,
} from "@/lib/directories/schemas";

/**
 * The directories' filters as they live in the page URL, in the spec's encoding
 * (§5): industries as one comma list, companySize in lowercase, employees as
 * `employees`. A value the list cannot use is dropped (never an error page); a URL
 * in another spelling (repeated `industries` from a plain form, "Medium") is
 * answered with a redirect to this one (`canonicalQuery`).
 */
type Params = Record<string, string | string[] | undefined>;

const all = (v: string | string[] | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const first = (v: string | string[] | undefined) => all(v)[0]?.trim() ?? "";

function pageOf(params: Params): number {
  const n = Number(first(params.page) || "1");
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
}

const range = (raw: string): CountRange | undefined => parseCountRange(raw) ?? undefined;
const text = (raw: string) => {
  const r = searchText.safeParse(raw.slice(0, SEARCH_MAX));
  return r.success && r.data ? r.data : undefined;
};

export function parseCompanyParams(params: Params): CompaniesFilter {
  const industries = industriesSchema.safeParse(all(params.industries).join(","));
  const size = companySizeSchema.safeParse(first(params.companySize));
  return {
    search: text(first(params.search)),
    industries: industries.success && industries.data.length ? industries.data : undefined,
    employees: range(first(params.employees)),
    companySize: size.success ? size.data : undefined,
    page: pageOf(params),
  };
}

export function parseRecruiterParams(params: Params): RecruitersFilter {
  const degree = first(params.recruiterDegree).slice(0, 120);
  return { search: text(first(params.search)), candidatesPlaced: range(first(params.candidatesPlaced)), recruiterDegree: degree || undefined, page: pageOf(params) };
}

export function companyQuery(f: CompaniesFilter, page = f.page): string {
  const p = new URLSearchParams();
  if (f.search) p.set("search", f.search);
  if (f.industries?.length) p.set("industries", f.industries.join(","));
  if (f.employees) p.set("employees", formatCountRange(f.employees));
  if (f.companySize) p.set("companySize", f.companySize);
  if (page > 1) p.set("page", String(page));
  return p.toString();
}

export function recruiterQuery(f: RecruitersFilter, page = f.page): string {
  const p = new URLSearchParams();
  if (f.search) p.set("search", f.search);
  if (f.candidatesPlaced) p.set("candidatesPlaced", formatCountRange(f.candidatesPlaced));
  if (f.recruiterDegree) p.set("recruiterDegree", f.recruiterDegree);
  if (page > 1) p.set("page", String(page));
  return p.toString();
}

export const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);

/** The query string as the browser sent it (for comparing with the canonical one). */
export function rawQuery(params: Params): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) for (const item of all(v)) p.append(k, item);
  return p.toString();
}

export const hasFilters = (f: CompaniesFilter | RecruitersFilter) => Object.entries(f).some(([k, v]) => k !== "page" && v !== undefined);
