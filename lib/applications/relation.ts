import "server-only";
import { and, eq, notExists, type SQL } from "drizzle-orm";
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
 * Whether a resume was sent for one job only (uploaded with an application, not the profile's): such a file is
 * read by the owners of the jobs it was sent to, not by every recruiter the candidate applied to.
 */
export async function isJobOnlyResume(fileId: string, ownerId: number): Promise<boolean> {
  const db = await getDb();
  const profileResume = db
    .select({ id: candidateProfiles.userId })
    .from(candidateProfiles)
    .where(and(eq(candidateProfiles.userId, ownerId), eq(candidateProfiles.resumeFileId, fileId)));
  const [sent] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.resumeFileId, fileId), notExists(profileResume)))
    .limit(1);
  return Boolean(sent);
}

/** Whether the file came with an application to a job the recruiter owns. */
export const receivedWithApplication = (fileId: string, recruiterId: number) => anyApplicationTo(recruiterId, eq(applications.resumeFileId, fileId));
