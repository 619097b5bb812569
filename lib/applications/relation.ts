import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { applications, jobs } from "@/db/schema";

/**
 * Whether the candidate applied to a job the recruiter owns (any status: the
 * recruiter received the application). What a recruiter may see of a candidate —
 * contact details, resume, certificates — hangs on this one answer.
 */
export async function appliedToRecruiter(candidateId: number, recruiterId: number): Promise<boolean> {
  const db = await getDb();
  const [hit] = await db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(applications.candidateId, candidateId), eq(jobs.ownerId, recruiterId)))
    .limit(1);
  return Boolean(hit);
}
