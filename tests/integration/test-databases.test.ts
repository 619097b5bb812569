import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { workerDatabaseUrl } from "../workers";

// The test run's own set-up (README "Tests"): files that run at the same time never share a database.
describe("test databases", () => {
  it("a worker's database is the run's database name with _w<N>, credentials and options kept", () => {
    expect(workerDatabaseUrl("postgres://u:p%40ss@db.local:5433/ci_20261130_7?sslmode=disable", 2)).toBe(
      "postgres://u:p%40ss@db.local:5433/ci_20261130_7_w2?sslmode=disable",
    );
  });

  it("the app's pool opens this worker's own Postgres database, or this file's own in-memory PGlite", async () => {
    const db = await getDb();
    const { rows } = (await db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
    if (process.env.TEST_DB === "postgres") {
      const run = new URL(process.env.TEST_WORKER_DATABASES as string).pathname.slice(1);
      expect(rows[0]?.name).toBe(`${run}_w${process.env.VITEST_POOL_ID}`);
      expect(process.env.TEST_DATABASE_URL).toMatch(new RegExp(`/${run}_w\\d+$`));
    } else {
      expect(process.env.DATABASE_URL).toBe("");
      expect(rows[0]?.name).toBe("postgres");
    }
  });
});
