/** Spec §8's job texts, shared by the server's answers and the screens' toasts. */
export const STATUS_UPDATED = "Job status updated successfully.";
export const JOB_UPDATED = "Job updated successfully.";
/** Ours (the spec has no rule): publishing needs a description, on the form and on the server. */
export const PUBLISH_NEEDS_DESCRIPTION = "Write a description before publishing, or save the post as a draft.";
