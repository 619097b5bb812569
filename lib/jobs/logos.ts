import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { anyOfIds, preparedPerDb } from "@/db/compiled";
import { agencyProfiles, users } from "@/db/schema";

/** Every list page runs it: built once and named (db/compiled.ts preparedPerDb), the ids one array parameter. */
const postersOf = preparedPerDb((db) =>
  db
    .select({ id: users.id, photoUrl: users.photoUrl, userType: users.userType, name: users.name, agencyName: agencyProfiles.agencyName })
    .from(users)
    .leftJoin(agencyProfiles, eq(agencyProfiles.userId, users.id))
    .where(anyOfIds(users.id))
    .prepare("job_posters"),
);

/**
 * The agency a job is posted through, when an agency posts it for a client under the client's name (the job's
 * company is not the agency): the job page says "Client via Agency", and so do the cards. Null otherwise.
 */
export function agencyVia(ownerType: string | null, jobCompany: string | null, poster: string | null): string | null {
  return ownerType === "RECRUIMENTAGENCY" && !!poster && !!jobCompany && jobCompany.toLowerCase() !== poster.toLowerCase() ? poster : null;
}

/**
 * The posting organisation for each job of a list page: its logo (spec §3: the profile's photoUrl is the logo)
 * and, for an agency's job for a client, the agency it comes through (`postedVia`) — then no logo, as on the job
 * page: the agency's logo is not the client's. One primary-key read for the page's owners, after the page is
 * chosen, so the list queries and their indexes stay as they are.
 */
export async function withPostingOrg<T extends { companyName: string | null }>(
  rows: { ownerId: number; dto: T }[],
): Promise<(T & { companyLogo: string | null; postedVia: string | null })[]> {
  const ids = [...new Set(rows.map((r) => r.ownerId))];
  const posters = new Map<number, { photoUrl: string | null; userType: string | null; poster: string | null }>();
  if (ids.length) {
    for (const u of await postersOf(await getDb()).execute({ ids })) posters.set(u.id, { photoUrl: u.photoUrl, userType: u.userType, poster: u.agencyName || u.name });
  }
  return rows.map((r) => {
    const owner = posters.get(r.ownerId);
    const via = owner ? agencyVia(owner.userType, r.dto.companyName, owner.poster) : null;
    return { ...r.dto, companyLogo: via ? null : (owner?.photoUrl ?? null), postedVia: via };
  });
}
