// What was read from the profile's resume and is still to review: kept with the profile from the upload
// until the candidate has accepted or dropped every item, so a reload or a visit elsewhere does not lose
// it (it was only the page's state until 2026-11-29). Only the candidate ever reads it (lib/profiles/view.ts
// gives it to "self" alone).
import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { candidateProfiles } from "@/db/schema";
import { requireCandidate, type Actor } from "@/lib/auth/actor";
import type { ResumeProposals } from "@/lib/resume/types";

/** The review offers the summary, the skills and the roles (components/profile/resume-review.tsx): with none of them left it is done. */
const nothingLeft = (p: ResumeProposals) => !p.summary && !p.skills.length && !p.experiences.length;

/** Stores the proposals (none left is stored as none). */
export async function storeResumeProposals(userId: number, proposals: ResumeProposals | null): Promise<ResumeProposals | null> {
  const kept = proposals && !nothingLeft(proposals) ? proposals : null;
  const db = await getDb();
  await db.insert(candidateProfiles).values({ userId, resumeProposals: kept }).onConflictDoUpdate({ target: candidateProfiles.userId, set: { resumeProposals: kept } });
  return kept;
}

/** PUT resume-proposals: what is left of the review after an item was accepted or dropped; null when it is done. */
export async function saveResumeProposals(actor: Actor | null, proposals: ResumeProposals | null): Promise<{ message: string; proposals: ResumeProposals | null }> {
  const me = requireCandidate(actor);
  const kept = await storeResumeProposals(me.id, proposals);
  return { message: kept ? "The rest of your resume's proposals are kept." : "Your resume's proposals are done.", proposals: kept };
}

export async function loadResumeProposals(userId: number): Promise<ResumeProposals | null> {
  const db = await getDb();
  const [row] = await db.select({ proposals: candidateProfiles.resumeProposals }).from(candidateProfiles).where(eq(candidateProfiles.userId, userId)).limit(1);
  return row?.proposals ?? null;
}
