import "server-only";
import { eq, inArray, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { agencyProfiles, companyProfiles, users, type UserType } from "@/db/schema";

/** Someone in a chat as others see them: the name an organisation is known by (its profile's), else the account's. */
export type ChatPerson = { id: number; name: string; role: UserType | null; photoUrl: string | null };

export async function peopleByIds(ids: Iterable<number>): Promise<Map<number, ChatPerson>> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Map();
  const db = await getDb();
  const rows = await db
    .select({
      id: users.id,
      name: sql<string>`coalesce(nullif(${companyProfiles.companyName}, ''), nullif(${agencyProfiles.agencyName}, ''), ${users.name})`,
      role: users.userType,
      photoUrl: users.photoUrl,
    })
    .from(users)
    .leftJoin(companyProfiles, eq(companyProfiles.userId, users.id))
    .leftJoin(agencyProfiles, eq(agencyProfiles.userId, users.id))
    .where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, { ...r, name: r.name || "Member" }]));
}

/** A deleted account's messages are gone with it (cascade); this only covers a race. */
export const unknownPerson = (id: number): ChatPerson => ({ id, name: "Member", role: null, photoUrl: null });
