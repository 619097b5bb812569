import "server-only";
import type { Db, Tx } from "@/db/client";
import { agencyProfiles, companyProfiles, type UserType } from "@/db/schema";

/**
 * A company's or agency's profile row, named after the account, if it has none yet. Every organisation
 * has one from its creation (registration, the account type chosen after a LinkedIn sign-in; migration
 * 0025 for older accounts), so it is in its directory, like its public page and the sitemap, from the
 * start. `name` is the organisation's name: the account's name before any rename of the person.
 */
export async function ensureOrganisationRow(db: Db | Tx, user: { id: number; userType: UserType | null; name: string }): Promise<void> {
  if (user.userType === "COMPANY") {
    await db.insert(companyProfiles).values({ userId: user.id, companyName: user.name }).onConflictDoNothing();
  } else if (user.userType === "RECRUIMENTAGENCY") {
    await db.insert(agencyProfiles).values({ userId: user.id, agencyName: user.name }).onConflictDoNothing();
  }
}
