import "server-only";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { SITE_LOCALE, SITE_NAME } from "@/components/layout/site";
import { MessageLink } from "@/components/chat/message-link";
import { Alert } from "@/components/ui/alert";
import { buttonClasses } from "@/components/ui/button-classes";
import { DocumentTitle } from "@/components/page/document-title";
import { wholeNumberOrNotFound } from "@/components/page/whole-number";
import type { Actor } from "@/lib/auth/actor";
import { getServerActor } from "@/lib/auth/server-session";
import { isAppError } from "@/lib/errors";
import { absoluteUrl, jsonLdScript } from "@/lib/jobs/public";
import { openJobsOf } from "@/lib/jobs/queries";
import { markdownToText } from "@/lib/markdown/render";
import { shorten } from "@/lib/shorten";
import { organizationJsonLd, profileDisplayName, profileTitle, publicPathOf } from "@/lib/profiles/public";
import { PREVIEW_AS, previewOwnProfile, viewProfile, type PreviewAs, type ProfilePage } from "@/lib/profiles/view";
import { ProfileView } from "./profile-view";

/**
 * One read per request, shared by generateMetadata and the page; unknown ids (and users
 * without a type) are not found. /profile/{id} and /companydetails/{id} both load through it.
 */
export const loadProfileScreen = cache(async (rawId: string) => {
  const id = wholeNumberOrNotFound(rawId);
  const viewer = await getServerActor();
  try {
    const page = await viewProfile(viewer, id);
    const openJobs = page.profile.kind === "candidate" ? undefined : await openJobsOf(id);
    return { viewer, page, openJobs };
  } catch (error) {
    if (isAppError(error) && error.code === "NOT_FOUND") notFound();
    throw error;
  }
});

function describe(page: ProfilePage): string {
  const { profile } = page;
  if (profile.kind === "candidate") return shorten([profile.headline, profile.location, profile.profileSummary].filter(Boolean).join(" · "), 200);
  const about = markdownToText(profile.about, 160) || profile.profileSummary;
  const what = profile.kind === "company" ? profile.industry : profile.specialties.join(", ");
  return shorten([what, profile.location, about].filter(Boolean).join(" · "), 200);
}

export async function profileMetadata(rawId: string): Promise<Metadata> {
  const { page } = await loadProfileScreen(rawId);
  const name = profileDisplayName(page);
  const title = profileTitle(page);
  // A company's canonical page is /companydetails/{id}, whichever of the two URLs was opened.
  const url = absoluteUrl(publicPathOf(page.user.id, page.user.userType));
  const description = describe(page) || `${name} on ${SITE_NAME}`;
  const images = page.user.photoUrl ? [{ url: absoluteUrl(page.user.photoUrl), alt: `${name}'s ${page.profile.kind === "candidate" ? "photo" : "logo"}` }] : [];
  return {
    title,
    description,
    alternates: { canonical: url },
    // Candidates are indexed only when they chose a public profile; organisations always.
    robots: page.indexable ? { index: true, follow: true } : { index: false, follow: false },
    // Open Graph's "profile" is a person; a company's or agency's page is a website.
    openGraph: { type: page.profile.kind === "candidate" ? "profile" : "website", siteName: SITE_NAME, locale: SITE_LOCALE, url, title, description, images },
    twitter: { card: "summary", title, description, images },
  };
}

/** The spec's screen for this viewer (§2): company, agency or candidate view-only profile, else the guest profile. */
function screenOf(viewer: Actor | null): string {
  if (viewer?.userType === "COMPANY") return "profile-view-company";
  if (viewer?.userType === "RECRUIMENTAGENCY") return "profile-view-agency";
  if (viewer?.userType === "CANDIDATE") return "profile-view-candidate";
  return "profile-view-guest";
}

const PREVIEW_LABEL: Record<PreviewAs, string> = { member: "a signed-in member", guest: "a guest" };

/** "View as others see it": which viewer the owner's own page is shown as, and a way to switch or go back. */
function PreviewNotice({ id, as }: { id: number; as: PreviewAs }) {
  const other = PREVIEW_AS.find((a) => a !== as)!;
  return (
    <Alert tone="info" title={`This is your profile as ${PREVIEW_LABEL[as]} sees it`} className="mb-6">
      <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        <Link href={`/profile/${id}?as=${other}`} className="font-medium underline underline-offset-4">
          See it as {PREVIEW_LABEL[other]}
        </Link>
        <Link href="/profile" className="font-medium underline underline-offset-4">
          Back to your profile
        </Link>
      </p>
    </Alert>
  );
}

/**
 * /profile/{id}: someone's profile as this viewer may see it (`testId`: another screen of spec §2 showing it,
 * e.g. company detail). On one's own page, `previewAs` shows it as another viewer would see it.
 */
export async function ProfileByIdScreen({ rawId, testId, previewAs }: { rawId: string; testId?: string; previewAs?: PreviewAs }) {
  const { viewer, page: seen, openJobs } = await loadProfileScreen(rawId);
  const preview = previewAs && seen.access === "self" ? previewAs : null;
  const page = preview ? await previewOwnProfile(viewer, preview) : seen;
  const jsonLd = page.profile.kind === "candidate" ? null : organizationJsonLd(page);
  return (
    <>
      {jsonLd ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(jsonLd) }} /> : null}
      <DocumentTitle title={profileTitle(page)} />
      <ProfileView
        page={page}
        openJobs={openJobs}
        testId={testId ?? screenOf(viewer)}
        notice={preview ? <PreviewNotice id={page.user.id} as={preview} /> : null}
        actions={
          preview ? null : page.access === "self" ? (
            <Link href="/editprofile" className={buttonClasses("outline")}>
              Edit profile
            </Link>
          ) : viewer?.userType ? (
            <MessageLink userId={page.user.id} name={profileDisplayName(page)} variant="primary" />
          ) : null
        }
      />
    </>
  );
}
