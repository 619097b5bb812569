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

/**
 * Whether a company or agency has yet to say who it is: a company with neither an industry nor an about
 * text, an agency with neither specialisms nor an about text (the bare row it got with the account). Its
 * jobs link its public page, which candidates open before they apply, so /dashboard points it to the
 * profile until one of them is there; false for anyone else. The caller's own row only.
 */
export async function organisationToIntroduce(actor: Actor | null): Promise<boolean> {
  const db = await getDb();
  if (actor?.userType === "COMPANY") {
    const [row] = await db
      .select({ industry: companyProfiles.industry, about: companyProfiles.about })
      .from(companyProfiles)
      .where(eq(companyProfiles.userId, actor.id))
      .limit(1);
    return !row || (!row.industry.trim() && !row.about.trim());
  }
  if (actor?.userType === "RECRUIMENTAGENCY") {
    const [row] = await db
      .select({ specialties: agencyProfiles.specialties, about: agencyProfiles.about })
      .from(agencyProfiles)
      .where(eq(agencyProfiles.userId, actor.id))
      .limit(1);
    return !row || (!row.specialties.length && !row.about.trim());
  }
  return false;
}
