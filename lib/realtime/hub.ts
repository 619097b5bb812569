import "server-only";
import { randomUUID } from "node:crypto";
import { getDb } from "@/db/client";
import { env } from "@/lib/env";
import { NOTIFY_CHANNEL, readAllSince, type LoggedEvent } from "./log";

/**
 * One listening connection per process, fanned out in memory (ARCHITECTURE.md
 * "Realtime"). Every publish NOTIFYs on the `realtime` channel; this hub LISTENs
 * once — on PGlite in-process (PGlite has listen/unlisten), on Postgres with one
 * dedicated connection that reconnects by itself and then reads from the log
 * whatever was published while it was away — and hands each event to the
 * subscribers of its channel (open SSE streams, tests). Server messages (the page
 * cache's invalidation) go to server handlers and never to a browser.
 *
 * Kept on globalThis: Next bundles each route separately, and they must share it.
 */
export type Subscriber = (event: LoggedEvent) => void;
export type ServerMessage = { k: string; o: string } & Record<string, unknown>;
type ServerHandler = (message: ServerMessage) => void;
/** Called after the listener was down and is back: server messages sent meanwhile are lost. */
type GapHandler = () => void;

type Listener = { close: () => Promise<void> };

type Hub = {
  /** This process, so it can tell its own server messages from other instances'. */
  origin: string;
  channels: Map<string, Set<Subscriber>>;
  serverHandlers: Map<string, Set<ServerHandler>>;
  gapHandlers: Set<GapHandler>;
  /** Highest event id handed out, for the catch-up after a reconnect. */
  lastId: number;
  starting: Promise<Listener> | null;
  db: unknown;
  /** Notifications are handled one at a time, in order (an oversized one needs a read). */
  queue: Promise<void>;
  /** Backend pid of the Postgres listening connection. */
  pid: number | null;
  /** A server wants the listener for its whole life (serveHub): a failed start is tried again. */
  serving: boolean;
};

const holder = globalThis as unknown as { __realtimeHub?: Hub };

function hub(): Hub {
  holder.__realtimeHub ??= {
    origin: randomUUID(),
    channels: new Map(),
    serverHandlers: new Map(),
    gapHandlers: new Set(),
    lastId: 0,
    starting: null,
    db: null,
    queue: Promise.resolve(),
    pid: null,
    serving: false,
  };
  return holder.__realtimeHub;
}

export const processOrigin = () => hub().origin;

/** Starts listening (once per process; again if the database handle was replaced). */
export async function startHub(): Promise<void> {
  const h = hub();
  const db = await getDb();
  if (h.starting && h.db === db) {
    await h.starting;
    return;
  }
  if (h.starting) await (await h.starting.catch(() => null))?.close();
  h.db = db;
  h.starting = (env.DATABASE_URL ? listenPostgres(env.DATABASE_URL) : listenPglite(db)).catch((error: unknown) => {
    h.starting = null;
    throw error;
  });
  await h.starting;
}

/**
 * Whether this process listens or means to (a server does from its start; scripts and most tests do
 * not). A server whose listener is still being retried counts: its changes are still announced.
 */
export const hubRunning = () => hub().starting !== null || hub().serving;

/**
 * A server's listener, for the life of the process (instrumentation.ts). When the database cannot be
 * reached at start, the listener is tried again with backoff until it runs — until then this instance
 * would neither hear other instances' cache invalidations nor have its pages follow their changes.
 * Resolves after the first try; a start that comes after failed ones runs the gap handlers, since
 * what other instances sent meanwhile was missed. `start` is for tests.
 */
export async function serveHub(start: () => Promise<void> = startHub, firstDelayMs = 250): Promise<void> {
  const h = hub();
  h.serving = true;
  try {
    await start();
  } catch (error) {
    console.error("[realtime] listener did not start; trying again", error instanceof Error ? error.message : error);
    void retryServing(start, firstDelayMs);
  }
}

