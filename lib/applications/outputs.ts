import { z } from "zod";
import { APPLICATION_STATUSES, JOB_STATUSES } from "@/db/enums";
import { isoTime } from "@/lib/api/outputs";
import { listedJobOutput } from "@/lib/jobs/outputs";
import { matchResultSchema } from "@/lib/matching/types";

const historyOutput = z.object({ fromStatus: z.enum(APPLICATION_STATUSES), toStatus: z.enum(APPLICATION_STATUSES), at: isoTime, by: z.string().nullable(), message: z.string().nullable() });

/** POST update-application-status: the applications that changed (already in that status: not listed). */
export const statusChangedOutput = z.object({
  message: z.string(),
  applications: z.array(z.object({ id: z.number().int(), status: z.enum(APPLICATION_STATUSES), updatedAt: isoTime })),
});
export const rejectRemainingOutput = z.object({ message: z.string(), rejected: z.number().int() });

export const applyOutput = z.object({ message: z.string(), applicationId: z.number().int() });

/** Spec §3: jobs.appliedJobs, jobs.totalPages, jobs.totalJobs. */
export const candidateApplicationsOutput = z.object({
  jobs: z.object({
    appliedJobs: z.array(
      z.object({
        id: z.number().int(),
        jobId: z.number().int(),
        status: z.enum(APPLICATION_STATUSES),
        personalMessage: z.string(),
        appliedAt: isoTime,
        updatedAt: isoTime,
        /** The recruiter's words with the latest status change (also e-mailed), or null. */
        recruiterMessage: z.string().nullable(),
        job: listedJobOutput,
      }),
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
      updatedAt: isoTime,
      candidate: z.object({ id: z.number().int(), name: z.string(), email: z.string(), photoUrl: z.string().nullable(), headline: z.string() }),
      /** The resume sent with the application (GET it from url), or null. */
      resume: z.object({ url: z.string(), fileName: z.string() }).nullable(),
      /** Help for the recruiter, never a decision: 0–100 with one line of evidence per criterion; null until scored. */
      matchScore: z.number().int().nullable(),
      match: matchResultSchema.nullable(),
      history: z.array(historyOutput),
    }),
  ),
  totalApplicants: z.number().int(),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
});

const jobWithCounts = z.object({
  id: z.number().int(),
  jobTitle: z.string(),
  jobStatus: z.enum(JOB_STATUSES),
  location: z.string().nullable(),
  updatedAt: isoTime,
  counts: z.record(z.enum(APPLICATION_STATUSES), z.number().int()),
  total: z.number().int(),
});
/** Spec §4: for recruiter applicants, jobs are grouped Open (with Paused) and Closed. */
const jobGroup = z.object({ jobs: z.array(jobWithCounts), totalJobs: z.number().int(), currentPage: z.number().int(), totalPages: z.number().int() });
export const recruiterJobsOutput = z.object({ open: jobGroup, closed: jobGroup });
