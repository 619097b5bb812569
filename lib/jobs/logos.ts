import { getDb } from "@/db/client";
import { anyOfIds, preparedPerDb } from "@/db/compiled";
import { users } from "@/db/schema";

/** Every list page runs it: built once and named (db/compiled.ts preparedPerDb), the ids one array parameter. */
const photosOf = preparedPerDb((db) =>
  db
    .select({ id: users.id, photoUrl: users.photoUrl })
    .from(users)
    .where(anyOfIds(users.id))
    .prepare("owner_photos"),
);

/**
 * The posting organisation's logo for each job of a list page (spec §3: the
 * profile's photoUrl is the logo). One primary-key read for the page's owners,
 * after the page is chosen, so the list queries and their indexes stay as they are.
 */
export async function withCompanyLogos<T>(rows: { ownerId: number; dto: T }[]): Promise<(T & { companyLogo: string | null })[]> {
  const ids = [...new Set(rows.map((r) => r.ownerId))];
  const logos = new Map<number, string | null>();
  if (ids.length) for (const u of await photosOf(await getDb()).execute({ ids })) logos.set(u.id, u.photoUrl);
  return rows.map((r) => ({ ...r.dto, companyLogo: logos.get(r.ownerId) ?? null }));
}
