import type { Metadata } from "next";
import { ProfileByIdScreen, profileMetadata } from "@/components/profile/profile-screen";
import { guardPage } from "@/lib/auth/page-guard";
import { PREVIEW_AS, type PreviewAs } from "@/lib/profiles/view";

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return profileMetadata((await params).id);
}

/**
 * Outside the guard (spec §2): the screen depends on who looks. A COMPANY viewer gets the
 * company view-only profile, a RECRUIMENTAGENCY viewer the agency one, a CANDIDATE the
 * candidate view-only profile, anyone else the guest profile; what each may see is decided
 * in lib/profiles/view.ts.
 */
export default async function ProfileByIdPage({ params, searchParams }: Props) {
  const { id } = await params;
  await guardPage(`/profile/${encodeURIComponent(id)}`);
  // ?as=member|guest: the owner's "View as others see it" (ignored on anyone else's profile).
  const as = (await searchParams).as;
  const previewAs = PREVIEW_AS.find((a) => a === as) as PreviewAs | undefined;
  return <ProfileByIdScreen rawId={id} previewAs={previewAs} />;
}
