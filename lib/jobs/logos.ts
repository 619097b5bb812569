import { inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";

/**
 * The posting organisation's logo for each job of a list page (spec §3: the
 * profile's photoUrl is the logo). One primary-key read for the page's owners,
 * after the page is chosen, so the list queries and their indexes stay as they are.
 */
export async function withCompanyLogos<T>(rows: { ownerId: number; dto: T }[]): Promise<(T & { companyLogo: string | null })[]> {
  const ids = [...new Set(rows.map((r) => r.ownerId))];
  const logos = new Map<number, string | null>();
  if (ids.length) {
    const db = await getDb();
    for (const u of await db.select({ id: users.id, photoUrl: users.photoUrl }).from(users).where(inArray(users.id, ids))) logos.set(u.id, u.photoUrl);
  }
  return rows.map((r) => ({ ...r.dto, companyLogo: logos.get(r.ownerId) ?? null }));
}
