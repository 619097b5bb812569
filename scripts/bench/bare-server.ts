/**
 * The "bare" baseline of `npm run bench`: node:http + pg running exactly the SQL
 * a handler runs. The SQL is captured by calling the real use case once per query
 * (lib/jobs searchOpenJobs, or with BARE_KIND=companies|recruiters the directories'
 * searchCompanies / recruitersPage), then replayed per request with the same round
 * trips (capture.ts), rows sent as JSON.
 * With BARE_COOKIE (a signed-in caller's Cookie header, made with the same AUTH_SECRET) the
 * statement the API runs for that caller's session (lib/auth/session-store.ts sessionActor) is
 * captured too and replayed first, as the handler runs it before the use case: the same SQL as
 * the handler. `&session=no` on a request leaves it out (README "Directories at 100,000").
 * Usage: DATABASE_URL=… [BARE_KIND=…] [BARE_COOKIE=…] tsx scripts/bench/bare-server.ts <port> '<query-json>'…
 */
import http from "node:http";
import pg from "pg";
import { POSTGRES_SESSION_OPTIONS } from "../../db/client";
import { actorFromRequest } from "../../lib/auth/session";
import { searchCompanies } from "../../lib/directories/companies";
import { recruitersPage } from "../../lib/directories/recruiters";
import { companiesFilterSchema, recruitersFilterSchema } from "../../lib/directories/schemas";
import { searchOpenJobs } from "../../lib/jobs/queries";
import { jobSearchSchema } from "../../lib/jobs/schemas";
import { captureWaves, replay, type Call } from "./capture";

const USE_CASES: Record<string, (query: unknown) => Promise<unknown>> = {
  jobs: (q) => searchOpenJobs(jobSearchSchema.parse(q)),
  companies: (q) => searchCompanies(companiesFilterSchema.parse(q)),
  recruiters: (q) => recruitersPage(recruitersFilterSchema.parse(q)),
};

async function main() {
  const [port, ...queries] = process.argv.slice(2);
  const run = USE_CASES[process.env.BARE_KIND ?? "jobs"];
  if (!run) throw new Error(`BARE_KIND must be one of ${Object.keys(USE_CASES).join(", ")}`);
  // Each once, unrecorded, first: what a running server did long before (the open-jobs index's first load,
  // 20 statements at 100,000 jobs; Postgres' reading of a query) is not a request's SQL.
  for (const q of queries) await run(JSON.parse(q));
  // One at a time: each capture patches and restores Pool.prototype.query.
  const captured: Call[][][] = [];
  for (const q of queries) captured.push(await captureWaves(() => run(JSON.parse(q))));
  const session = await sessionWaves(process.env.BARE_COOKIE);
  // The app's pool size and connection settings, so Postgres plans and runs exactly what it does for the app.
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.PG_POOL_MAX ?? 10), options: POSTGRES_SESSION_OPTIONS });
  const server = http.createServer(async (req, res) => {
    const params = new URL(req.url ?? "/", "http://x").searchParams;
    const useCase = captured[Number(params.get("q") ?? 0)];
    if (!useCase) {
      res.writeHead(404).end();
      return;
    }
    try {
      const results = await replay(pool, params.get("session") === "no" ? useCase : [...session, ...useCase]);
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(results.map((r) => r.rows)));
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
  server.listen(Number(port), "127.0.0.1", () => console.log(`bare server ready on ${port}`));
}

/** The session read of the caller the cookie names (none without a cookie); it must name a live session. */
async function sessionWaves(cookie: string | undefined): Promise<Call[][]> {
  if (!cookie) return [];
  let actor: unknown = null;
  const waves = await captureWaves(async () => {
    actor = await actorFromRequest(new Request("http://bare.local/", { headers: { cookie } }));
  });
  if (!actor) throw new Error("BARE_COOKIE names no live session (is AUTH_SECRET the server's?)");
  return waves;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
