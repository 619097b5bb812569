/**
 * The "bare" baseline of `npm run bench`: node:http + pg running exactly the SQL
 * the search handler runs. The SQL is captured by calling the real searchOpenJobs
 * once per page with pg's Pool.query recorded, then replayed per request (same
 * statements, same parameters, in parallel like the handler), rows sent as JSON.
 * Usage: DATABASE_URL=… tsx scripts/bench/bare-server.ts <port> '<search-json-page-1>' '<search-json-deep>'
 */
import http from "node:http";
import pg from "pg";
import { searchOpenJobs } from "../../lib/jobs/queries";
import { jobSearchSchema } from "../../lib/jobs/schemas";

type Call = unknown[];

async function capture(query: unknown): Promise<Call[]> {
  const calls: Call[] = [];
  const original = pg.Pool.prototype.query;
  pg.Pool.prototype.query = function (this: pg.Pool, ...args: unknown[]) {
    calls.push(args);
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    await searchOpenJobs(jobSearchSchema.parse(query));
  } finally {
    pg.Pool.prototype.query = original;
  }
  return calls;
}

async function main() {
  const [port, ...queries] = process.argv.slice(2);
  // One at a time: each capture patches and restores Pool.prototype.query.
  const captured: Call[][] = [];
  for (const q of queries) captured.push(await capture(JSON.parse(q)));
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  const server = http.createServer(async (req, res) => {
    const page = Number(new URL(req.url ?? "/", "http://x").searchParams.get("q") ?? 0);
    const calls = captured[page];
    if (!calls) {
      res.writeHead(404).end();
      return;
    }
    try {
      const results = await Promise.all(calls.map((c) => (pool.query as (...a: unknown[]) => Promise<pg.QueryResult>)(...c)));
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ rows: results[0]?.rows, count: results[1]?.rows }));
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
  server.listen(Number(port), "127.0.0.1", () => console.log(`bare server ready on ${port}`));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
