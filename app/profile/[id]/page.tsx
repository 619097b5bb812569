import type { Metadata } from "next";
import { ComingLater } from "@/components/page/coming-later";
import { PageContainer } from "@/components/page/page-header";
import { wholeNumberOrNotFound } from "@/components/page/whole-number";
import { guardPage } from "@/lib/auth/page-guard";

export const metadata: Metadata = { title: "Profile" };

type Props = { params: Promise<{ id: string }> };

const views = {
  company: { title: "Company view-only profile", who: "as a company" },
  agency: { title: "Recruitment agency view-only profile", who: "as a recruitment agency" },
  guest: { title: "Guest profile", who: "as a guest" },
} as const;

/**
 * Outside the guard (spec §2): the screen depends on who looks. A COMPANY viewer gets the
 * company view-only profile, a RECRUIMENTAGENCY viewer the agency one, anyone else the guest profile.
 */
export default async function ProfileByIdPage({ params }: Props) {
  const { id } = await params;
  const viewer = await guardPage(`/profile/${encodeURIComponent(id)}`);
  const profileId = wholeNumberOrNotFound(id);
  const view =
    viewer?.userType === "COMPANY" ? "company" : viewer?.userType === "RECRUIMENTAGENCY" ? "agency" : "guest";
  return (
    <PageContainer title={views[view].title} description={`Profile #${profileId}, seen ${views[view].who}.`}>
      <div data-testid={`profile-view-${view}`}>
        <ComingLater feature="Showing this person's or organisation's public profile arrives in a later release." />
      </div>
    </PageContainer>
  );
}
