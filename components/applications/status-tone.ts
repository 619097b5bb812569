import type { ApplicationStatus } from "@/db/enums";

/** One colour per application status, the same on every screen (text-*-900 on *-100: contrast well above 4.5:1). */
export const STATUS_TONE: Record<ApplicationStatus, string> = {
  Pending: "bg-amber-100 text-amber-900",
  Reviewed: "bg-sky-100 text-sky-900",
  Accepted: "bg-emerald-100 text-emerald-900",
  Rejected: "bg-rose-100 text-rose-900",
};
