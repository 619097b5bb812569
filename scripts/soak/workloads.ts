import type pg from "pg";
import { request, type Answer, type Recorder } from "./traffic";

/**
 * The soak's traffic mix. Each workload is a number of concurrent workers
 * running `step` in a loop (with `thinkMs` between steps); a write workload
 * keeps a ledger of what the server acknowledged and `verify` checks it
 * against the database at the end ("acknowledged writes vs stored").
 */
export type Session = { userId: number; cookie: string };

export type SoakContext = {
  base: string;
  rec: Recorder;
  candidates: Session[];
  /** Recruiters (company or agency accounts) by user id. */
  recruiters: Map<number, Session>;
  openJobs: { id: number; ownerId: number }[];
};

export type Verification = { name: string; acknowledged: number; stored: number; missing: number[]; note?: string };

export type Workload = {
  name: string;
  write: boolean;
  workers: number;
  thinkMs: number;
  /** One call (or null when there is nothing to do right now). */
  step: (ctx: SoakContext, worker: number) => Promise<Answer | null>;
  verify?: (db: pg.Client) => Promise<Verification>;
};

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const SEARCH_TERMS = ["engineer", "react", "sales", "remote", "data", "manager", "designer", "python"];

export function readWorkloads(readers: number): Workload[] {
  return [
    {
      name: "job search",
      write: false,
      workers: Math.ceil(readers / 2),
      thinkMs: 20,
      step: (ctx) => request(ctx.rec, "job search", false, `${ctx.base}/api/web/common/job/searchjobsfilter?search=${pick(SEARCH_TERMS)}&page=1`),
    },
    {
      name: "job pages",
      write: false,
      workers: Math.floor(readers / 2),
      thinkMs: 20,
      // A signed-in candidate's page is rendered (and reads the database); a guest's may come from the page cache.
      step: (ctx, worker) => {
        const job = pick(ctx.openJobs);
        if (worker % 2 === 0) return request(ctx.rec, "job pages", false, `${ctx.base}/api/web/common/job/getJobById/${job.id}`);
        return request(ctx.rec, "job pages", false, `${ctx.base}/jobdetails/${job.id}`, { cookie: pick(ctx.candidates).cookie });
      },
    },
  ];
}

export type AppliedLedger = Map<number, { candidateId: number; jobId: number; ownerId: number }>;

export function applyWorkload(ctx: SoakContext, applied: AppliedLedger): Workload {
  // Every (candidate, job) pair once, in a shuffled order: a candidate applies to a job only once.
  const pairs = ctx.candidates.flatMap((c) => ctx.openJobs.map((j) => ({ c, j }))).sort(() => Math.random() - 0.5);
  const unacknowledged: { candidateId: number; jobId: number }[] = [];
  return {
    name: "applications",
    write: true,
    workers: 2,
    thinkMs: 250,
    step: async () => {
      const pair = pairs.pop();
      if (!pair) return null;
      const answer = await request(ctx.rec, "applications", true, `${ctx.base}/api/web/common/candidateJob/ApplytoJob`, {
        method: "POST",
        cookie: pair.c.cookie,
        body: { jobId: pair.j.id, personalMessage: "Soak test application." },
      });
      const id = (answer.body as { applicationId?: number } | null)?.applicationId;
      if (answer.outcome === 200 && id) applied.set(id, { candidateId: pair.c.userId, jobId: pair.j.id, ownerId: pair.j.ownerId });
      else unacknowledged.push({ candidateId: pair.c.userId, jobId: pair.j.id });
      return answer;
    },
    verify: async (db) => {
      const ids = [...applied.keys()];
      const { rows } = await db.query<{ id: number; candidate_id: number; job_id: number }>(
        "select id, candidate_id, job_id from applications where id = any($1::int[])",
        [ids],
      );
      const found = new Map(rows.map((r) => [r.id, r]));
      const missing = ids.filter((id) => found.get(id)?.candidate_id !== applied.get(id)!.candidateId || found.get(id)?.job_id !== applied.get(id)!.jobId);
      return {
        name: "applications",
        acknowledged: ids.length,
        stored: ids.length - missing.length,
        missing,
        note: `${unacknowledged.length} unacknowledged attempts; ${pairs.length} candidate/job pairs left`,
      };
    },
  };
}

