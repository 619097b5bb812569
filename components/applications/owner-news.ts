import type { ReceivedEvent } from "@/lib/realtime/client";
import { APPLICATION_RECEIVED_EVENT, APPLICATION_WITHDRAWN_EVENT, type ApplicationNews } from "@/lib/realtime/channels";

/** What a job's owner hears on their own channel about one of their jobs: a candidate applied to it, or withdrew. */
export type OwnerNews = ApplicationNews & { kind: "received" | "withdrawn" };

export function ownerNews(event: ReceivedEvent): OwnerNews | null {
  const kind = event.type === APPLICATION_RECEIVED_EVENT ? "received" : event.type === APPLICATION_WITHDRAWN_EVENT ? "withdrawn" : null;
  if (!kind) return null;
  const { jobId, jobTitle, applicationId } = event.data as ApplicationNews;
  return { kind, jobId, jobTitle, applicationId };
}

/** A board as rendered: the applications it shows, and whether a new (Pending) one belongs in its view. */
export type BoardView = { shown: ReadonlySet<number>; takesNew: boolean };

/**
 * Whether the board would change for this news: a new application its view takes and it does not show
 * yet, a withdrawn one it shows. The event is logged after the commit, so a board rendered in between
 * already holds the change; news of it is not news.
 */
export function changesBoard(news: OwnerNews, board: BoardView): boolean {
  return news.kind === "received" ? board.takesNew && !board.shown.has(news.applicationId) : board.shown.has(news.applicationId);
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
