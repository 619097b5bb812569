import { z } from "zod";
import { APPLICATION_STATUSES, JOB_STATUSES } from "@/db/enums";
import { isoTime } from "@/lib/api/outputs";
import { listedJobOutput } from "@/lib/jobs/outputs";

export const applyOutput = z.object({ message: z.string(), applicationId: z.number().int() });

/** Spec §3: jobs.appliedJobs, jobs.totalPages, jobs.totalJobs. */
export const candidateApplicationsOutput = z.object({
  jobs: z.object({
    appliedJobs: z.array(
      z.object({ id: z.number().int(), jobId: z.number().int(), status: z.enum(APPLICATION_STATUSES), personalMessage: z.string(), appliedAt: isoTime, job: listedJobOutput }),
    ),
    totalJobs: z.number().int(),
    totalPages: z.number().int(),
    currentPage: z.number().int(),
  }),
});

export const recruiterApplicantsOutput = z.object({
  applicants: z.array(
    z.object({
      id: z.number().int(),
      jobId: z.number().int(),
      jobTitle: z.string(),
      jobStatus: z.enum(JOB_STATUSES),
      status: z.enum(APPLICATION_STATUSES),
      personalMessage: z.string(),
      appliedAt: isoTime,
      candidate: z.object({ id: z.number().int(), name: z.string(), email: z.string(), photoUrl: z.string().nullable() }),
      /** The resume sent with the application (GET it from url), or null. */
      resume: z.object({ url: z.string(), fileName: z.string() }).nullable(),
    }),
  ),
  totalApplicants: z.number().int(),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
});
