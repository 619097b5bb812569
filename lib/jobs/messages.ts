/** Spec §8's job texts, shared by the server's answers and the screens' toasts. */
export const STATUS_UPDATED = "Job status updated successfully.";
export const JOB_UPDATED = "Job updated successfully.";
