import type { Metadata } from "next";
import { JobListScreen } from "@/components/jobs/job-list-screen";
import { guardPage } from "@/lib/auth/page-guard";

export const metadata: Metadata = { title: "All jobs", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AllJobsPage({ searchParams }: Props) {
  await guardPage("/getalljobs");
  return (
    <JobListScreen
      title="All jobs"
      description="Every open job on the platform, with filters."
      basePath="/getalljobs"
      detailPath={(id) => `/jobdetails/${id}`}
      searchParams={await searchParams}
    />
  );
}
