import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { LoginForm } from "@/components/auth/login-form";
import { signInReason } from "@/components/auth/sign-in-reason";
import { TextLink } from "@/components/auth/text-link";
import { guardPage } from "@/lib/auth/page-guard";
import { safeCallbackUrl } from "@/lib/auth/route-table";
import { features } from "@/lib/env";

export const metadata: Metadata = { title: "Sign in" };

type LoginPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function LoginPage({ searchParams }: LoginPageProps) {
  const params = await searchParams;
  const raw = typeof params.callbackUrl === "string" ? params.callbackUrl : undefined;
  // A user who is already signed in goes on to the return address or home (same rule as the proxy).
  await guardPage(raw ? `/login?callbackUrl=${encodeURIComponent(raw)}` : "/login");
  const callbackUrl = safeCallbackUrl(raw);
  return (
    <AuthCard
      title="Sign in"
      description={signInReason(callbackUrl)}
      footer={
        <p>
          New here? <TextLink href="/register">Create an account</TextLink>
        </p>
      }
    >
      <LoginForm callbackUrl={callbackUrl} linkedinEnabled={features.linkedin} />
    </AuthCard>
  );
}
