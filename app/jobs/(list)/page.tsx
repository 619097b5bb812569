import type { Metadata } from "next";
import { JobListScreen } from "@/components/jobs/job-list-screen";
import { StartProfile } from "@/components/profile/first-steps";
import { guardPage } from "@/lib/auth/page-guard";
import { profileToStart } from "@/lib/profiles/first-steps";

export const metadata: Metadata = { title: "Jobs", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function JobsPage({ searchParams }: Props) {
  const actor = await guardPage("/jobs");
  return (
    <JobListScreen
      title="Jobs"
      description="Open jobs. Search them (best match first, or newest first), filter by workplace, employment type, level, location, salary and date, and apply with a personal message."
      basePath="/jobs"
      detailPath={(id) => `/jobs/${id}`}
      searchParams={await searchParams}
      intro={(await profileToStart(actor)) ? <StartProfile /> : null}
    />
  );
}
