import type { Metadata } from "next";
import { AccountTypeForm } from "@/components/auth/account-type-form";
import { AuthCard } from "@/components/auth/auth-card";
import { authPageHref } from "@/components/auth/home-path";
import { LinkedinButton } from "@/components/auth/linkedin-button";
import { RegisterForm } from "@/components/auth/register-form";
import { TextLink } from "@/components/ui/text-link";
import { guardAuthPage } from "@/lib/auth/page-guard";
import { features } from "@/lib/env";

export const metadata: Metadata = { title: "Create an account" };

export default async function RegisterPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  // Signed in with a type → the return address or home (route table); signed in without one → choose it here.
  const { actor, callbackUrl } = await guardAuthPage("/register", searchParams);

  if (actor && !actor.userType) {
    return (
      <AuthCard
        title="Choose your account type"
        description="One last step: tell us how you will use the platform."
      >
        <AccountTypeForm defaultName={actor.name} callbackUrl={callbackUrl} />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Create an account"
      description="Hire with an AI interviewer, or find your next job. We verify your e-mail with a one-time code."
      footer={
        <p>
          Already have an account? <TextLink href={authPageHref("/login", callbackUrl)}>Go to sign-in</TextLink>
        </p>
      }
    >
      <div className="space-y-6">
        <RegisterForm callbackUrl={callbackUrl} />
        {features.linkedin ? <LinkedinButton label="Sign up with LinkedIn" callbackUrl={callbackUrl} /> : null}
      </div>
    </AuthCard>
  );
}
