import type { Metadata } from "next";
import { JobScreen, jobMetadata } from "@/components/jobs/job-screen";
import { guardPage } from "@/lib/auth/page-guard";

type Props = { params: Promise<{ jobId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return jobMetadata((await params).jobId);
}

/** Public job detail for everyone; a signed-in CANDIDATE also gets the apply form here (spec §2, both readings). */
export default async function PublicJobPage({ params }: Props) {
  const { jobId } = await params;
  await guardPage(`/jobs/${encodeURIComponent(jobId)}`);
  return <JobScreen rawId={jobId} returnPath={`/jobs/${jobId}`} />;
}