const STATUSES = ["Pending", "Reviewed", "Accepted", "Rejected"] as const;

/** Status moves by the job's owner. Each application belongs to one worker, so its moves are sequential. */
export function moveWorkload(ctx: SoakContext, applied: AppliedLedger): Workload {
  const workers = 2;
  const history = new Map<number, { acknowledged: string | null; later: string[] }>();
  return {
    name: "status moves",
    write: true,
    workers,
    thinkMs: 250,
    step: async (_ctx, worker) => {
      const mine = [...applied.keys()].filter((id) => id % workers === worker);
      if (mine.length === 0) return null;
      const id = pick(mine);
      const owner = ctx.recruiters.get(applied.get(id)!.ownerId);
      if (!owner) return null;
      const entry = history.get(id) ?? { acknowledged: null, later: [] };
      history.set(id, entry);
      const status = pick(STATUSES.filter((s) => s !== (entry.acknowledged ?? "Pending")));
      const answer = await request(ctx.rec, "status moves", true, `${ctx.base}/api/web/common/candidateJob/update-application-status`, {
        method: "POST",
        cookie: owner.cookie,
        body: { applicationIds: [id], status },
      });
      if (answer.outcome === 200) {
        entry.acknowledged = status;
        entry.later = [];
      } else entry.later.push(status);
      return answer;
    },
    verify: async (db) => {
      const moved = [...history].filter(([, h]) => h.acknowledged !== null);
      const { rows } = await db.query<{ id: number; status: string }>("select id, status from applications where id = any($1::int[])", [
        moved.map(([id]) => id),
      ]);
      const stored = new Map(rows.map((r) => [r.id, r.status]));
      // The stored status is the last acknowledged one, or one tried after it whose answer was lost.
      const missing = moved.filter(([id, h]) => stored.get(id) !== h.acknowledged && !h.later.includes(stored.get(id) ?? "")).map(([id]) => id);
      return { name: "status moves", acknowledged: moved.length, stored: moved.length - missing.length, missing, note: "final status per moved application" };
    },
  };
}

const INTERVIEW = [
  "We are hiring a senior backend engineer for our payments team.",
  "Full time, remote within Europe.",
  "Five years with Node.js and PostgreSQL, some Kubernetes.",
  "Salary between 80,000 and 95,000 EUR a year.",
  "They will design APIs and mentor two juniors.",
  "Start as soon as possible.",
];

/**
 * Assistant turns (the local interviewer engine): each chat belongs to the next
 * recruiter in turn, paced under the assistant's limit of 100 calls per user in
 * 10 minutes (lib/assistant/limits.ts), so every answer is a real turn, not a 429.
 */
export function assistantWorkload(ctx: SoakContext): Workload {
  const acknowledged = new Set<number>();
  const sessions = [...ctx.recruiters.values()];
  let chat: { chatId?: string; turn: number; owner: number } = { turn: 0, owner: 0 };
  return {
    name: "assistant turns",
    write: true,
    workers: 1,
    thinkMs: Math.ceil((10 * 60_000) / (40 * Math.max(1, sessions.length)) / 0.8),
    step: async () => {
      const answer = await request(ctx.rec, "assistant turns", true, `${ctx.base}/api/web/common/chat/chatapi`, {
        method: "POST",
        cookie: sessions[chat.owner % sessions.length]!.cookie,
        body: { message: INTERVIEW[chat.turn % INTERVIEW.length], ...(chat.chatId ? { chatid: chat.chatId } : {}) },
      });
      const body = answer.body as { messageId?: number; chat?: { id?: string } } | null;
      if (answer.outcome === 200 && body?.messageId) {
        acknowledged.add(body.messageId);
        chat.chatId = body.chat?.id;
        chat.turn++;
        if (chat.turn >= INTERVIEW.length) chat = { turn: 0, owner: chat.owner + 1 };
      }
      return answer;
    },
    verify: async (db) => {
      const ids = [...acknowledged];
      const { rows } = await db.query<{ id: number }>("select id from assistant_messages where id = any($1::int[])", [ids]);
      const found = new Set(rows.map((r) => r.id));
      const missing = ids.filter((id) => !found.has(id));
      return { name: "assistant turns", acknowledged: ids.length, stored: ids.length - missing.length, missing, note: "the interviewer's reply of each turn" };
    },
  };
}