async function retryServing(start: () => Promise<void>, firstDelayMs: number): Promise<void> {
  const h = hub();
  const started = await withBackoff(start, { going: () => h.serving, firstDelayMs, waitFirst: true, failure: "listener start failed" });
  if (!started) return;
  for (const fn of h.gapHandlers) fn();
  console.warn("[realtime] listener started after failed tries");
}

/**
 * Tries `attempt` until it succeeds (true) or `going()` turns false (false), waiting
 * firstDelayMs, then twice as long each time up to MAX_BACKOFF_MS, between tries
 * (and before the first with `waitFirst`); each failure is logged as `failure`.
 */
async function withBackoff(
  attempt: () => Promise<void>,
  o: { going: () => boolean; firstDelayMs: number; waitFirst: boolean; failure: string },
): Promise<boolean> {
  let delay = o.firstDelayMs;
  const pause = async () => {
    await new Promise((resolve) => setTimeout(resolve, delay).unref());
    delay = Math.min(delay * 2, MAX_BACKOFF_MS);
  };
  if (o.waitFirst) await pause();
  while (o.going()) {
    try {
      await attempt();
      return true;
    } catch (error) {
      console.error(`[realtime] ${o.failure}, retrying in ${delay} ms`, error instanceof Error ? error.message : error);
      await pause();
    }
  }
  return false;
}

/** Stops listening (tests; a process that shuts down), and a server's retries with it. */
export async function stopHub(): Promise<void> {
  const h = hub();
  h.serving = false;
  const starting = h.starting;
  h.starting = null;
  h.db = null;
  await (await starting?.catch(() => null))?.close();
}

/** Receive the events of these channels; returns the function that stops it. */
export async function subscribe(channels: readonly string[], fn: Subscriber): Promise<() => void> {
  await startHub();
  const h = hub();
  for (const name of channels) {
    let set = h.channels.get(name);
    if (!set) h.channels.set(name, (set = new Set()));
    set.add(fn);
  }
  return () => {
    for (const name of channels) {
      const set = h.channels.get(name);
      set?.delete(fn);
      if (set?.size === 0) h.channels.delete(name);
    }
  };
}

/** Server messages of one kind from other instances (e.g. "cache"). */
export function onServerMessage(kind: string, fn: ServerHandler): () => void {
  const h = hub();
  let set = h.serverHandlers.get(kind);
  if (!set) h.serverHandlers.set(kind, (set = new Set()));
  set.add(fn);
  return () => set.delete(fn);
}

export function onListenerGap(fn: GapHandler): () => void {
  hub().gapHandlers.add(fn);
  return () => hub().gapHandlers.delete(fn);
}

/** Subscribers per channel (tests check that a closed stream let go). */
export function subscriberCount(channelName?: string): number {
  const { channels } = hub();
  if (channelName !== undefined) return channels.get(channelName)?.size ?? 0;
  let total = 0;
  for (const set of channels.values()) total += set.size;
  return total;
}

function deliver(event: LoggedEvent): void {
  const h = hub();
  if (event.id <= h.lastId) return; // a catch-up read and a late notification overlap
  h.lastId = event.id;
  for (const fn of h.channels.get(event.channel) ?? []) {
    try {
      fn(event);
    } catch (error) {
      console.error("[realtime] subscriber failed", error);
    }
  }
}

function onNotification(payload: string): void {
  const h = hub();
  h.queue = h.queue.then(() => handle(payload)).catch((error: unknown) => console.error("[realtime] notification failed", error));
}

async function handle(payload: string): Promise<void> {
  const message = JSON.parse(payload) as { i?: number; c?: string; t?: string; d?: unknown; k?: string; o?: string };
  if (typeof message.k === "string") {
    if (message.o === hub().origin) return;
    for (const fn of hub().serverHandlers.get(message.k) ?? []) fn(message as ServerMessage);
    return;
  }
  if (typeof message.i !== "number") return;
  if (typeof message.c === "string" && typeof message.t === "string") {
    deliver({ id: message.i, channel: message.c, type: message.t, data: message.d ?? null });
    return;
  }
  await catchUp(); // too big to travel in the notification: read it (and anything before it) from the log
}

