/**
 * `npm run soak [-- --minutes 5]`: mixed traffic against the production build
 * (dist/server.mjs, built when missing) on a Postgres database of its own, with
 * a Postgres restart at 40 % of the run and a server restart (SIGTERM, start
 * again) at 70 %. Reports requests by status, errors outside the two windows,
 * the answers inside them (503, never a dropped connection), recovery times and
 * acknowledged writes vs stored. Exit code 0 only when all targets are met.
 *
 * By default it starts a private throw-away Postgres cluster (initdb in a
 * temporary directory, its own port), so the restart disturbs nothing else;
 * `--database-url postgres://…/postgres --restart-command "<cmd>"` uses an
 * existing server instead. Either way it creates and drops a database of its
 * own and never touches anyone's data. Other options: --readers 6.
 */
import { randomBytes } from "node:crypto";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import pg from "pg";
import { hashPassword } from "../lib/auth/password";
import { DEMO_PASSWORD } from "../db/seed";
import { createDatabase, dropDatabase, existingCluster, startPrivateCluster, type Cluster } from "./soak/cluster";
import { buildReport, printReport, type Window } from "./soak/report";
import { buildIfNeeded, killServer, startServer, stopServer, waitReady, type ServerProcess } from "./soak/server";
import { Recorder, backOff, request, sleep, type Sample } from "./soak/traffic";
import { allWorkloads, type Session, type SoakContext } from "./soak/workloads";

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const MINUTES = Number(flag("minutes") ?? 5);
const READERS = Number(flag("readers") ?? 6);
const CANDIDATES = 40;
const SOAK_PASSWORD = `soak-${randomBytes(6).toString("hex")}`;
/** After a fault is over, errors this long are still counted inside its window. */
const MARGIN_MS = 2_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

async function main(): Promise<boolean> {
  if (!(MINUTES > 0)) throw new Error("--minutes must be a positive number");
  buildIfNeeded();
  const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
  const outDir = path.resolve(".data", "soak", stamp);
  fs.mkdirSync(outDir, { recursive: true });
  const logFile = path.join(outDir, "server.log");
  const dbName = `soak_${stamp}_${process.pid}`;

  const external = flag("database-url");
  const cluster: Cluster = external ? existingCluster(external, flag("restart-command")) : startPrivateCluster(await freePort());
  let server: ServerProcess | undefined;
  let url: string | undefined;
  // Ctrl-C: nothing is left behind (the server, the database, the private cluster).
  process.once("SIGINT", () => {
    killServer(server);
    const drop = url ? dropDatabase(cluster.adminUrl, dbName).catch(() => undefined) : Promise.resolve();
    void drop.finally(() => {
      cluster.stop();
      process.exit(130);
    });
  });
  try {
    url = await createDatabase(cluster.adminUrl, dbName);
    console.log(`Database ${dbName} on ${external ? "the given server" : "a private cluster"}; server log: ${logFile}`);
    seedDatabase(url);
    const { candidates, recruiterIds, openJobs } = await withClient(url, prepareAccounts);
    {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const serverEnv: NodeJS.ProcessEnv = {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        HOSTNAME: "127.0.0.1",
        APP_URL: base,
        DATABASE_URL: url,
        AUTH_SECRET: randomBytes(32).toString("base64"),
        SMTP_URL: "",
        OPENAI_API_KEY: "",
        NEXT_TELEMETRY_DISABLED: "1",
      };
      server = startServer(serverEnv, logFile);
      await waitReady(base);

      const setup = new Recorder(Date.now());
      const signIn = async (email: string, password: string, userId: number): Promise<Session> => {
        const answer = await request(setup, "sign-in", true, `${base}/api/web/common/auth/login`, { method: "POST", body: { email, password } });
        const cookie = answer.headers?.getSetCookie()[0]?.split(";")[0];
        if (answer.outcome !== 200 || !cookie) throw new Error(`sign-in of ${email} failed: ${answer.outcome}`);
        return { userId, cookie };
      };
      const ctx: SoakContext = {
        base,
        rec: setup,
        candidates: await Promise.all(candidates.map((c) => signIn(c.email, SOAK_PASSWORD, c.id))),
        recruiters: new Map(await Promise.all(recruiterIds.map(async (r) => [r.id, await signIn(r.email, DEMO_PASSWORD, r.id)] as const))),
        openJobs,
      };
      // Sign-ins are set-up, not traffic: the run's clock starts now.
      const traffic = new Recorder(Date.now());
      ctx.rec = traffic;

      const workloads = allWorkloads(ctx, READERS);
      let running = true;
      const loops = workloads.flatMap((w) =>
        Array.from({ length: w.workers }, async (_, worker) => {
          while (running) {
            const answer = await w.step(ctx, worker);
            if (answer) await backOff(answer);
            await sleep(answer ? w.thinkMs : 500);
          }
        }),
      );
      console.log(`Traffic: ${workloads.map((w) => `${w.workers} × ${w.name}`).join(", ")}; ${MINUTES} minute(s).`);

      const totalMs = MINUTES * 60_000;
      const windows: Window[] = [];
      await sleep(totalMs * 0.4);
      console.log(`${(traffic.now() / 1000).toFixed(1)} s: restarting Postgres`);
      const pgStart = traffic.now();
      await cluster.restart();
      const pgBack = traffic.now();
      windows.push(await settle("database restart", traffic, pgStart, pgBack));

      await sleep(Math.max(0, totalMs * 0.7 - traffic.now()));
      console.log(`${(traffic.now() / 1000).toFixed(1)} s: restarting the server (SIGTERM, start again)`);
      const termAt = traffic.now();
      const code = await stopServer(server);
      console.log(`  stopped with exit code ${code} after ${((traffic.now() - termAt) / 1000).toFixed(1)} s`);
      server = startServer(serverEnv, logFile);
      await waitReady(base);
      const readyAt = traffic.now();
      windows.push(await settle("server restart", traffic, termAt, readyAt));

      await sleep(Math.max(0, totalMs - traffic.now()));
      running = false;
      await Promise.all(loops);

      const writes = await withClient(url, async (db) => {
        const checks = [];
        for (const w of workloads) if (w.verify) checks.push(await w.verify(db));
        return checks;
      });
      await stopServer(server);
      const logErrors = fs
        .readFileSync(logFile, "utf8")
        .split("\n")
        .filter((l) => l.includes('"level":"error"')).length;
      const report = buildReport(MINUTES, traffic.samples, windows, writes, logErrors);
      fs.writeFileSync(path.join(outDir, "report.json"), JSON.stringify(report, null, 2));
      console.log(`Report: ${path.join(outDir, "report.json")}`);
      return printReport(report);
    }
  } finally {
    killServer(server);
    if (url) await dropDatabase(cluster.adminUrl, dbName).catch((e: unknown) => console.error(`could not drop ${dbName}:`, e));
    cluster.stop();
  }
}

