import type { ReceivedEvent } from "@/lib/realtime/client";
import { APPLICATION_RECEIVED_EVENT, APPLICATION_WITHDRAWN_EVENT, type ApplicationReceived } from "@/lib/realtime/channels";

/** What a job's owner hears on their own channel about one of their jobs: a candidate applied to it, or withdrew. */
export type OwnerNews = { kind: "received" | "withdrawn"; jobId: number; jobTitle: string };

export function ownerNews(event: ReceivedEvent): OwnerNews | null {
  const kind = event.type === APPLICATION_RECEIVED_EVENT ? "received" : event.type === APPLICATION_WITHDRAWN_EVENT ? "withdrawn" : null;
  if (!kind) return null;
  const { jobId, jobTitle } = event.data as ApplicationReceived;
  return { kind, jobId, jobTitle };
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What one job's applicants board says of the news it holds back: "2 new applications and 1 withdrawal since …". */
export function describeBoardNews(kinds: readonly OwnerNews["kind"][]): string {
  const received = kinds.filter((k) => k === "received").length;
  const withdrawn = kinds.length - received;
  const parts = [
    ...(received ? [count(received, "new application", "new applications")] : []),
    ...(withdrawn ? [count(withdrawn, "withdrawal", "withdrawals")] : []),
  ];
  return `${parts.join(" and ")} since this list was loaded.`;
}
