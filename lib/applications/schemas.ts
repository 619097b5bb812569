import { z } from "zod";
import { jobIdSchema } from "@/lib/jobs/schemas";

/** The applications domain's schemas, shared by the apply form and the handlers (zod only: safe for the browser). */
export const MAX_PERSONAL_MESSAGE = 5_000;

export const applySchema = z.object({
  jobId: jobIdSchema,
  personalMessage: z
    .string()
    .trim()
    .max(MAX_PERSONAL_MESSAGE, `The personal message can be at most ${MAX_PERSONAL_MESSAGE} characters`)
    .optional()
    .default(""),
  /**
   * The resume sent with the application: one of the candidate's own (the profile's,
   * or one from POST /web/candidate/job/upload-resume). Absent: the profile's resume,
   * if there is one. null: no resume.
   */
  resumeFileId: z.uuid("resumeFileId must be the id of one of your resumes").nullable().optional(),
});
export type ApplyInput = z.infer<typeof applySchema>;
