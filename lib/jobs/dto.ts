import type { jobs } from "@/db/schema";

/** A job row as selected (the generated search vector stays in the database). */
export type JobRow = Omit<typeof jobs.$inferSelect, "searchVector">;

/** The job as the API and pages see it. */
export type JobDto = Omit<JobRow, "createdAt" | "updatedAt"> & {
  createdAt: string;
  updatedAt: string;
};

export function toJobDto(row: JobRow): JobDto {
  const { createdAt, updatedAt, ...rest } = row;
  return { ...rest, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}

export const PAGE_SIZE = 10;

export type JobList = { jobs: JobDto[]; totalJobs: number; currentPage: number; totalPages: number };

export function toJobList(rows: JobRow[], total: number, page: number): JobList {
  return {
    jobs: rows.map(toJobDto),
    totalJobs: total,
    currentPage: page,
    totalPages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
  };
}
