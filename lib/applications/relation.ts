import "server-only";
import { and, eq, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import { applications, candidateProfiles, jobs } from "@/db/schema";

/** Whether an application that `which` picks went to a job the recruiter owns. */
async function anyApplicationTo(recruiterId: number, which: SQL): Promise<boolean> {
  const db = await getDb();
  const [hit] = await db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(which, eq(jobs.ownerId, recruiterId)))
    .limit(1);
  return Boolean(hit);
}

/**
 * Whether the candidate applied to a job the recruiter owns (any status: the
 * recruiter received the application). What a recruiter may see of a candidate —
 * contact details, resume, certificates — hangs on this one answer.
 */
export const appliedToRecruiter = (candidateId: number, recruiterId: number) => anyApplicationTo(recruiterId, eq(applications.candidateId, candidateId));

/**
 * Whether a resume is the one the candidate's profile shows: that one goes to every recruiter they applied to.
 * Any other (uploaded for one job, not sent yet, its application withdrawn, an earlier profile resume) is read by
 * the owners of the jobs it went with only.
 */
export async function isProfileResume(fileId: string, ownerId: number): Promise<boolean> {
  const db = await getDb();
  const [profile] = await db
    .select({ id: candidateProfiles.userId })
    .from(candidateProfiles)
    .where(and(eq(candidateProfiles.userId, ownerId), eq(candidateProfiles.resumeFileId, fileId)))
    .limit(1);
  return Boolean(profile);
}

/** Whether the file came with an application to a job the recruiter owns. */
export const receivedWithApplication = (fileId: string, recruiterId: number) => anyApplicationTo(recruiterId, eq(applications.resumeFileId, fileId));
