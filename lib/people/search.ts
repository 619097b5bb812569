import "server-only";
import { and, desc, eq, ne, or, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { agencyProfiles, companyProfiles, users, type UserType } from "@/db/schema";
import { nameMatches, nameRank } from "./names";

export type PersonHit = { id: number; name: string; role: UserType; photoUrl: string | null };

export type PeopleQuery = { role: UserType; name: string; limit?: number; excludeUserId?: number };

export const PEOPLE_SEARCH_LIMIT = 20;

/**
 * The profile columns an organisation is known by: the name shown and its folded key, which
 * the trigram index serves (null for candidates: the account's name).
 */
function profileName(role: UserType) {
  if (role === "COMPANY") return { table: companyProfiles, column: companyProfiles.companyName, key: companyProfiles.nameKey };
  if (role === "RECRUIMENTAGENCY") return { table: agencyProfiles, column: agencyProfiles.agencyName, key: agencyProfiles.nameKey };
  return null;
}

/**
 * Users of one account type whose shown name matches what was typed (spec §6:
 * "Chat user search … take a role parameter"; the directories search names the
 * same way). A company or agency is shown by its profile's name, or by the
 * account's name until it saves a profile; either is matched through its column's
 * trigram index (lib/people/names.ts). Best match first.
 */
export async function searchPeople({ role, name, limit = PEOPLE_SEARCH_LIMIT, excludeUserId }: PeopleQuery): Promise<PersonHit[]> {
  const db = await getDb();
  const profile = profileName(role);
  const shown = profile ? sql<string>`coalesce(nullif(${profile.column}, ''), ${users.name})` : sql<string>`${users.name}`;
  const matches = profile ? or(nameMatches(profile.key, name), nameMatches(users.nameKey, name)) : nameMatches(users.nameKey, name);
  const rank = profile ? sql`greatest(${nameRank(profile.key, name)}, ${nameRank(users.nameKey, name)})` : nameRank(users.nameKey, name);
  const base = db.select({ id: users.id, name: shown, photoUrl: users.photoUrl }).from(users).$dynamic();
  const rows = await (profile ? base.leftJoin(profile.table, eq(profile.table.userId, users.id)) : base)
    .where(and(eq(users.userType, role), matches, excludeUserId === undefined ? undefined : ne(users.id, excludeUserId)))
    .orderBy(desc(rank), users.id)
    .limit(Math.min(Math.max(limit, 1), 50));
  return rows.map((r) => ({ ...r, role }));
}
