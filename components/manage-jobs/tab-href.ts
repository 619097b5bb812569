import type { JobStatus } from "@/db/enums";

/**
 * A /managejobs tab's address (status and page in the URL). Its own module, not the
 * board's: a "use client" module's exports cannot be called by the server page.
 */
export const tabHref = (status: JobStatus, page = 1) => `/managejobs?status=${status}${page > 1 ? `&page=${page}` : ""}`;
