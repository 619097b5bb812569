import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { agencyProfiles, candidateProfiles, companyProfiles } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";

/**
 * Whether a candidate has yet to start their profile: no resume and no headline (a new account).
 * Recruiters see the profile with every application, so /jobs points a new candidate to it until
 * either is there; false for anyone else, and once the profile is started. The caller's own row only.
 */
export async function profileToStart(actor: Actor | null): Promise<boolean> {
  if (actor?.userType !== "CANDIDATE") return false;
  const db = await getDb();
  const [row] = await db
    .select({ resume: candidateProfiles.resumeFileId, headline: candidateProfiles.headline })
    .from(candidateProfiles)
    .where(eq(candidateProfiles.userId, actor.id))
    .limit(1);
  return !row || (!row.resume && !row.headline.trim());
}

export type Unlisted = "company" | "agency";

/**
 * Whether a company or agency is still missing from its directory: /getallcompanies lists saved
 * company profiles, Explore recruiters and /viewallrecruiter saved agency profiles, and a new
 * account has none until its first "Save profile". The owner is told so (and where to do it);
 * null for anyone else and once the row exists. The caller's own row only.
 */
export async function unlistedOrganisation(actor: Actor | null): Promise<Unlisted | null> {
  if (actor?.userType !== "COMPANY" && actor?.userType !== "RECRUIMENTAGENCY") return null;
  const db = await getDb();
  const table = actor.userType === "COMPANY" ? companyProfiles : agencyProfiles;
  const [row] = await db.select({ id: table.userId }).from(table).where(eq(table.userId, actor.id)).limit(1);
  if (row) return null;
  return actor.userType === "COMPANY" ? "company" : "agency";
}
