/** Job statuses the form can save with (spec §3). */
export type JobStatus = "Open" | "Drafted";
