import "server-only";
import Link from "next/link";
import { EditProfileScreen } from "@/components/profile/edit-profile-screen";
import { ProfileView } from "@/components/profile/profile-view";
import { buttonClasses } from "@/components/ui/button-classes";
import type { Actor } from "@/lib/auth/actor";
import { openJobsOf } from "@/lib/jobs/queries";
import { ownProfile } from "@/lib/profiles/view";

/**
 * /profile and /editprofile choose their screen by account type (spec §2: candidate,
 * company or recruitment agency profile); any other type gets an empty page (the
 * guard normally sends such users to choose a type first).
 */
export async function OwnProfileScreen({ actor, editing }: { actor: Actor | null; editing: boolean }) {
  if (!actor?.userType) {
    return <h1 className="sr-only">{editing ? "Edit profile" : "Profile"}</h1>;
  }
  const page = await ownProfile(actor);
  const testId = `profile-${actor.userType.toLowerCase()}`;
  if (editing) return <EditProfileScreen page={page} testId={testId} />;
  const openJobs = page.profile.kind === "candidate" ? undefined : await openJobsOf(actor.id);
  return (
    <ProfileView
      page={page}
      openJobs={openJobs}
      testId={testId}
      own
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
