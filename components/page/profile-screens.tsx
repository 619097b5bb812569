import "server-only";
import Link from "next/link";
import { EditProfileScreen } from "@/components/profile/edit-profile-screen";
import { ProfileView } from "@/components/profile/profile-view";
import { UnlistedNotice } from "@/components/profile/unlisted-notice";
import { buttonClasses } from "@/components/ui/button-classes";
import type { Actor } from "@/lib/auth/actor";
import { openJobsOf } from "@/lib/jobs/queries";
import { unlistedOrganisation } from "@/lib/profiles/first-steps";
import { ownProfile } from "@/lib/profiles/view";

/**
 * /profile and /editprofile choose their screen by account type (spec §2: candidate,
 * company or recruitment agency profile); any other type gets an empty page (the
 * guard normally sends such users to choose a type first). A company or agency that has not
 * saved its profile yet is told it is missing from its directory.
 */
export async function OwnProfileScreen({ actor, editing }: { actor: Actor | null; editing: boolean }) {
  if (!actor?.userType) {
    return <h1 className="sr-only">{editing ? "Edit profile" : "Profile"}</h1>;
  }
  const [page, unlisted] = await Promise.all([ownProfile(actor), unlistedOrganisation(actor)]);
  const testId = `profile-${actor.userType.toLowerCase()}`;
  if (editing) return <EditProfileScreen page={page} testId={testId} notice={unlisted ? <UnlistedNotice kind={unlisted} editing /> : null} />;
  const openJobs = page.profile.kind === "candidate" ? undefined : await openJobsOf(actor.id);
  return (
    <ProfileView
      page={page}
      openJobs={openJobs}
      testId={testId}
      own
      notice={unlisted ? <UnlistedNotice kind={unlisted} className="mb-6" /> : null}
      actions={
        <>
          <Link href="/passwordChange" className={buttonClasses("outline")}>
            Password and sign-in
          </Link>
          <Link href={`/profile/${actor.id}?as=member`} className={buttonClasses("outline")}>
            View as others see it
          </Link>
          <Link href="/editprofile" className={buttonClasses("primary")}>
            Edit profile
          </Link>
        </>
      }
    />
  );
}
