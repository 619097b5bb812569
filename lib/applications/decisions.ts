import "server-only";
import { and, asc, eq, inArray, isNull, lt, ne, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { applicationEvents, applications, jobs, users, type ApplicationStatus } from "@/db/schema";
import { requireRecruiter, type Actor } from "@/lib/auth/actor";
import { notFound } from "@/lib/errors";
import { getOwnJob } from "@/lib/jobs/queries";
import { sendMail } from "@/lib/mail/send";
import { decisionMail } from "@/lib/mail/templates";
import { afterResponse } from "@/lib/server/after-response";
import { announceStatusChanges } from "./live";
import type { StatusChangeInput } from "./schemas";

export const STATUS_CHANGED = "Application status updated.";

type Changed = { id: number; status: ApplicationStatus; updatedAt: string };

/**
 * Moves applications of the caller's own jobs to a status (any move is allowed;
 * spec §4 only groups by status). All or nothing: one application that is not the
 * caller's — or does not exist — makes the whole call a 404. Each real change is
 * recorded (who, when, from, to, message) in the same transaction. After the commit each
 * candidate's open pages hear of it (./live.ts) and the candidates are mailed; a mail that fails
 * is retried by `retryDecisionMails`.
 */
export async function changeApplicationStatus(actor: Actor | null, input: StatusChangeInput): Promise<{ message: string; applications: Changed[] }> {
  const owner = requireRecruiter(actor);
  const ids = [...new Set(input.applicationIds)];
  const db = await getDb();
  const { changed, events, moved } = await db.transaction(async (tx) => {
    const own = await tx
      .select({ id: applications.id, status: applications.status, candidateId: applications.candidateId, jobTitle: jobs.jobTitle })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(and(inArray(applications.id, ids), eq(jobs.ownerId, owner.id)))
      .for("update", { of: applications });
    if (own.length !== ids.length) throw notFound("Application not found.");
    const moving = own.filter((a) => a.status !== input.status);
    if (!moving.length) return { changed: [] as Changed[], events: [] as number[], moved: [] as typeof moving };
    const rows = await tx
      .update(applications)
      .set({ status: input.status, updatedAt: new Date() })
      .where(inArray(applications.id, moving.map((a) => a.id)))
      .returning({ id: applications.id, status: applications.status, updatedAt: applications.updatedAt });
    const inserted = await tx
      .insert(applicationEvents)
      .values(moving.map((a) => ({ applicationId: a.id, fromStatus: a.status, toStatus: input.status, actorId: owner.id, message: input.message || null })))
      .returning({ id: applicationEvents.id });
    return { changed: rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() })), events: inserted.map((e) => e.id), moved: moving };
  });
  if (events.length) {
    afterResponse(async () => {
      await announceStatusChanges(moved.map((m) => ({ ...m, status: input.status })));
      await notifyCandidates(events);
    });
  }
  return { message: STATUS_CHANGED, applications: changed };
}

/** The status of an application of one of the owner's jobs; undefined for anyone else's. */
async function ownApplicationStatus(ownerId: number, applicationId: number): Promise<ApplicationStatus | undefined> {
  const db = await getDb();
  const [own] = await db
    .select({ status: applications.status })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(applications.id, applicationId), eq(jobs.ownerId, ownerId)))
    .limit(1);
  return own?.status;
}

/**
 * The job's owner opened an application: Pending becomes Reviewed, once, so the
 * candidate sees that someone looked. Recorded and mailed like any change.
 */
export async function markReviewed(owner: Actor, applicationId: number): Promise<boolean> {
  if ((await ownApplicationStatus(owner.id, applicationId)) !== "Pending") return false;
  await changeApplicationStatus(owner, { applicationIds: [applicationId], status: "Reviewed" });
  return true;
}

/** POST open-application/:id: the owner's call (anyone else's application is a 404). */
export async function openApplication(actor: Actor | null, applicationId: number): Promise<boolean> {
  const owner = requireRecruiter(actor);
  if (!(await ownApplicationStatus(owner.id, applicationId))) throw notFound("Application not found.");
  return markReviewed(owner, applicationId);
}

