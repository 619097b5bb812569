import { z } from "zod";
import { APPLICATION_STATUSES } from "@/db/enums";
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

/** Moving applications (one or several, of the caller's own jobs) to a status, with an optional message for the candidate. */
export const MAX_DECISION_MESSAGE = 2_000;
export const statusChangeSchema = z.object({
  applicationIds: z
    .array(z.number({ error: "applicationIds must be whole numbers" }).int("applicationIds must be whole numbers").min(1).max(2_147_483_647), {
      error: "applicationIds must be a list of application ids",
    })
    .min(1, "Choose at least one application")
    .max(100, "At most 100 applications at once"),
  status: z.enum(APPLICATION_STATUSES, { error: `status must be one of ${APPLICATION_STATUSES.join(", ")}` }),
  message: z.string().trim().max(MAX_DECISION_MESSAGE, `The message can be at most ${MAX_DECISION_MESSAGE} characters`).optional(),
});
export type StatusChangeInput = z.infer<typeof statusChangeSchema>;
