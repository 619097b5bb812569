import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { LinkedinCallback } from "@/components/auth/linkedin-callback";

export const metadata: Metadata = { title: "Signing in with LinkedIn" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (v: string | string[] | undefined) => (typeof v === "string" && v ? v : undefined);

/** Return point of the LinkedIn sign-in (spec §2, public). */
export default async function LinkedinCallbackPage({ searchParams }: Props) {
  const params = await searchParams;
  return (
    <AuthCard title="Signing in with LinkedIn">
      <LinkedinCallback code={one(params.code)} state={one(params.state)} providerError={one(params.error)} />
    </AuthCard>
  );
}
