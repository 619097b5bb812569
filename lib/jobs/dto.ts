import type { jobs } from "@/db/schema";

/** A job row as selected (the search vector, the filter facets and the index's xid stay in the database). */
export type JobRow = Omit<
  typeof jobs.$inferSelect,
  "searchVector" | "workplace" | "employment" | "level" | "salaryCurrency" | "salaryMinYearly" | "salaryMaxYearly" | "locationKey" | "applicantsSeenAt" | "indexXid"
>;

/** The job as the API and pages see it. */
export type JobDto = Omit<JobRow, "createdAt" | "updatedAt"> & {
  createdAt: string;
  updatedAt: string;
};

export function toJobDto(row: JobRow): JobDto {
  const { createdAt, updatedAt, ...rest } = row;
  return { ...rest, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}

/** A job as anyone may see it: who owns it and which assistant chat wrote it are not public. */
export type PublicJobDto = Omit<JobDto, "ownerId" | "chatId">;

export function toPublicJobDto(row: JobRow): PublicJobDto {
  const { ownerId: _owner, chatId: _chat, ...rest } = toJobDto(row);
  void _owner;
  void _chat;
  return rest;
}

export const PAGE_SIZE = 10;

export type JobList<J = JobDto> = { jobs: J[]; totalJobs: number; currentPage: number; totalPages: number };

export function toJobList<J>(jobs: J[], total: number, page: number): JobList<J> {
  return {
    jobs,
    totalJobs: total,
    currentPage: page,
    totalPages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
  };
}
