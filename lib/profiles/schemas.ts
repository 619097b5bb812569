import { z } from "zod";
import { TAG_MAX } from "@/lib/validation/limits";
import { line, prose } from "@/lib/validation/text";

/**
 * The profiles domain's schemas, shared by the edit forms and the handlers (zod
 * only: safe for the browser). One update schema for every account type: each
 * field is checked here, and the use case refuses fields of another type.
 */

const required = (label: string, max: number) => line(label, max).min(1, `${label} is required`);
const count = (label: string, max: number) =>
  z
    .number({ error: (issue) => (issue.input === undefined || Number.isNaN(issue.input) ? `${label} is required` : `${label} must be a whole number`) })
    .int(`${label} must be a whole number`).min(0, `${label} cannot be negative`).max(max, `${label} is too large`);

/** A bare domain as people type it ("acme.example", "www.acme.example/jobs"): no scheme, no spaces. */
const BARE_DOMAIN = /^[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?([/?#]\S*)?$/i;

/** A web address people can open: http(s) only, or empty to clear it; a bare domain gets https://. */
export const websiteSchema = z
  .string()
  .trim()
  .max(300, "The website can be at most 300 characters")
  .transform((s) => (BARE_DOMAIN.test(s) ? `https://${s}` : s))
  .refine((s) => !/\s/.test(s), "The website cannot contain spaces, e.g. https://acme.example")
  .refine((s) => s === "" || /\s/.test(s) || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(s), "The website must be a web address such as https://acme.example");

/** Spec §5: company sizes are lower-case bands (the directories filter on them). */
export const COMPANY_SIZES = [
  { value: "small", label: "Small (1–50)" },
  { value: "medium", label: "Medium (51–500)" },
  { value: "large", label: "Large (501+)" },
] as const;
/**
 * The industries a company chooses from, and the companies directory filters on: a taxonomy, as on LinkedIn.
 * A free-text industry could not be filtered ("Software Development" was not in "Software").
 */
export const INDUSTRIES = [
  "Software",
  "Telecommunications",
  "Healthcare",
  "Biotechnology",
  "Finance",
  "Insurance",
  "Real Estate",
  "Renewable Energy",
  "Logistics",
  "Retail",
  "Education",
  "Manufacturing",
  "Automotive",
  "Construction",
  "Media",
  "Marketing",
  "Hospitality",
  "Consulting",
  "Legal",
  "Non-profit",
] as const;

/** Whether an industry is one of the list, spelled as the list spells it. */
export const isListedIndustry = (industry: unknown): boolean => (INDUSTRIES as readonly unknown[]).includes(industry);

/** One of INDUSTRIES in any case, saved as the list spells it; empty to clear it. */
const industrySchema = line("The industry", 80)
  .transform((v) => INDUSTRIES.find((i) => i.toLowerCase() === v.toLowerCase()) ?? v)
  .refine((v) => v === "" || isListedIndustry(v), "Choose an industry from the list (for example Software, Healthcare or Finance)");

export type CompanySizeValue = (typeof COMPANY_SIZES)[number]["value"];

/** The size band a headcount falls in (the bands COMPANY_SIZES' labels give). */
export const sizeOfHeadcount = (employees: number): CompanySizeValue => (employees <= 50 ? "small" : employees <= 500 ? "medium" : "large");

/**
 * Why a chosen size cannot stand beside the number of employees, or null: a known headcount decides the
 * size (a company of 5,000 listed as small answered both the "small" and the "5,001+" filter).
 */
export function sizeContradiction(employees: number | null | undefined, size: string | undefined): string | null {
  // A headcount that is not one (negative, fractional) has its own message; the size is judged against a valid one only.
  if (employees === null || employees === undefined || !Number.isInteger(employees) || employees < 0 || !size || size === sizeOfHeadcount(employees)) return null;
  const band = COMPANY_SIZES.find((s) => s.value === sizeOfHeadcount(employees))!;
  return `The company size must match the number of employees: ${employees.toLocaleString("en-US")} is ${band.label}.`;
}

const companySizeSchema = z.enum(["", ...COMPANY_SIZES.map((s) => s.value)] as ["", "small", "medium", "large"], {
  error: `companySize must be one of ${COMPANY_SIZES.map((s) => s.value).join(", ")}`,
});

const tagList = (label: string, maxItems: number) =>
  z
    .array(required(label, TAG_MAX), { error: `${label}s must be a list` })
    .max(maxItems, `At most ${maxItems} ${label.toLowerCase()}s`)
    .transform((items) => items.filter((s, i) => items.findIndex((t) => t.toLowerCase() === s.toLowerCase()) === i));

export const MAX_SUMMARY = 2_000;
export const MAX_ABOUT = 10_000;

export const profileSummarySchema = prose("The summary", MAX_SUMMARY);

/** Fields every account type has. */
const commonFields = { name: required("Your name", 100), location: line("The location", 120) };

export const candidateFieldsSchema = z.object({
  ...commonFields,
  headline: line("The headline", 120),
  profileSummary: profileSummarySchema,
  skills: tagList("Skill", 50),
  publicProfile: z.boolean({ error: "publicProfile must be true or false" }),
});

export const companyFieldsSchema = z.object({
  ...commonFields,
  companyName: required("The company name", 120),
  industry: industrySchema,
  website: websiteSchema,
  numberOfEmployees: count("The number of employees", 10_000_000).nullable(),
  companySize: companySizeSchema,
  about: prose("About", MAX_ABOUT),
});

/**
 * The company form: its fields, and a size that matches the headcount when both are given. `savedIndustry`
 * is what the profile holds: one saved before the list existed may stay as it is (the form sends only what
 * changed, so the API never sees it again), while a new choice must be one of the list.
 */
export function companyFormSchema(savedIndustry = "") {
  const legacy = savedIndustry !== "" && !isListedIndustry(savedIndustry);
  return companyFieldsSchema.extend({ industry: legacy ? industrySchema.or(z.literal(savedIndustry)) : industrySchema }).superRefine((v, ctx) => {
    const problem = sizeContradiction(v.numberOfEmployees, v.companySize);
    if (problem) ctx.addIssue({ code: "custom", path: ["companySize"], message: problem });
  });
}

export const agencyFieldsSchema = z.object({
  ...commonFields,
  agencyName: required("The agency name", 120),
  specialties: tagList("Specialism", 20),
  candidatesPlaced: count("Candidates placed", 10_000_000),
  recruiterDegree: line("The degree or certification", 120),
  yearsInBusiness: count("Years in business", 500).nullable(),
  website: websiteSchema,
  about: prose("About", MAX_ABOUT),
});

export type CandidateFields = z.infer<typeof candidateFieldsSchema>;
export type CompanyFields = z.infer<typeof companyFieldsSchema>;
export type AgencyFields = z.infer<typeof agencyFieldsSchema>;

/** PUT updateProfile: any subset of the caller's type's fields (unknown fields are refused). */
export const updateProfileSchema = candidateFieldsSchema
  .partial()
  .extend(companyFieldsSchema.partial().shape)
  .extend(agencyFieldsSchema.partial().shape)
  .strict();
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

/** Field names per account type, so the use case can refuse another type's fields. */
export const FIELDS_BY_TYPE = {
  CANDIDATE: Object.keys(candidateFieldsSchema.shape),
  COMPANY: Object.keys(companyFieldsSchema.shape),
  RECRUIMENTAGENCY: Object.keys(agencyFieldsSchema.shape),
} as const;

// ── Experiences ────────────────────────────────────────────────────────────

/** A month as the forms send it ("2021-03") or a full date; stored as the first of the month. */
const monthSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])(-\d{2})?$/, "Dates must be a month like 2021-03")
  .transform((s) => `${s.slice(0, 7)}-01`)
  .refine((s) => s >= "1950-01-01" && s <= "2100-12-01", "Dates must be between 1950 and 2100");

