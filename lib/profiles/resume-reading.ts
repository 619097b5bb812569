import "server-only";
import type { UploadedFile } from "@/lib/api/multipart";
import { isAppError } from "@/lib/errors";
import { parseResume } from "@/lib/resume";
import type { ResumeProposals } from "@/lib/resume/types";

/**
 * What the upload answer says of the resume's content: proposals for the
 * candidate to review (nothing is saved from them here), or why the file could
 * not be read — the upload itself still stands.
 */
export type ResumeReading = { proposals: ResumeProposals | null; readMessage: string | null };

export async function proposeFromResume(file: UploadedFile, contentType: string): Promise<ResumeReading> {
  try {
    const { proposals } = await parseResume({ path: file.path, contentType });
    return { proposals, readMessage: null };
  } catch (error) {
    if (isAppError(error)) return { proposals: null, readMessage: error.message };
    console.error("[resume] reading failed:", error);
    return { proposals: null, readMessage: "We could not read this file's text. Your resume is saved; add your details by hand." };
  }
}
