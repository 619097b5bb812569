import "server-only";
import { publish } from "@/lib/realtime";
import { APPLICATION_RECEIVED_EVENT, APPLICATION_WITHDRAWN_EVENT, APPLICATIONS_CHANGED_EVENT, channel, type ApplicationNews, type ApplicationsChanged } from "@/lib/realtime/channels";

type Moved = { id: number; candidateId: number; jobTitle: string; status: string };

/**
 * Tells each candidate's open pages (their `user:<id>` channel, which only they can read) which of
 * their applications moved: one event a candidate, however many of theirs a bulk move touched.
 * Call after the commit; a failed publish is logged by `publish` and the page shows the change on
 * its next load.
 */
export async function announceStatusChanges(moved: Moved[]): Promise<void> {
  const byCandidate = new Map<number, ApplicationsChanged["applications"]>();
  for (const m of [...moved].sort((a, b) => a.id - b.id)) {
    const list = byCandidate.get(m.candidateId) ?? [];
    list.push({ id: m.id, jobTitle: m.jobTitle, status: m.status });
    byCandidate.set(m.candidateId, list);
  }
  for (const [candidateId, applications] of byCandidate) {
    await publish(channel.user(candidateId), { type: APPLICATIONS_CHANGED_EVENT, data: { applications } satisfies ApplicationsChanged });
  }
}

/** Tells the job's owner's open pages (their own channel) that a candidate applied to it. */
export async function announceApplication(ownerId: number, received: ApplicationNews): Promise<void> {
  await publish(channel.user(ownerId), { type: APPLICATION_RECEIVED_EVENT, data: received });
}

/** Tells the job's owner's open pages that a candidate withdrew an application to it. */
export async function announceWithdrawal(ownerId: number, job: ApplicationNews): Promise<void> {
  await publish(channel.user(ownerId), { type: APPLICATION_WITHDRAWN_EVENT, data: job });
}
