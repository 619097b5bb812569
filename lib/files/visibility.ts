import type { storedFiles } from "@/db/schema";
import { appliedToRecruiter, isProfileResume, receivedWithApplication } from "@/lib/applications/relation";
import { isRecruiterType, type Actor } from "@/lib/auth/actor";
import { IMAGE_KINDS } from "./limits";

type FileRef = Pick<typeof storedFiles.$inferSelect, "id" | "ownerId" | "kind">;

/**
 * Who may read a stored file — the one answer that downloads, profile pages and
 * APIs all ask. Logos, banners and photos are public. Resumes, certificates and
 * attachments are their owner's, and readable by a recruiter who owns a job the
 * owner applied to (any status: the recruiter received them with the application) —
 * except a resume that is not the profile's (uploaded for one job, not sent yet, its
 * application withdrawn, an earlier profile resume), which only the owners of the jobs
 * it went with, in an application still standing, read. Anyone else is told the file
 * does not exist (404), never that it is forbidden.
 */
export async function canReadFile(actor: Actor | null, file: FileRef): Promise<boolean> {
  if (IMAGE_KINDS.includes(file.kind)) return true;
  if (!actor) return false;
  if (actor.id === file.ownerId) return true;
  if (!isRecruiterType(actor.userType)) return false;
  if (file.kind === "resume" && !(await isProfileResume(file.id, file.ownerId))) return receivedWithApplication(file.id, actor.id);
  return appliedToRecruiter(file.ownerId, actor.id);
}
