/**
 * Channel names, shared by the server and the browser (no server imports).
 * "global" is the global chat room (anyone, guests too); `conversation:<id>` is
 * read by its two participants; `user:<id>` by that user alone. Server-to-server
 * messages (the page cache's invalidation) never use a channel a browser can name.
 */
export const channel = {
  global: "global",
  conversation: (id: number) => `conversation:${id}`,
  user: (id: number) => `user:${id}`,
} as const;

/**
 * Published on `user:<id>` when one or more of that user's sessions end (sign-out,
 * sign-out everywhere, a password change): open streams check their session at
 * once, and a page of that user reads its sign-in state again.
 */
export const SESSION_ENDED_EVENT = "session-ended";

/**
 * Published on `user:<id>` of a candidate when a recruiter moved applications of theirs: an open
 * /appliedjobs reads itself again and says what changed. Its data is an `ApplicationsChanged`.
 */
export const APPLICATIONS_CHANGED_EVENT = "applications-changed";
export type ApplicationsChanged = { applications: { id: number; jobTitle: string; status: string }[] };

/**
 * Published on `user:<id>` of a job's owner when a candidate applied to it: the owner's open job and
 * applicant lists read themselves again. Its data is an `ApplicationNews`.
 */
export const APPLICATION_RECEIVED_EVENT = "application-received";
/**
 * Which application of which job: the event is logged after the commit, so a page rendered in between
 * already shows it, and the one-job board tells by the id whether it does.
 */
export type ApplicationNews = { jobId: number; jobTitle: string; applicationId: number };

/**
 * Published on `user:<id>` of a job's owner when a candidate withdrew an application to it: the
 * owner's open job and applicant lists read themselves again. Its data is an `ApplicationNews`.
 */
export const APPLICATION_WITHDRAWN_EVENT = "application-withdrawn";

export type ParsedChannel = { kind: "global" } | { kind: "conversation" | "user"; id: number };

const MAX_ID = 2_147_483_647; // integer primary keys
const PATTERN = /^(?:global|(conversation|user):([1-9][0-9]{0,9}))$/;

/** The channel a name stands for, or null for anything that is not one. */
export function parseChannel(name: string): ParsedChannel | null {
  const match = PATTERN.exec(name);
  if (!match) return null;
  if (!match[1]) return { kind: "global" };
  const id = Number(match[2]);
  return id <= MAX_ID ? { kind: match[1] as "conversation" | "user", id } : null;
}

/**
 * Pusher names: the global room is a public channel; conversations and users are
 * private channels (`private-…`), which Pusher opens only with our signature.
 * Pusher channel names may not contain ":".
 */
export function toPusherChannel(name: string): string {
  const parsed = parseChannel(name);
  if (!parsed) throw new Error(`Not a realtime channel: ${name}`);
  return parsed.kind === "global" ? "global" : `private-${parsed.kind}-${parsed.id}`;
}

export function fromPusherChannel(pusherName: string): string | null {
  if (pusherName === "global") return channel.global;
  const match = /^private-(conversation|user)-([1-9][0-9]{0,9})$/.exec(pusherName);
  if (!match) return null;
  const name = `${match[1]}:${match[2]}`;
  return parseChannel(name) ? name : null;
}
