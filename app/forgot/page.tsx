import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { ForgotForm } from "@/components/auth/forgot-form";
import { TextLink } from "@/components/ui/text-link";

export const metadata: Metadata = { title: "Forgot password" };

export default function ForgotPage() {
  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter the e-mail address of your account and we will send you a link to set a new password."
      footer={
        <p>
          Remembered it? <TextLink href="/login">Back to sign-in</TextLink>
        </p>
      }
    >
      <ForgotForm />
    </AuthCard>
  );
}
