import { eq } from "drizzle-orm";
import { jobs, type JobStatus } from "@/db/schema";

/**
 * Who may see a job, decided here only — the job page, its share image, the
 * sitemap, the API reads and apply all ask these. Open, Paused and Closed jobs
 * are public (a shared link keeps working); a draft is its owner's alone, and to
 * everyone else it does not exist (404, not 403).
 */
type Seen = { jobStatus: JobStatus; ownerId: number };

export const canSeeJob = (viewer: { id: number } | null | undefined, job: Seen): boolean =>
  job.jobStatus !== "Drafted" || job.ownerId === viewer?.id;

/** Only Open jobs take applications. */
export const acceptsApplications = (job: { jobStatus: JobStatus }): boolean => job.jobStatus === "Open";

/** Search engines get Open jobs only (JobPosting data, index, sitemap): paused or closed ones must not be listed. */
export const isIndexable = acceptsApplications;

/** The same rule as SQL, for the public lists and the sitemap. */
export const listedPublicly = eq(jobs.jobStatus, "Open");
