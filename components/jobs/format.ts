/**
 * Where a job is done, as the parts of a line (render them with Joined, which isolates each one's
 * direction: a location in Arabic beside "Hybrid" would otherwise swap places with it): the location
 * and, unless the location says "Remote" already, the workplace type.
 */
export function workplaceParts(job: { jobType: string | null; location: string | null }): string[] {
  const parts = [job.location, job.jobType && !/^remote$/i.test(job.location ?? "") ? job.jobType : null].filter((p): p is string => Boolean(p));
  return parts.length ? parts : ["Location not given"];
}

/**
 * Who a job is with, as a list names it: the company, and for an agency's job for a client the agency it comes
 * through ("Harbour Pay via TalentBridge Recruitment"), as the job page's header says.
 */
export function postedBy(job: { companyName: string | null; postedVia?: string | null }): string {
  const company = job.companyName ?? "Hiring company";
  return job.postedVia ? `${company} via ${job.postedVia}` : company;
}
