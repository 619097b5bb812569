/** Dates as the server renders them: fixed locale and UTC so the HTML is the same for everyone. */
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });
}

export function workplaceLabel(job: { jobType: string | null; location: string | null }): string {
  const parts = [job.location, job.jobType && !/^remote$/i.test(job.location ?? "") ? job.jobType : null].filter(Boolean);
  return parts.length ? parts.join(" · ") : "Location not given";
}
