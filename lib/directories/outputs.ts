import { z } from "zod";
import { jobOutput } from "@/lib/jobs/outputs";

/** What the directory rows answer (see lib/api/outputs.ts). */
const int = z.number().int();

/** Spec §3 generic list: data + meta{total, page, pageSize, totalPages}; totalExact false = "at least total" (bounded count). */
const meta = z.object({ total: int, page: int, pageSize: int, totalPages: int, totalExact: z.boolean() });

export const companyCardOutput = z.object({
  id: int,
  name: z.string(),
  logo: z.string().nullable(),
  industry: z.string(),
  companySize: z.string(),
  numberOfEmployees: int.nullable(),
  location: z.string(),
  openJobs: int,
  profilePath: z.string(),
});

export const companyListOutput = z.object({ data: z.array(companyCardOutput), meta });

export const companyOutput = z.object({
  company: companyCardOutput.extend({
    about: z.string(),
    website: z.string(),
    profileSummary: z.string(),
    banner: z.string().nullable(),
    jobs: z.array(jobOutput),
  }),
});

export const recruiterCardOutput = z.object({
  id: int,
  name: z.string(),
  agencyName: z.string(),
  photo: z.string().nullable(),
  specialties: z.array(z.string()),
  candidatesPlaced: int,
  recruiterDegree: z.string(),
  location: z.string(),
  featured: z.boolean(),
  profilePath: z.string(),
});

/** Spec §3: allRecruietrs (spelt so), page, totalPages. */
export const recruiterListOutput = z.object({ allRecruietrs: z.array(recruiterCardOutput), page: int, totalPages: int, total: int, totalExact: z.boolean() });

/** ranked: the search had a word to rank by; false lists as without search (the featured apart, most placements first). */
export const exploreRecruitersOutput = z.object({ data: z.array(recruiterCardOutput), meta: meta.extend({ ranked: z.boolean() }) });
export const featuredRecruitersOutput = z.object({ recruiters: z.array(recruiterCardOutput) });
export const recruiterOutput = z.object({
  recruiter: recruiterCardOutput.extend({ about: z.string(), website: z.string(), yearsInBusiness: int.nullable() }),
});