const CHAT = "/api/web/common/chatsystem";
const LINES = ["Hello! Is the role still open?", "Yes — when could you talk?", "Thursday at 10 works for me.", "Great, see you then."];

/** Checks a ledger of acknowledged message ids against one table. */
function verifyIds(name: string, table: "private_messages" | "global_messages", ids: Set<number>) {
  return async (db: pg.Client): Promise<Verification> => {
    const all = [...ids];
    const { rows } = await db.query<{ id: number }>(`select id from ${table} where id = any($1::int[])`, [all]);
    const found = new Set(rows.map((r) => r.id));
    const missing = all.filter((id) => !found.has(id));
    return { name, acknowledged: all.length, stored: all.length - missing.length, missing };
  };
}

/**
 * People chat (lib/chat): candidates write to job owners in their one conversation
 * per pair, and everyone writes in the global room. Each send carries a fresh client
 * id; an acknowledged message's id goes in the ledger. Paced well under the send
 * limit (20 per user per 10 s): each worker's user changes every step.
 */
export function chatWorkloads(): Workload[] {
  const privateIds = new Set<number>();
  const globalIds = new Set<number>();
  const chats = new Map<string, number>();
  let sends = 0;
  const clientId = () => `soak-${Date.now().toString(36)}-${(sends++).toString(36)}`;
  const sent = (answer: Answer, ledger: Set<number>) => {
    const id = (answer.body as { chatMessage?: { id?: number } } | null)?.chatMessage?.id;
    if (answer.outcome === 200 || answer.outcome === 201) if (typeof id === "number") ledger.add(id);
    return answer;
  };
  return [
    {
      name: "chat messages",
      write: true,
      workers: 2,
      thinkMs: 100,
      step: async (c) => {
        const me = pick(c.candidates);
        const job = pick(c.openJobs);
        const pair = `${me.userId}:${job.ownerId}`;
        let chatId = chats.get(pair);
        if (chatId === undefined) {
          const started = await request(c.rec, "chat messages", true, `${c.base}${CHAT}/chats`, { method: "POST", cookie: me.cookie, body: { userId: job.ownerId } });
          chatId = (started.body as { chat?: { id?: number } } | null)?.chat?.id;
          if (chatId === undefined) return started;
          chats.set(pair, chatId);
        }
        const body = { content: pick(LINES), clientId: clientId() };
        return sent(await request(c.rec, "chat messages", true, `${c.base}${CHAT}/chats/${chatId}/messages`, { method: "POST", cookie: me.cookie, body }), privateIds);
      },
      verify: verifyIds("chat messages", "private_messages", privateIds),
    },
    {
      name: "global room",
      write: true,
      workers: 1,
      thinkMs: 250,
      step: async (c) => {
        const body = { content: pick(LINES), clientId: clientId() };
        return sent(await request(c.rec, "global room", true, `${c.base}${CHAT}/global-messages`, { method: "POST", cookie: pick(c.candidates).cookie, body }), globalIds);
      },
      verify: verifyIds("global room", "global_messages", globalIds),
    },
  ];
}

export function allWorkloads(ctx: SoakContext, readers: number): Workload[] {
  const applied: AppliedLedger = new Map();
  return [...readWorkloads(readers), applyWorkload(ctx, applied), moveWorkload(ctx, applied), assistantWorkload(ctx), ...chatWorkloads()];
}
