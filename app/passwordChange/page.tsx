import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { ChangePasswordForm, ResetPasswordCard } from "@/components/auth/password-change-form";
import { SignOutEverywhere } from "@/components/auth/sign-out-everywhere";
import { TextLink } from "@/components/ui/text-link";
import { isResetLinkUsable, RESET_LINK_INVALID } from "@/lib/auth/password-reset";
import { getServerActor } from "@/lib/auth/server-session";

export const metadata: Metadata = { title: "Change password" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function PasswordChangePage({ searchParams }: Props) {
  const { token } = await searchParams;
  if (typeof token === "string" && token) {
    // A used or expired link says so at once, instead of a form that can only fail.
    if (!(await isResetLinkUsable(token))) {
      return (
        <AuthCard title="This link no longer works" description={RESET_LINK_INVALID}>
          <p className="text-slate-700">
            <TextLink href="/forgot">Ask for a new reset link</TextLink> or <TextLink href="/login">go to sign-in</TextLink>.
          </p>
        </AuthCard>
      );
    }
    return <ResetPasswordCard token={token} />;
  }

  const actor = await getServerActor();
  if (actor) {
    return (
      <AuthCard title="Change password" description={`Signed in as ${actor.email}.`}>
        <ChangePasswordForm />
        <SignOutEverywhere />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Change password"
      description="This page needs the link from a password-reset e-mail, or you need to be signed in."
    >
      <p className="text-slate-700">
        <TextLink href="/forgot">Ask for a reset link</TextLink> or <TextLink href="/login">go to sign-in</TextLink>.
      </p>
    </AuthCard>
  );
}
