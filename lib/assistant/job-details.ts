import { and, desc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { assistantChats, assistantMessages, jobs } from "@/db/schema";
import { requireRecruiter, type Actor } from "@/lib/auth/actor";
import { AppError, notFound } from "@/lib/errors";
import { INVALID_JOB_ID } from "@/lib/jobs/schemas";
import { isUuid, loadOwnChat, ownCompanyName } from "./chats";
import type { JobFields } from "./types";

/**
 * What the posting form reads from an interview: the create-payload fields
 * (spec §3, empty values as null per §5) and the latest final description.
 */
export type JobDraft = {
  companyName: string | null;
  jobTitle: string | null;
  experienceLevel: string | null;
  employmentType: string | null;
  requiredSkills: string[] | null;
  salaryRange: string | null;
  jobType: string | null;
  location: string | null;
  tags: string[] | null;
  jobDescription: string | null;
  jobStatus: "Drafted";
  chatId: string;
};

const orNull = (v: string | undefined) => (v && v.trim() ? v.trim() : null);
const listOrNull = (v: string[] | undefined) => (v && v.length ? v : null);

async function latestDescription(chatId: string): Promise<string | null> {
  const db = await getDb();
  const [row] = await db
    .select({ content: assistantMessages.content })
    .from(assistantMessages)
    .where(and(eq(assistantMessages.chatId, chatId), eq(assistantMessages.messageType, "jobDescription")))
    .orderBy(desc(assistantMessages.id))
    .limit(1);
  return row?.content ?? null;
}

/** GET job-details/:chatId → { data, jobDescription }. */
export async function jobDetails(actor: Actor | null, chatId: string): Promise<{ data: JobDraft; jobDescription: string | null }> {
  const owner = requireRecruiter(actor);
  const chat = await loadOwnChat(owner, chatId);
  const f = chat.enhancedData as JobFields;
  const jobDescription = await latestDescription(chat.id);
  return {
    data: {
      // A company's chat from before it stored the company's own name still fills it in.
      companyName: orNull(f.companyName) ?? orNull(await ownCompanyName(owner)),
      jobTitle: orNull(f.jobTitle),
      experienceLevel: orNull(f.experienceLevel),
      employmentType: orNull(f.employmentType),
      requiredSkills: listOrNull(f.requiredSkills),
      salaryRange: orNull(f.salaryRange),
      jobType: orNull(f.jobType),
      location: orNull(f.location),
      tags: listOrNull(f.tags),
      jobDescription,
      jobStatus: "Drafted",
      chatId: chat.id,
    },
    jobDescription,
  };
}

/**
 * GET getskillstags/:jobId → { skillTags: { skills, tags } }. The id is one of
 * the caller's jobs, or one of the caller's chats (a job still being written).
 */
export async function skillTags(actor: Actor | null, id: string): Promise<{ skillTags: { skills: string[]; tags: string[] } }> {
  const owner = requireRecruiter(actor);
  const raw = id.trim();
  if (isUuid(raw)) {
    const chat = await loadOwnChat(owner, raw);
    const f = chat.enhancedData as JobFields;
    return { skillTags: { skills: f.requiredSkills ?? [], tags: f.tags ?? [] } };
  }
  if (!/^\d{1,10}$/.test(raw) || Number(raw) < 1 || Number(raw) > 2_147_483_647) throw new AppError("VALIDATION_FAILED", INVALID_JOB_ID);
  const db = await getDb();
  const [job] = await db
    .select({ skills: jobs.requiredSkills, tags: jobs.tags })
    .from(jobs)
    .where(and(eq(jobs.id, Number(raw)), eq(jobs.ownerId, owner.id)));
  if (!job) throw notFound("Job not found");
  return { skillTags: { skills: job.skills ?? [], tags: job.tags ?? [] } };
}

/**
 * The interview questions of the assistant chat a job was written from, for the job's owner:
 * `questions` is empty until they are generated (or after a new description made them stale).
 * null for a job written without the assistant; another owner's job is a 404.
 */
export async function jobInterviewQuestions(actor: Actor | null, jobId: number): Promise<{ chatId: string; questions: string[] } | null> {
  const owner = requireRecruiter(actor);
  const db = await getDb();
  const [row] = await db
    .select({ chatId: jobs.chatId, chatOwner: assistantChats.ownerId, ready: assistantChats.isInterviewQuestionsReady, questions: assistantChats.questions })
    .from(jobs)
    .leftJoin(assistantChats, eq(assistantChats.id, jobs.chatId))
    .where(and(eq(jobs.id, jobId), eq(jobs.ownerId, owner.id)))
    .limit(1);
  if (!row) throw notFound("Job not found");
  if (!row.chatId || row.chatOwner !== owner.id) return null;
  return { chatId: row.chatId, questions: row.ready ? (row.questions ?? []).map((q) => q.question) : [] };
}
