import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { candidateProfiles } from "@/db/schema";
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
