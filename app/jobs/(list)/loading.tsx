import { JobListSkeleton } from "@/components/jobs/job-list-skeleton";

export default function Loading() {
  return <JobListSkeleton title="Jobs" />;
}
