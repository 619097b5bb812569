import "server-only";
import { sql } from "drizzle-orm";
import type { Tx } from "@/db/client";

/**
 * Holds, until the transaction ends, a lock on one user's list of `what` (experiences, certificates), so
 * the checks of one add or edit (no duplicate, under the cap) still hold when it writes: ten identical
 * adds at once each saw no duplicate, and all ten were stored.
 */
export async function lockUserList(tx: Tx, what: "experiences" | "certificates", userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${what}:${userId}`}))`);
}
