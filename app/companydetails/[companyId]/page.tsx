import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { loadProfileScreen, ProfileByIdScreen, profileMetadata } from "@/components/profile/profile-screen";
import { guardPage } from "@/lib/auth/page-guard";

type Props = { params: Promise<{ companyId: string }> };

/** Only companies have a company page; any other id (an agency, a candidate, nobody) is not found. */
async function companyOnly(rawId: string) {
  const { page } = await loadProfileScreen(rawId);
  if (page.profile.kind !== "company") notFound();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { companyId } = await params;
  await companyOnly(companyId);
  return profileMetadata(companyId);
}

/**
 * Company detail (spec §2) and the public company page in one: the company's profile
 * and its open jobs, each linking to its job page, with Organization JSON-LD, this
 * canonical URL and OpenGraph. Guests get the page cache's copy (lib/page-cache),
 * dropped when the company or one of its jobs changes; /profile/{id} renders the same
 * loader and component for the spec's view-only screens and names this page canonical.
 */
export default async function CompanyDetailsPage({ params }: Props) {
  const { companyId } = await params;
  await guardPage(`/companydetails/${encodeURIComponent(companyId)}`);
  await companyOnly(companyId);
  return <ProfileByIdScreen rawId={companyId} testId="company-detail" />;
}
