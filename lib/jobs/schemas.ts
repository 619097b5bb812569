import { z } from "zod";
import { MAX_INT } from "@/lib/validation/ids";
import { LINE_PROBLEM, isOneLine, line, prose } from "@/lib/validation/text";
import { JOB_STATUSES } from "@/db/enums";
import { CURSOR_PATTERN, parseCursor } from "./cursor";
import { EMPLOYMENTS, LEVELS, MAX_MIN_SALARY, SALARY_CURRENCIES, WORKPLACES } from "./facets";
import { SEARCH_MAX, TAG_MAX } from "@/lib/validation/limits";

/** Spec §5: a jobId must parse as a whole number. */
export const INVALID_JOB_ID = "Invalid jobId: must be a valid number";
/** ±3,000 years around 1970 in microseconds: inside Postgres' timestamp range. */
const MAX_CURSOR_MICROS = 3_000 * 365.25 * 24 * 3600 * 1e6;

export const jobIdSchema = z
  .union([z.number(), z.string().trim()], { error: INVALID_JOB_ID })
  .transform((v) => (typeof v === "number" ? v : /^\d+$/.test(v) ? Number(v) : Number.NaN))
  .pipe(z.number({ error: INVALID_JOB_ID }).int(INVALID_JOB_ID).min(1, INVALID_JOB_ID).max(MAX_INT, INVALID_JOB_ID));

export const jobStatusSchema = z.enum(JOB_STATUSES, { error: `jobStatus must be one of ${JOB_STATUSES.join(", ")}` });

export const pageSchema = z.coerce
  .number({ error: "page must be a whole number" })
  .int("page must be a whole number")
  .min(1, "page must be 1 or more")
  .max(100_000, "page is too large")
  .default(1);

/** Dates a job list can mean; outside them Postgres date arithmetic could overflow (0000-01-01 has no year 0). */
const MIN_DATE = "1970-01-01";
const MAX_DATE = "2999-12-31";
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Dates must be in YYYY-MM-DD form")
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), "Not a real date")
  .refine((s) => s >= MIN_DATE && s <= MAX_DATE, `Dates must be between ${MIN_DATE} and ${MAX_DATE}`);

/** A keyset cursor whose parts fit the columns they are compared with (timestamp range, integer id). */
const cursorSchema = z
  .string()
  .regex(CURSOR_PATTERN, "after must be a cursor from a previous answer")
  .refine((c) => {
    const { micros, id } = parseCursor(c);
    return Math.abs(Number(micros)) <= MAX_CURSOR_MICROS && id >= 1 && id <= MAX_INT;
  }, "after must be a cursor from a previous answer");

const oneOf = <T extends readonly { value: string }[]>(options: T, name: string) =>
  z.enum(options.map((o) => o.value) as [T[number]["value"], ...T[number]["value"][]], {
    error: `${name} must be one of ${options.map((o) => o.value).join(", ")}`,
  });

/** "Best match" ranks text-search results; "newest" lists them newest first (without text, lists are always newest first). */
export const JOB_SORTS = ["relevance", "newest"] as const;

export const jobSearchSchema = z
  .object({
    search: z.string().trim().max(SEARCH_MAX, "Search text is too long").optional(),
    updatedFrom: isoDate.optional(),
    updatedTo: isoDate.optional(),
    page: pageSchema,
    /** Keyset paging for the unranked list (no search text): the nextCursor of the previous answer. */
    after: cursorSchema.optional(),
    workplace: oneOf(WORKPLACES, "workplace").optional(),
    employment: oneOf(EMPLOYMENTS, "employment").optional(),
    level: oneOf(LEVELS, "level").optional(),
    location: z.string().trim().min(2, "Type at least 2 letters of a location").max(100, "The location is too long").optional(),
    /** A yearly minimum, compared in the job's own currency (no conversion). */
    minSalary: z.coerce.number({ error: "minSalary must be a number" }).int("minSalary must be a whole number").min(1).max(MAX_MIN_SALARY, `minSalary can be at most ${MAX_MIN_SALARY.toLocaleString("en-US")}`).optional(),
    currency: z.enum(SALARY_CURRENCIES, { error: `currency must be one of ${SALARY_CURRENCIES.join(", ")}` }).optional(),
    sort: z.enum(JOB_SORTS, { error: "sort must be relevance or newest" }).optional(),
  })
  .refine((q) => !q.updatedFrom || !q.updatedTo || q.updatedFrom <= q.updatedTo, {
    message: "The start date must be on or before the end date",
    path: ["updatedFrom"],
  })
  .refine((q) => q.minSalary === undefined || q.currency !== undefined, {
    message: "Choose the currency of the minimum salary",
    path: ["currency"],
  });
export type JobSearch = z.infer<typeof jobSearchSchema>;

/** The longest each field of a job post may be: the schema's rule and the form's maxlength. */
export const JOB_MAX = {
  companyName: 200,
  jobTitle: 200,
  experienceLevel: 100,
  employmentType: 100,
  salaryRange: 100,
  jobType: 50,
  location: 200,
  jobDescription: 20_000,
  /** One skill or tag, and how many of each. */
  listItem: TAG_MAX,
  listItems: 50,
} as const;

/** Spec §5: empty values are sent as null and empty arrays as null. */
const orNull = <T extends z.ZodType<string>>(schema: T) => schema.nullish().transform((v) => (v ? v : null));
/** Skills or tags: short one-line values, each once. */
const optionalList = (one: string) =>
  z
    .array(
      z
        .string()
        .trim()
        .min(1, `A ${one} cannot be empty`)
        .max(JOB_MAX.listItem, `Each ${one} can be at most ${JOB_MAX.listItem} characters`)
        .refine(isOneLine, `Each ${one}: ${LINE_PROBLEM}`),
    )
    .max(JOB_MAX.listItems, `Add at most ${JOB_MAX.listItems} ${one}s`)
    .nullish()
    .transform((v) => (v && v.length ? [...new Set(v)] : null));

export const jobFieldsSchema = z.object({
  companyName: orNull(line("Company", JOB_MAX.companyName)),
  // The one field a post cannot be saved without: a single letter is a typo, not a title.
  jobTitle: line("Job title", JOB_MAX.jobTitle).min(1, "Job title is required").min(2, "Job title needs at least 2 characters"),
  experienceLevel: orNull(line("Experience level", JOB_MAX.experienceLevel)),
  employmentType: orNull(line("Employment type", JOB_MAX.employmentType)),
  requiredSkills: optionalList("skill"),
  salaryRange: orNull(line("Salary range", JOB_MAX.salaryRange)),
  jobType: orNull(line("Job type", JOB_MAX.jobType)),
  location: orNull(line("Location", JOB_MAX.location)),
  tags: optionalList("tag"),
  jobDescription: orNull(prose("Description", JOB_MAX.jobDescription)),
});

export const createJobSchema = jobFieldsSchema.extend({
  jobStatus: jobStatusSchema.default("Drafted"),
  chatId: z.uuid().nullish(),
});
export type CreateJobInput = z.infer<typeof createJobSchema>;

export const updateJobFieldsSchema = jobFieldsSchema.partial();
export type UpdateJobFields = z.infer<typeof updateJobFieldsSchema>;
