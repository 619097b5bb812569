import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { conflict } from "@/lib/errors";
import { absoluteUrl, jobPath } from "./public";
import { getOwnJob } from "./queries";
import { isIndexable } from "./visibility";

/**
 * POST postonlinkedin. LinkedIn's job-posting API is open to its partners only, so
 * "post on LinkedIn" is a share link for the job's public page (LinkedIn's
 * share-offsite URL): the screen opens it and the owner posts from their account.
 * Only an Open job has a page worth sharing; someone else's job is a 404.
 */
export async function linkedInShare(actor: Actor | null, jobId: number): Promise<{ message: string; url: string; jobUrl: string }> {
  const job = await getOwnJob(actor, jobId);
  if (!isIndexable(job)) throw conflict("Only an open job can be shared: publish it first.");
  const jobUrl = absoluteUrl(jobPath(job.id));
  return { message: "Share this job on LinkedIn.", url: `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(jobUrl)}`, jobUrl };
}
