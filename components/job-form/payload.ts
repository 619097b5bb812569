import type { JobStatus } from "./types";

/** The form's values: text fields as strings, lists as arrays (never null while editing). */
export type JobFormValues = {
  jobTitle: string;
  companyName: string;
  experienceLevel: string;
  employmentType: string;
  jobType: string;
  location: string;
  salaryRange: string;
  requiredSkills: string[];
  tags: string[];
  jobDescription: string;
};

export type JobDraftInput = { [K in keyof JobFormValues]?: JobFormValues[K] | null };

const TEXT_FIELDS = ["jobTitle", "companyName", "experienceLevel", "employmentType", "jobType", "location", "salaryRange", "jobDescription"] as const;

/** Prefill from job-details (nulls become empty inputs). */
export function toFormValues(draft: JobDraftInput | null | undefined): JobFormValues {
  const values = {} as JobFormValues;
  for (const key of TEXT_FIELDS) values[key] = draft?.[key] ?? "";
  values.requiredSkills = draft?.requiredSkills ?? [];
  values.tags = draft?.tags ?? [];
  return values;
}

export type CreatePayload = {
  [K in (typeof TEXT_FIELDS)[number]]: string | null;
} & { requiredSkills: string[] | null; tags: string[] | null; jobStatus: JobStatus; chatId: string | null };

/** Spec §5: empty values are sent as null, empty arrays as null. */
export function toCreatePayload(values: JobFormValues, jobStatus: JobStatus, chatId: string | null): CreatePayload {
  const text = (v: string) => (v.trim() ? v.trim() : null);
  const list = (v: string[]) => {
    const items = v.map((s) => s.trim()).filter(Boolean);
    return items.length ? items : null;
  };
  return {
    jobTitle: text(values.jobTitle),
    companyName: text(values.companyName),
    experienceLevel: text(values.experienceLevel),
    employmentType: text(values.employmentType),
    jobType: text(values.jobType),
    location: text(values.location),
    salaryRange: text(values.salaryRange),
    jobDescription: text(values.jobDescription),
    requiredSkills: list(values.requiredSkills),
    tags: list(values.tags),
    jobStatus,
    chatId,
  };
}
