/**
 * Benchmark (not a test): what the server-side session check costs per request.
 * Each iteration reads one session the way every API call and page render does
 * (decrypt the JWT, then one primary-key read of sessions joined with users),
 * against decrypting the JWT alone (what a stateless session cost before), in
 * one run, sequentially and with 16 requests in flight.
 *
 *   DATABASE_URL=postgres://… npx tsx --conditions=react-server scripts/bench-session.ts [iterations]
 *   PGLITE_DIR=memory:// SKIP_DEMO_SEED=1 npx tsx --conditions=react-server scripts/bench-session.ts
 */
import { randomUUID } from "node:crypto";
import os from "node:os";
import { decode } from "next-auth/jwt";
import { closeDb, getDb } from "../db/client";
import { users } from "../db/schema";
import { mintSessionToken, readSessionToken } from "../lib/auth/session";
import { authSecret } from "../lib/env";

const N = Number(process.argv[2] ?? 5000);

async function timeEach(label: string, concurrency: number, op: () => Promise<unknown>) {
  for (let i = 0; i < 500; i++) await op(); // warm-up: JIT, pool connections
  const t0 = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < N) await op();
    }),
  );
  const ms = performance.now() - t0;
  const perOp = (ms * 1000) / N;
  console.log(`${label.padEnd(44)} ${perOp.toFixed(0).padStart(6)} µs/request  (${Math.round(N / (ms / 1000))} req/s)`);
  return perOp;
}

const db = await getDb();
const email = `bench-${randomUUID()}@bench.local`;
const [row] = await db.insert(users).values({ email, name: "Bench", userType: "CANDIDATE" }).returning();
const token = await mintSessionToken({ id: row!.id, email, name: "Bench", userType: "CANDIDATE" });
if (!(await readSessionToken(token))) throw new Error("the session does not read back");

console.log(`${N} reads per line · ${process.env.DATABASE_URL ? "Postgres" : "PGlite"} · load ${os.loadavg()[0]!.toFixed(2)} · ${os.cpus().length} cores`);
for (const concurrency of [1, 16]) {
  const jwtOnly = await timeEach(`JWT only, ${concurrency} in flight`, concurrency, () => decode({ token, secret: authSecret() }));
  const checked = await timeEach(`JWT + sessions row, ${concurrency} in flight`, concurrency, () => readSessionToken(token));
  console.log(`  → the session check adds ${(checked - jwtOnly).toFixed(0)} µs per request (${(checked / jwtOnly).toFixed(2)}× the JWT alone)`);
}
await closeDb();
