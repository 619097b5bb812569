import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { assistantChats, jobs, type JobStatus } from "@/db/schema";
import { requireRecruiter, type Actor } from "@/lib/auth/actor";
import { badRequest, notFound } from "@/lib/errors";
import { rescoreJobLater } from "@/lib/applications/match";
import { toJobDto, type JobDto } from "./dto";
import { jobFacets } from "./facets";
import { PUBLISH_NEEDS_DESCRIPTION } from "./messages";
import { jobColumns } from "./queries";
import { jobChanged } from "./revalidate";
import type { CreateJobInput, UpdateJobFields } from "./schemas";

/** A published (Open) job is read by candidates: it needs a description; a draft, a paused or a closed job may wait for one. */
function assertPublishable(jobStatus: JobStatus, jobDescription: string | null | undefined) {
  if (jobStatus === "Open" && !jobDescription?.trim()) throw badRequest(PUBLISH_NEEDS_DESCRIPTION);
}

export async function createJob(actor: Actor | null, input: CreateJobInput): Promise<JobDto> {
  const owner = requireRecruiter(actor);
  const db = await getDb();
  if (input.chatId) {
    // A job may only be linked to one of the caller's own assistant chats.
    const [chat] = await db
      .select({ id: assistantChats.id })
      .from(assistantChats)
      .where(and(eq(assistantChats.id, input.chatId), eq(assistantChats.ownerId, owner.id)))
      .limit(1);
    if (!chat) throw notFound("Chat not found");
  }
  assertPublishable(input.jobStatus, input.jobDescription);
  const [row] = await db
    .insert(jobs)
    .values({ ...input, ...jobFacets(input), chatId: input.chatId ?? null, ownerId: owner.id })
    .returning(jobColumns);
  jobChanged(row!);
  return toJobDto(row!);
}

const FACET_SOURCES = new Set(["jobType", "location", "employmentType", "experienceLevel", "jobTitle", "salaryRange"]);

/** Only the owner changes a job; anyone else gets 404 so other owners' ids reveal nothing. */
async function updateOwn(actor: Actor | null, jobId: number, values: Partial<typeof jobs.$inferInsert>): Promise<JobDto> {
  const owner = requireRecruiter(actor);
  const db = await getDb();
  const [row] = await db.transaction(async (tx) => {
    // The job as it will be: an Open job keeps a description (a status move or an edit that clears it is refused).
    if (values.jobStatus !== undefined || values.jobDescription !== undefined) {
      const [current] = await tx
        .select({ jobStatus: jobs.jobStatus, jobDescription: jobs.jobDescription })
        .from(jobs)
        .where(and(eq(jobs.id, jobId), eq(jobs.ownerId, owner.id)))
        .for("update");
      if (!current) throw notFound("Job not found");
      assertPublishable(values.jobStatus ?? current.jobStatus, values.jobDescription !== undefined ? values.jobDescription : current.jobDescription);
    }
    const changed = await tx
      .update(jobs)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(jobs.id, jobId), eq(jobs.ownerId, owner.id)))
      .returning(jobColumns);
    // The filter facets follow the fields they come from (a partial update: read from the whole row).
    if (changed[0] && Object.keys(values).some((k) => FACET_SOURCES.has(k))) {
      await tx.update(jobs).set(jobFacets(changed[0])).where(eq(jobs.id, jobId));
    }
    return changed;
  });
  if (!row) throw notFound("Job not found");
  jobChanged(row);
  return toJobDto(row);
}

export const updateJobStatus = (actor: Actor | null, jobId: number, jobStatus: JobStatus) =>
  updateOwn(actor, jobId, { jobStatus });

/** A change of what the job asks rescores its applications (after the answer). */
export async function updateJobFields(actor: Actor | null, jobId: number, fields: UpdateJobFields): Promise<JobDto> {
  // An empty edit changes nothing, and must not move the job to the top of the newest-first lists.
  if (!Object.keys(fields).length) throw badRequest("Nothing to change: send at least one field.");
  const job = await updateOwn(actor, jobId, fields);
  rescoreJobLater(job.id);
  return job;
}