/** Sends the mails of these events (those not sent yet); returns how many went out. */
export async function notifyCandidates(eventIds: number[]): Promise<number> {
  const db = await getDb();
  const rows = await db
    .select({
      id: applicationEvents.id,
      toStatus: applicationEvents.toStatus,
      message: applicationEvents.message,
      email: users.email,
      name: users.name,
      jobTitle: jobs.jobTitle,
      companyName: jobs.companyName,
    })
    .from(applicationEvents)
    .innerJoin(applications, eq(applications.id, applicationEvents.applicationId))
    .innerJoin(users, eq(users.id, applications.candidateId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(inArray(applicationEvents.id, eventIds), isNull(applicationEvents.notifiedAt)))
    .orderBy(asc(applicationEvents.id));
  let sent = 0;
  for (const row of rows) {
    try {
      await sendMail(decisionMail(row.email, { name: row.name, jobTitle: row.jobTitle, company: row.companyName, status: row.toStatus, message: row.message }));
      await db.update(applicationEvents).set({ notifiedAt: new Date() }).where(eq(applicationEvents.id, row.id));
      sent++;
    } catch (error) {
      await db
        .update(applicationEvents)
        .set({ notifyAttempts: sql`${applicationEvents.notifyAttempts} + 1` })
        .where(eq(applicationEvents.id, row.id));
      console.error(`[decisions] mail for application event ${row.id} failed; it will be retried`, error);
    }
  }
  return sent;
}

/** A mail is retried this many times (every maintenance run) before it is left for a person to look at. */
export const MAX_NOTIFY_ATTEMPTS = 10;

/** Maintenance: mails of changes older than a minute that did not go out (the server stopped, SMTP failed). */
export async function retryDecisionMails(): Promise<number> {
  const db = await getDb();
  const due = await db
    .select({ id: applicationEvents.id })
    .from(applicationEvents)
    .where(and(isNull(applicationEvents.notifiedAt), lt(applicationEvents.createdAt, sql`now() - interval '1 minute'`), lt(applicationEvents.notifyAttempts, MAX_NOTIFY_ATTEMPTS)))
    .limit(500);
  return due.length ? notifyCandidates(due.map((d) => d.id)) : 0;
}

export type HistoryEntry = { fromStatus: ApplicationStatus; toStatus: ApplicationStatus; at: string; by: string | null; message: string | null };

/** The status history of applications (the recruiter's row shows it), oldest first. */
export async function statusHistory(applicationIds: number[]): Promise<Map<number, HistoryEntry[]>> {
  const history = new Map<number, HistoryEntry[]>();
  if (!applicationIds.length) return history;
  const db = await getDb();
  const rows = await db
    .select({
      applicationId: applicationEvents.applicationId,
      fromStatus: applicationEvents.fromStatus,
      toStatus: applicationEvents.toStatus,
      at: applicationEvents.createdAt,
      by: users.name,
      message: applicationEvents.message,
    })
    .from(applicationEvents)
    .leftJoin(users, eq(users.id, applicationEvents.actorId))
    .where(inArray(applicationEvents.applicationId, applicationIds))
    .orderBy(asc(applicationEvents.id));
  for (const r of rows) {
    const list = history.get(r.applicationId) ?? [];
    list.push({ fromStatus: r.fromStatus, toStatus: r.toStatus, at: r.at.toISOString(), by: r.by, message: r.message });
    history.set(r.applicationId, list);
  }
  return history;
}

/**
 * Closing a job can reject the applications still Pending or Reviewed with one
 * message (the owner chooses; closing alone decides nothing).
 */
export async function rejectRemaining(actor: Actor | null, jobId: number, message?: string) {
  const owner = requireRecruiter(actor);
  await getOwnJob(owner, jobId); // someone else's job is a 404
  const db = await getDb();
  const open = await db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(applications.jobId, jobId), eq(jobs.ownerId, owner.id), ne(applications.status, "Accepted"), ne(applications.status, "Rejected")));
  const ids = open.map((a) => a.id);
  let rejected = 0;
  for (let i = 0; i < ids.length; i += 100) {
    rejected += (await changeApplicationStatus(owner, { applicationIds: ids.slice(i, i + 100), status: "Rejected", message })).applications.length;
  }
  return { message: rejected === 1 ? "1 application rejected." : `${rejected} applications rejected.`, rejected };
}
