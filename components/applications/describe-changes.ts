import type { ApplicationsChanged } from "@/lib/realtime/channels";

/** What /appliedjobs says of a recruiter's move: the job and its new status, or how many moved and to what. */
export function describeChanges(applications: ApplicationsChanged["applications"]): string {
  const [only] = applications;
  if (applications.length === 1 && only) return `Your application for ${only.jobTitle} is now ${only.status}.`;
  const statuses = [...new Set(applications.map((a) => a.status))];
  return statuses.length === 1
    ? `${applications.length} of your applications are now ${statuses[0]}.`
    : `${applications.length} of your applications changed status.`;
}
