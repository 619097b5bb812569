import { z } from "zod";
import { JOB_STATUSES } from "@/db/enums";
import { isoTime, messageOnly, pageOf } from "@/lib/api/outputs";

/** A job as the API answers it (spec §3 create payload + id, status and times). */
export const jobOutput = z.object({
  id: z.number().int(),
  jobStatus: z.enum(JOB_STATUSES),
  jobTitle: z.string(),
  companyName: z.string().nullable(),
  experienceLevel: z.string().nullable(),
  employmentType: z.string().nullable(),
  requiredSkills: z.array(z.string()).nullable(),
  salaryRange: z.string().nullable(),
  jobType: z.string().nullable(),
  location: z.string().nullable(),
  tags: z.array(z.string()).nullable(),
  jobDescription: z.string().nullable(),
  createdAt: isoTime,
  updatedAt: isoTime,
});
export const oneJobOutput = z.object({ job: jobOutput });
/** One of the caller's own jobs: also its owner and the assistant chat that wrote it (public answers have neither). */
export const ownJobOutput = jobOutput.extend({ ownerId: z.number().int(), chatId: z.string().nullable() });
export const oneOwnJobOutput = z.object({ job: ownJobOutput });
export const jobChangedOutput = messageOnly.extend({ job: ownJobOutput });
export const statusCountsOutput = z.array(z.object({ jobStatus: z.enum(JOB_STATUSES), count: z.number().int() }));
/** Spec §3 job list (jobs, totalJobs, currentPage, totalPages) for manage jobs: each of the owner's jobs with its applicants and how many are new since the owner last looked. */
export const managedJobListOutput = pageOf("jobs", ownJobOutput.extend({ applicants: z.number().int(), newApplicants: z.number().int(), undecidedApplicants: z.number().int() })).extend({ totalJobs: z.number().int() });
/**
 * A job in a public list or a candidate's applications: with the posting organisation's logo URL, and the agency it
 * comes through when an agency posts it for a client (then no logo: the agency's is not the client's).
 */
export const listedJobOutput = jobOutput.extend({ companyLogo: z.string().nullable(), postedVia: z.string().nullable() });
/** Public lists also say whether the count stopped at its cap, and give a keyset cursor. */
export const openJobListOutput = pageOf("jobs", listedJobOutput).extend({
  totalJobs: z.number().int(),
  totalJobsExact: z.boolean(),
  nextCursor: z.string().nullable(),
  /** The page is in rank order (best match first); false: newest first (no text, "newest", or no word to rank by). */
  ranked: z.boolean(),
});
export const linkedInShareOutput = messageOnly.extend({ url: z.string(), jobUrl: z.string() });
