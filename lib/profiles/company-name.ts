import "server-only";
import { eq } from "drizzle-orm";
import type { Db, Tx } from "@/db/client";
import { companyProfiles, users } from "@/db/schema";

/**
 * The name a company's job posts carry: its profile's company name, else the account's name (trimmed; null
 * when both are empty). The assistant writes it into a company's new posts (an agency hires for clients and
 * has none), and a rename moves the posts that carry it (lib/profiles/update.ts). Read through `db`, so a
 * transaction sees its own writes.
 */
export async function companyPostingName(db: Db | Tx, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ account: users.name, profile: companyProfiles.companyName })
    .from(users)
    .leftJoin(companyProfiles, eq(companyProfiles.userId, users.id))
    .where(eq(users.id, userId));
  return row?.profile?.trim() || row?.account.trim() || null;
}
