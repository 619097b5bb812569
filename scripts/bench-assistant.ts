/**
 * Benchmark (not a test): time from request to the first streamed byte with
 * the local engine, through the API dispatcher (Request in, UI message
 * stream out) and through the use case alone. Every run is one interview turn
 * (ownership check, rate limit, user message stored, grading), cycling through
 * a whole interview in fresh chats.
 *
 *   PGLITE_DIR=memory:// SKIP_DEMO_SEED=1 npx tsx --conditions=react-server scripts/bench-assistant.ts [runs]
 *   DATABASE_URL=postgres://… npx tsx --conditions=react-server scripts/bench-assistant.ts [runs]
 *
 * (--conditions=react-server lets the "server-only" marker load outside Next.)
 */
import { randomUUID } from "node:crypto";
import { dispatch } from "../lib/api/dispatch";
import { closeDb, getDb } from "../db/client";
import { users } from "../db/schema";
import { startChatTurn } from "../lib/assistant/turns";
import { INTERVIEW } from "../tests/integration/assistant-helpers";
import { mintSessionToken } from "../lib/auth/session";
import type { Actor } from "../lib/auth/actor";

/** The stream is a contract row: through the dispatcher like the catch-all route. */
const POST = (request: Request) => dispatch(request, "/assistant/stream");

const RUNS = Number(process.argv[2] ?? 200);
// The same interview the assistant tests walk through.
const ANSWERS = INTERVIEW;
// Stay under the per-user assistant rate limit (100 calls per 10 minutes).
const CALLS_PER_USER = 33;

async function newUser(): Promise<Actor & { token: string }> {
  const db = await getDb();
  const email = `bench-${randomUUID()}@bench.local`;
  const [row] = await db.insert(users).values({ email, name: "Bench", userType: "COMPANY" }).returning();
  const actor: Actor = { id: row!.id, email, name: "Bench", userType: "COMPANY" };
  return { ...actor, token: await mintSessionToken(actor) };
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};
const fmt = (xs: number[]) => `p50 ${pct(xs, 50).toFixed(1)} ms, p95 ${pct(xs, 95).toFixed(1)} ms, max ${Math.max(...xs).toFixed(1)} ms (n=${xs.length})`;

type Measure = (user: Actor & { token: string }, message: string, chatid: string | undefined) => Promise<{ ms: number; chatid: string }>;

/** Through the route handler: from building the Request to the first byte of the body, or to the first word (text-delta). */
const viaRoute =
  (until: "byte" | "word"): Measure =>
  async (user, message, chatid) => {
  const t0 = performance.now();
  const res = await POST(
    new Request("http://localhost/api/assistant/stream", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${user.token}` },
      body: JSON.stringify({ action: "chat", message, chatid }),
    }),
  );
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let ms = 0;
  for (let r = await reader.read(); !r.done; r = await reader.read()) {
    text += decoder.decode(r.value);
    if (!ms && (until === "byte" || text.includes('"type":"text-delta"'))) ms = performance.now() - t0;
  }
  const id = text.match(/"chatId":"([0-9a-f-]{36})"/)?.[1];
  if (res.status !== 200 || !id) throw new Error(`stream failed: ${res.status} ${text.slice(0, 200)}`);
  return { ms, chatid: id };
};

/** The use case alone: from the call to the first word of the reply. */
const viaUseCase: Measure = async (user, message, chatid) => {
  const t0 = performance.now();
  const turn = await startChatTurn(user, { message, chatid });
  const run = turn.run();
  await run.next();
  const ms = performance.now() - t0;
  for (let step = await run.next(); !step.done; step = await run.next());
  return { ms, chatid: turn.chatId };
};

async function bench(label: string, measure: Measure) {
  const times: number[] = [];
  let user = await newUser();
  let chatid: string | undefined;
  for (let i = 0; i < RUNS; i++) {
    if (i > 0 && i % CALLS_PER_USER === 0) user = await newUser();
    const turnInChat = i % ANSWERS.length;
    if (turnInChat === 0 || i % CALLS_PER_USER === 0) chatid = undefined;
    const r = await measure(user, ANSWERS[turnInChat]!, chatid);
    chatid = r.chatid;
    times.push(r.ms);
  }
  console.log(`${label}: ${fmt(times.slice(10))}`); // the first runs warm up the JIT and the database
}

const db = await getDb();
console.log(`local engine, ${process.env.DATABASE_URL ? "Postgres" : "PGlite"}, ${RUNS} turns each`);
void db;
await bench("request → first streamed byte (route handler)", viaRoute("byte"));
await bench("request → first streamed word (route handler, first text-delta)", viaRoute("word"));
await bench("use case → first streamed word", viaUseCase);
await closeDb();
