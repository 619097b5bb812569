import type { Metadata } from "next";
import { ComingLater } from "@/components/page/coming-later";
import { PageContainer } from "@/components/page/page-header";
import { wholeNumberOrNotFound } from "@/components/page/whole-number";
import { guardPage } from "@/lib/auth/page-guard";

export const metadata: Metadata = { title: "Company details" };

type Props = { params: Promise<{ companyId: string }> };

export default async function CompanyDetailsPage({ params }: Props) {
  const { companyId } = await params;
  await guardPage(`/companydetails/${encodeURIComponent(companyId)}`);
  const id = wholeNumberOrNotFound(companyId);
  return (
    <PageContainer title="Company details" description={`Company #${id}`}>
      <ComingLater feature="This company's profile and open jobs arrive in a later release." />
    </PageContainer>
  );
}
