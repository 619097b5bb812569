import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { rateLimits } from "@/db/schema";
import { hitRateLimit } from "@/lib/rate-limit";

describe("database rate limiter", () => {
  it("allows `limit` hits per window, then refuses with the time left", async () => {
    const key = `test:${randomUUID()}`;
    for (let i = 1; i <= 3; i++) expect(await hitRateLimit(key, 3, 60)).toMatchObject({ allowed: true, count: i });
    const refused = await hitRateLimit(key, 3, 60);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(55);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it("starts a new window once the old one has ended", async () => {
    const key = `test:${randomUUID()}`;
    for (let i = 0; i < 4; i++) await hitRateLimit(key, 3, 60);
    const db = await getDb();
    await db.update(rateLimits).set({ windowStart: sql`now() - interval '61 seconds'` }).where(eq(rateLimits.key, key));
    expect(await hitRateLimit(key, 3, 60)).toMatchObject({ allowed: true, count: 1 });
  });

  it("counts concurrent hits exactly", async () => {
    const key = `test:${randomUUID()}`;
    const results = await Promise.all(Array.from({ length: 10 }, () => hitRateLimit(key, 4, 60)));
    expect(results.filter((r) => r.allowed)).toHaveLength(4);
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});