/** Everything logged after the last event this process handed out, in order. */
async function catchUp(): Promise<void> {
  for (;;) {
    const events = await readAllSince(hub().lastId);
    for (const event of events) deliver(event);
    if (events.length === 0 || events.length < 500) return;
  }
}

async function listenPglite(db: unknown): Promise<Listener> {
  type Client = { listen: (channel: string, cb: (payload: string) => void) => Promise<() => Promise<void>> };
  const client = (db as { $client: Client }).$client;
  await primeLastId();
  const unlisten = await client.listen(NOTIFY_CHANNEL, onNotification);
  return { close: () => unlisten().catch(() => undefined) };
}

/** Start after the newest logged event: a new listener owes nobody the past. */
async function primeLastId(): Promise<void> {
  const { latestEventId } = await import("./log");
  hub().lastId = Math.max(hub().lastId, await latestEventId());
}

const HEALTH_CHECK_MS = 30_000;
const MAX_BACKOFF_MS = 10_000;

/**
 * A dedicated Postgres connection that LISTENs. It is checked every 30 s (a dead
 * TCP peer sends no error); when it breaks, it is opened again with backoff, the
 * log is read for what was published meanwhile, and gap handlers hear that
 * server messages may have been missed.
 */
async function listenPostgres(url: string): Promise<Listener> {
  const { Client } = await import("pg");
  let client: InstanceType<typeof Client> | null = null;
  let closed = false;

  const connect = async (): Promise<void> => {
    const c = new Client({ connectionString: url, keepAlive: true });
    c.on("notification", (n) => n.channel === NOTIFY_CHANNEL && n.payload && onNotification(n.payload));
    c.on("error", () => void broken(c));
    c.on("end", () => void broken(c));
    await c.connect();
    await c.query(`LISTEN ${NOTIFY_CHANNEL}`);
    hub().pid = (await c.query<{ pid: number }>("select pg_backend_pid() as pid")).rows[0]!.pid;
    client = c;
  };

  const broken = async (c: InstanceType<typeof Client>) => {
    if (closed || client !== c) return;
    client = null;
    c.removeAllListeners("notification");
    void c.end().catch(() => undefined);
    // The catch-up goes into the queue now, ahead of every notification of the new connection,
    // and reads the log once LISTEN is active. Handled first, a notification of an event published
    // after the reconnect moved lastId past everything published while the listener was down,
    // and the catch-up then read nothing (events lost under steady traffic).
    const h = hub();
    let reopened!: () => void;
    const listening = new Promise<void>((resolve) => (reopened = resolve));
    h.queue = h.queue
      .then(() => listening)
      .then(() => (closed ? undefined : catchUp()))
      .catch((error: unknown) => console.error("[realtime] catch-up failed", error));
    try {
      if (!(await withBackoff(connect, { going: () => !closed, firstDelayMs: 250, waitFirst: false, failure: "listener reconnect failed" }))) return;
      for (const fn of h.gapHandlers) fn();
      console.warn("[realtime] listener reconnected");
    } finally {
      reopened();
    }
  };

  await primeLastId();
  await connect();
  const timer = setInterval(() => {
    const c = client;
    if (!c) return;
    const check = c.query("select 1");
    const timeout = new Promise((_, reject) => setTimeout(() => reject(new Error("health check timed out")), 5000).unref());
    Promise.race([check, timeout]).catch(() => void broken(c));
  }, HEALTH_CHECK_MS);
  timer.unref();

  return {
    close: async () => {
      closed = true;
      clearInterval(timer);
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}

/** The Postgres backend of the listening connection (tests end it to see the listener come back); null on PGlite. */
export const listenerBackendPid = (): number | null => hub().pid;
