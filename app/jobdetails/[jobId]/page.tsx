import type { Metadata } from "next";
import { JobScreen, jobMetadata } from "@/components/jobs/job-screen";
import { guardPage } from "@/lib/auth/page-guard";

type Props = { params: Promise<{ jobId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const meta = await jobMetadata((await params).jobId);
  // The signed-in twin of /jobs/{id}: the public page is the one to index.
  return { ...meta, robots: { index: false, follow: true } };
}

export default async function JobDetailsPage({ params }: Props) {
  const { jobId } = await params;
  await guardPage(`/jobdetails/${encodeURIComponent(jobId)}`);
  return <JobScreen rawId={jobId} returnPath={`/jobdetails/${jobId}`} />;
}
