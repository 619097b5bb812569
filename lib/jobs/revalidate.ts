import { revalidatePath, revalidateTag } from "next/cache";
import { invalidateCachedPages } from "@/lib/page-cache";

/** Data-cache tags of the public job pages (lib/jobs/public.ts). */
export const JOB_TAG = (jobId: number) => `job:${jobId}`;
export const JOBS_LIST_TAG = "jobs:list";
export const SITEMAP_TAG = "jobs:sitemap";

export type Revalidator = {
  tag: (tag: string) => void;
  path: (path: string) => void;
};

/**
 * Expire at once ({ expire: 0 }) rather than stale-while-revalidate ("max"): a job
 * that was just closed must not keep showing its apply form to the next visitor.
 */
const nextRevalidator: Revalidator = {
  tag: (tag) => revalidateTag(tag, { expire: 0 }),
  path: (path) => revalidatePath(path),
};

/** The company page lists its owner's open jobs (lib/profiles/public.ts companyPath; no import: that module reads the database). */
const companyPage = (ownerId: number) => `/companydetails/${ownerId}`;

/**
 * A job's status or fields changed: expire its page (the guests' cached copy and
 * Next's data), its owner's company page (given the owner), the lists it appears in
 * and the sitemap. Outside a Next request (scripts, tests) there is no cache to
 * expire and Next throws; that is not an error for the caller's write.
 * Returns what was expired, for tests and logs.
 */
export function jobChanged(job: number | { id: number; ownerId: number }, revalidator: Revalidator = nextRevalidator): string[] {
  const jobId = typeof job === "number" ? job : job.id;
  const targets = [JOB_TAG(jobId), JOBS_LIST_TAG, SITEMAP_TAG];
  const paths = [`/jobs/${jobId}`, `/jobdetails/${jobId}`, "/sitemap.xml"];
  const done: string[] = [];
  invalidateCachedPages([`/jobs/${jobId}`, ...(typeof job === "number" ? [] : [companyPage(job.ownerId)])], targets);
  for (const tag of targets) {
    if (attempt(() => revalidator.tag(tag))) done.push(tag);
  }
  for (const path of paths) {
    if (attempt(() => revalidator.path(path))) done.push(path);
  }
  return done;
}

/**
 * An organisation's name or logo changed: every page that shows one of its jobs
 * (each job's page and guests' cached copy, the lists, the sitemap) is expired,
 * not only a single path, and its own company page when the owner is given.
 * Returns what was expired.
 */
export function organisationChanged(jobs: number[] | { ownerId: number; jobIds: number[] }, revalidator: Revalidator = nextRevalidator): string[] {
  const jobIds = Array.isArray(jobs) ? jobs : jobs.jobIds;
  const done: string[] = [];
  invalidateCachedPages(
    [...jobIds.map((id) => `/jobs/${id}`), ...(Array.isArray(jobs) ? [] : [companyPage(jobs.ownerId)])],
    [...jobIds.map(JOB_TAG), JOBS_LIST_TAG, SITEMAP_TAG],
  );
  for (const jobId of jobIds) {
    if (attempt(() => revalidator.tag(JOB_TAG(jobId)))) done.push(JOB_TAG(jobId));
  }
  for (const tag of [JOBS_LIST_TAG, SITEMAP_TAG]) {
    if (attempt(() => revalidator.tag(tag))) done.push(tag);
  }
  return done;
}

function attempt(fn: () => void): boolean {
  try {
    fn();
    return true;
  } catch (error) {
    // Only "no request/cache here" is expected (scripts, tests); anything else is a bug.
    if (error instanceof Error && /static generation store missing|incrementalCache missing/.test(error.message)) return false;
    throw error;
  }
}
