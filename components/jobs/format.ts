/**
 * Where a job is done, as the parts of a line (render them with Joined, which isolates each one's
 * direction: a location in Arabic beside "Hybrid" would otherwise swap places with it): the location
 * and, unless the location says "Remote" already, the workplace type.
 */
export function workplaceParts(job: { jobType: string | null; location: string | null }): string[] {
  const parts = [job.location, job.jobType && !/^remote$/i.test(job.location ?? "") ? job.jobType : null].filter((p): p is string => Boolean(p));
  return parts.length ? parts : ["Location not given"];
}
