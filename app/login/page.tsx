import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { LoginForm } from "@/components/auth/login-form";
import { signInReason } from "@/components/auth/sign-in-reason";
import { TextLink } from "@/components/ui/text-link";
import { authPageHref } from "@/components/auth/home-path";
import { guardAuthPage } from "@/lib/auth/page-guard";
import { features } from "@/lib/env";

export const metadata: Metadata = { title: "Sign in" };

type LoginPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function LoginPage({ searchParams }: LoginPageProps) {
  // A user who is already signed in goes on to the return address or home (same rule as the proxy).
  const { callbackUrl } = await guardAuthPage("/login", searchParams);
  return (
    <AuthCard
      title="Sign in"
      description={signInReason(callbackUrl)}
      footer={
        <p>
          New here? <TextLink href={authPageHref("/register", callbackUrl)}>Create an account</TextLink>
        </p>
      }
    >
      <LoginForm callbackUrl={callbackUrl} linkedinEnabled={features.linkedin} />
    </AuthCard>
  );
}
