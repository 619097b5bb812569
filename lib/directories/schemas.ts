import { z } from "zod";
import { MAX_INT } from "@/lib/validation/ids";
import { pageSchema } from "@/lib/jobs/schemas";
import { COMPANY_SIZES, INDUSTRIES } from "@/lib/profiles/schemas";
import { SEARCH_MAX } from "@/lib/validation/limits";

/**
 * The directories' filters (spec §3 "Filters", §5 encodings), shared by the list
 * pages' URL parsing and the API rows (zod only: safe for the browser).
 *
 * - `industries`: several, sent as a comma list ("Software,Healthcare"); matched
 *   case-insensitively against the company's industry.
 * - `employees`: the company's headcount (`numberOfEmployees`) as a band, sent as
 *   `employees=51-200`, or a minimum `employees=5001+` (a bare number is a minimum
 *   too). The filter screen offers LinkedIn's familiar bands (EMPLOYEE_BANDS).
 * - `companySize`: the profile's lower-case size band (small, medium, large);
 *   sent in lowercase, any case accepted.
 * - `candidatesPlaced`: the same range form as employees ("100+", "51-200").
 * - `recruiterDegree`: part of the degree or certification, any case ("master").
 */

/** Headcount bands offered by the companies filter (any "min-max" or "min+" works in the URL and the API). */
export const EMPLOYEE_BANDS = [
  { value: "1-10", label: "1–10 employees" },
  { value: "11-50", label: "11–50 employees" },
  { value: "51-200", label: "51–200 employees" },
  { value: "201-500", label: "201–500 employees" },
  { value: "501-1000", label: "501–1,000 employees" },
  { value: "1001-5000", label: "1,001–5,000 employees" },
  { value: "5001+", label: "5,001+ employees" },
] as const;

export const PLACEMENT_BANDS = [
  { value: "1+", label: "Any placements" },
  { value: "50+", label: "50 or more" },
  { value: "100+", label: "100 or more" },
  { value: "250+", label: "250 or more" },
  { value: "500+", label: "500 or more" },
] as const;

/** Suggestions for the degree filter (a free-text field of agency profiles). */
export const DEGREE_SUGGESTIONS = ["Bachelor's", "Master's", "MBA", "PhD", "CIPD", "SHRM-CP", "REC Certificate"] as const;

/** The filter screen offers the profiles' INDUSTRIES as checkboxes; the API takes any (older rows may hold others). */
export { COMPANY_SIZES, INDUSTRIES };
export const COMPANY_SIZE_VALUES = COMPANY_SIZES.map((s) => s.value);
export type CompanySize = (typeof COMPANY_SIZES)[number]["value"];

export type CountRange = { min: number; max: number | null };

/** "51-200" → 51…200, "5001+" or "5001" → at least 5001; null when it is not a range. */
export function parseCountRange(raw: string): CountRange | null {
  const m = /^\s*(\d{1,10})\s*(?:(\+)|[-–]\s*(\d{1,10}))?\s*$/.exec(raw);
  if (!m) return null;
  const min = Number(m[1]);
  const max = m[3] === undefined ? null : Number(m[3]);
  if (min > MAX_INT || (max !== null && (max > MAX_INT || max < min))) return null;
  return { min, max };
}

export const formatCountRange = (r: CountRange): string => (r.max === null ? `${r.min}+` : `${r.min}-${r.max}`);

/** A count as a range ("51-200") or a minimum ("500+"); the message shows one of each. */
const countRange = (name: string) => {
  const wanted = `${name} must be a range like 51-200, or a minimum like 500+`;
  return z
    .string({ error: `${name} must be text` })
    .max(30, wanted)
    .transform((s, ctx) => {
      const r = parseCountRange(s);
      if (!r) {
        ctx.addIssue({ code: "custom", message: wanted });
        return z.NEVER;
      }
      return r;
    });
};

export const searchText = z.string({ error: "search must be text" }).trim().max(SEARCH_MAX, "Search text is too long");

/** Spec §5: a comma list. Empty items are dropped, duplicates (any case) once. */
export const industriesSchema = z
  .string({ error: "industries must be a comma-separated list" })
  .max(2_000, "industries is too long")
  .transform((s, ctx) => {
    const items = s.split(",").map((i) => i.trim()).filter(Boolean);
    if (items.length > 20) ctx.addIssue({ code: "custom", message: "At most 20 industries" });
    if (items.some((i) => i.length > 80)) ctx.addIssue({ code: "custom", message: "An industry can be at most 80 characters" });
    return items.filter((i, n) => items.findIndex((j) => j.toLowerCase() === i.toLowerCase()) === n);
  });

export const companySizeSchema = z
  .string({ error: "companySize must be text" })
  .max(20, `companySize must be one of ${COMPANY_SIZE_VALUES.join(", ")}`)
  .transform((s) => s.trim().toLowerCase())
  .pipe(z.enum(COMPANY_SIZE_VALUES as [CompanySize, ...CompanySize[]], { error: `companySize must be one of ${COMPANY_SIZE_VALUES.join(", ")}` }));

/** GET companiesfilter?search&industries&employees&companySize&page */
export const companiesFilterSchema = z.object({
  search: searchText.optional(),
  industries: industriesSchema.optional(),
  employees: countRange("employees").optional(),
  companySize: companySizeSchema.optional(),
  page: pageSchema,
});
export type CompaniesFilter = z.infer<typeof companiesFilterSchema>;

/** GET recruitersFilter?search&candidatesPlaced&recruiterDegree&page (get-all-recruiters takes page alone). */
export const recruitersFilterSchema = z.object({
  search: searchText.optional(),
  candidatesPlaced: countRange("candidatesPlaced").optional(),
  recruiterDegree: z.string({ error: "recruiterDegree must be text" }).trim().max(120, "recruiterDegree is too long").optional(),
  page: pageSchema,
});
export type RecruitersFilter = z.infer<typeof recruitersFilterSchema>;

/** GET /api/recruiters?search&page (explore recruiters). */
export const exploreRecruitersSchema = z.object({ search: searchText.optional(), page: pageSchema });
export type ExploreRecruitersQuery = z.infer<typeof exploreRecruitersSchema>;
