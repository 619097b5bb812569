import "server-only";
import { count, desc, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { agencyProfiles, users } from "@/db/schema";
import { PAGE_SIZE } from "@/lib/jobs/dto";
import { profilePath } from "./public";

export type AgencyCard = { id: number; name: string; logo: string | null; specialties: string[]; candidatesPlaced: number; location: string; profilePath: string };

/**
 * get-all-agencies/{page}: recruitment agencies for companies to work with, most
 * placements first (an agency without a saved profile shows under its account name).
 */
export async function agenciesPage(page: number): Promise<{ agencies: AgencyCard[]; totalAgencies: number; currentPage: number; totalPages: number }> {
  const db = await getDb();
  const where = eq(users.userType, "RECRUIMENTAGENCY");
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        accountName: users.name,
        logo: users.photoUrl,
        agencyName: agencyProfiles.agencyName,
        specialties: agencyProfiles.specialties,
        candidatesPlaced: agencyProfiles.candidatesPlaced,
        location: agencyProfiles.location,
      })
      .from(users)
      .leftJoin(agencyProfiles, eq(agencyProfiles.userId, users.id))
      .where(where)
      .orderBy(sql`${agencyProfiles.candidatesPlaced} desc nulls last`, desc(users.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db.select({ n: count() }).from(users).where(where),
  ]);
  const totalAgencies = total?.n ?? 0;
  return {
    agencies: rows.map((r) => ({
      id: r.id,
      name: r.agencyName || r.accountName,
      logo: r.logo,
      specialties: r.specialties ?? [],
      candidatesPlaced: r.candidatesPlaced ?? 0,
      location: r.location ?? "",
      profilePath: profilePath(r.id),
    })),
    totalAgencies,
    currentPage: page,
    totalPages: Math.max(1, Math.ceil(totalAgencies / PAGE_SIZE)),
  };
}
