import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { rateLimits } from "@/db/schema";

export type RateLimitResult = { allowed: boolean; count: number; retryAfterSeconds: number };

/**
 * A fixed-window counter in the rate_limits table, so the limit holds across
 * every server instance. One atomic upsert per hit: a window that has ended
 * starts again at 1; otherwise the count goes up. Hits over the limit are
 * counted too (they change nothing: the window's end does not move).
 */
export async function hitRateLimit(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult> {
  const db = await getDb();
  const window = sql`make_interval(secs => ${windowSeconds})`;
  const expired = sql`${rateLimits.windowStart} <= now() - ${window}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        windowStart: sql`case when ${expired} then now() else ${rateLimits.windowStart} end`,
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
      },
    })
    .returning({
      count: rateLimits.count,
      retryAfter: sql<number>`ceil(extract(epoch from (${rateLimits.windowStart} + ${window} - now())))::int`,
    });
  const count = row?.count ?? 1;
  return { allowed: count <= limit, count, retryAfterSeconds: Math.max(1, row?.retryAfter ?? windowSeconds) };
}
