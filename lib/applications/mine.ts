import { and, eq, inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { applications, type ApplicationStatus } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";

/**
 * The actor's own applications among these jobs, by job id, so a job list can mark the ones already
 * applied to. Only a candidate has applications; anyone else gets none. One read by
 * applications_job_candidate_key (job id, candidate id).
 */
export async function ownApplicationsAmong(actor: Actor | null, jobIds: number[]): Promise<Map<number, ApplicationStatus>> {
  if (actor?.userType !== "CANDIDATE" || !jobIds.length) return new Map();
  const db = await getDb();
  const rows = await db
    .select({ jobId: applications.jobId, status: applications.status })
    .from(applications)
    .where(and(inArray(applications.jobId, jobIds), eq(applications.candidateId, actor.id)));
  return new Map(rows.map((r) => [r.jobId, r.status]));
}
