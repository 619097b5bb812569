import type { Metadata } from "next";
import Link from "next/link";
import { ComingLater } from "@/components/page/coming-later";
import { PageContainer } from "@/components/page/page-header";
import { wholeNumberOrNotFound } from "@/components/page/whole-number";
import { buttonClasses } from "@/components/ui/button";
import { guardPage } from "@/lib/auth/page-guard";

export const metadata: Metadata = { title: "Job details" };

type Props = { params: Promise<{ jobId: string }> };

/** Public job detail for everyone; a signed-in CANDIDATE also gets the apply form here (spec §2, both readings). */
export default async function PublicJobPage({ params }: Props) {
  const { jobId } = await params;
  const actor = await guardPage(`/jobs/${encodeURIComponent(jobId)}`);
  const id = wholeNumberOrNotFound(jobId);
  const isCandidate = actor?.userType === "CANDIDATE";
  return (
    <PageContainer title="Job details" description={`Job #${id}`}>
      <ComingLater
        feature={
          isCandidate
            ? "The job description and applying with a personal message arrive in a later release."
            : "The public job description arrives in a later release."
        }
      >
        {actor ? null : (
          <Link href={`/login?callbackUrl=${encodeURIComponent(`/jobs/${id}`)}`} className={buttonClasses("primary")}>
            Sign in to apply
          </Link>
        )}
      </ComingLater>
    </PageContainer>
  );
}
