import type { storedFiles } from "@/db/schema";
import { appliedToRecruiter } from "@/lib/applications/relation";
import { isRecruiterType, type Actor } from "@/lib/auth/actor";
import { IMAGE_KINDS } from "./limits";

type FileRef = Pick<typeof storedFiles.$inferSelect, "ownerId" | "kind">;

/**
 * Who may read a stored file — the one answer that downloads, profile pages and
 * APIs all ask. Logos, banners and photos are public. Resumes, certificates and
 * attachments are their owner's, and readable by a recruiter who owns a job the
 * owner applied to (any status: the recruiter received them with the application).
 * Anyone else is told the file does not exist (404), never that it is forbidden.
 */
export async function canReadFile(actor: Actor | null, file: FileRef): Promise<boolean> {
  if (IMAGE_KINDS.includes(file.kind)) return true;
  if (!actor) return false;
  if (actor.id === file.ownerId) return true;
  if (!isRecruiterType(actor.userType)) return false;
  return appliedToRecruiter(file.ownerId, actor.id);
}
