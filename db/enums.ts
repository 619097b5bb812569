/**
 * The value lists of the data model, free of drizzle imports so client components
 * (forms, filters) can use them without pulling the table definitions into the bundle.
 */
export const USER_TYPES = ["CANDIDATE", "COMPANY", "RECRUIMENTAGENCY"] as const;
export const JOB_STATUSES = ["Open", "Drafted", "Paused", "Closed"] as const;
export const APPLICATION_STATUSES = ["Pending", "Reviewed", "Accepted", "Rejected"] as const;
export const HISTORY_MESSAGE_TYPES = ["message", "jobDescription", "interviewQuestions", "answers"] as const;
export const OTP_PURPOSES = ["register", "login"] as const;
export const FILE_KINDS = ["resume", "certificate", "logo", "banner", "attachment", "photo"] as const;

export type UserType = (typeof USER_TYPES)[number];
export type JobStatus = (typeof JOB_STATUSES)[number];
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