/** A short-lived connection of the soak's own (one kept open would be cut by the restart). */
async function withClient<T>(url: string, work: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

/** Waits until a database-backed request has succeeded after `backAt`; the window closes MARGIN_MS later. */
async function settle(name: string, rec: Recorder, start: number, backAt: number): Promise<Window> {
  const recovered = (): number | null => {
    const ok = rec.samples.filter((s: Sample) => s.start >= backAt && typeof s.outcome === "number" && s.outcome < 400);
    return ok.length ? Math.min(...ok.map((s) => s.end)) : null;
  };
  const until = Date.now() + 60_000;
  while (recovered() === null && Date.now() < until) await sleep(50);
  const recoveredAt = recovered();
  await sleep(MARGIN_MS);
  console.log(`  ${name}: back at ${(backAt / 1000).toFixed(1)} s, answering at ${recoveredAt === null ? "never" : `${(recoveredAt / 1000).toFixed(1)} s`}`);
  return { name, start, end: Math.max(recoveredAt ?? backAt, backAt) + MARGIN_MS, backAt, recoveredAt };
}

/** Migrations and the demo data, as a deployment would (npm run db:seed). */
function seedDatabase(url: string): void {
  const result = spawnSync("npx", ["tsx", "scripts/db-seed.ts"], { env: { ...process.env, DATABASE_URL: url }, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`seeding failed: ${result.stderr || result.stdout}`);
}

/** The soak's own candidates (created here), and the job owners with open jobs (demo accounts). */
async function prepareAccounts(db: pg.Client) {
  const hash = await hashPassword(SOAK_PASSWORD, 14);
  const candidates: { id: number; email: string }[] = [];
  for (let i = 0; i < CANDIDATES; i++) {
    const email = `soak-candidate-${i}@example.test`;
    const { rows } = await db.query<{ id: number }>(
      "insert into users (email, password_hash, user_type, name, email_verified_at) values ($1, $2, 'CANDIDATE', $3, now()) returning id",
      [email, hash, `Soak Candidate ${i}`],
    );
    candidates.push({ id: rows[0]!.id, email });
  }
  const { rows: jobs } = await db.query<{ id: number; owner_id: number; email: string }>(
    "select j.id, j.owner_id, u.email from jobs j join users u on u.id = j.owner_id where j.job_status = 'Open' order by j.id",
  );
  const owners = new Map(jobs.map((j) => [j.owner_id, j.email]));
  return {
    candidates,
    recruiterIds: [...owners].map(([id, email]) => ({ id, email })),
    openJobs: jobs.map((j) => ({ id: j.id, ownerId: j.owner_id })),
  };
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
