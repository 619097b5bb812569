export function workplaceLabel(job: { jobType: string | null; location: string | null }): string {
  const parts = [job.location, job.jobType && !/^remote$/i.test(job.location ?? "") ? job.jobType : null].filter(Boolean);
  return parts.length ? parts.join(" · ") : "Location not given";
}
