"use client";

import { useRouter } from "next/navigation";
import { useEffect, useMemo } from "react";
import { toast } from "@/components/layout/toast";
import { useRealtime } from "@/lib/realtime/client";
import { APPLICATIONS_CHANGED_EVENT, channel, type ApplicationsChanged } from "@/lib/realtime/channels";

/** What the toast says of a move: the job and its new status, or how many moved. */
export function describeChanges(applications: ApplicationsChanged["applications"]): string {
  const [only] = applications;
  if (applications.length === 1 && only) return `Your application for ${only.jobTitle} is now ${only.status}.`;
  return `${applications.length} of your applications changed status.`;
}

/**
 * Keeps /appliedjobs current while it is open: a recruiter's move of one of the candidate's
 * applications (APPLICATIONS_CHANGED_EVENT on their own channel) reads the page again and says so in
 * a polite toast; after the connection comes back from a drop the page is read again, as whatever
 * moved meanwhile was not heard.
 */
export function LiveApplications({ userId }: { userId: number }) {
  const router = useRouter();
  const channels = useMemo(() => [channel.user(userId)], [userId]);
  const { readAt } = useRealtime(channels, (event) => {
    if (event.type !== APPLICATIONS_CHANGED_EVENT) return;
    const { applications } = event.data as ApplicationsChanged;
    if (!applications?.length) return;
    toast.info(describeChanges(applications));
    router.refresh();
  });
  useEffect(() => {
    if (readAt > 1) router.refresh();
  }, [readAt, router]);
  return null;
}