/** The first of this month (UTC), as experiences store months. */
const thisMonth = () => `${new Date().toISOString().slice(0, 7)}-01`;

/**
 * One role. The start month is required (without it a role reads as just "Present") and is never
 * after this month: a role that has not begun is a typo in the year or a plan, not experience. The
 * end may be later than this month (a fixed-term contract or a notice period of a role already
 * begun); a current role has none.
 */
/** The longest each experience field may be: the schema's rule and the form's maxlength. */
export const EXPERIENCE_MAX = { title: 200, company: 200, location: 120, description: 2_000 } as const;

export const experienceSchema = z
  .object({
    title: required("The job title", EXPERIENCE_MAX.title),
    company: required("The company", EXPERIENCE_MAX.company),
    location: line("The location", EXPERIENCE_MAX.location).default(""),
    startDate: monthSchema
      .nullable()
      .default(null)
      .transform((s, ctx) => s ?? (ctx.addIssue({ code: "custom", message: "The start month is required" }), z.NEVER)),
    endDate: monthSchema.nullable().default(null),
    current: z.boolean({ error: "current must be true or false" }).default(false),
    // What was done in a role is prose: it keeps its lines (the form's box has several).
    description: prose("The description", EXPERIENCE_MAX.description).default(""),
  })
  .transform((e) => (e.current ? { ...e, endDate: null } : e))
  .refine((e) => e.startDate <= thisMonth(), { message: "The start month cannot be in the future", path: ["startDate"] })
  .refine((e) => !e.endDate || e.startDate <= e.endDate, { message: "The end date must be after the start date", path: ["endDate"] });
export type ExperienceInput = z.input<typeof experienceSchema>;
export type Experience = z.output<typeof experienceSchema>;

const fold = (s: string) => s.trim().replace(/\s+/g, " ").toLowerCase();
/** Two experiences are the same role when title, company and start month match, whatever the case or spacing. */
export const experienceKey = (e: { title: string; company: string; startDate: string | null }) => [fold(e.title), fold(e.company), e.startDate?.slice(0, 7) ?? ""].join("\n");

// ── Certificates ───────────────────────────────────────────────────────────

/** Spec §5: a certificate needs a file and a name; the description is optional. */
export const certificateFieldsSchema = z.object({
  name: required("The certificate name", 200),
  description: line("The description", 1_000).optional(),
});
