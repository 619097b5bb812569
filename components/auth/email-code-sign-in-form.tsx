"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/layout/toast";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { emailInput } from "@/lib/auth/schemas";
import { authApi } from "./auth-api";
import { CodeStep, codeRefusal } from "./code-step";
import { useCountdown } from "./use-countdown";
import { useFinishSignIn } from "./use-finish-sign-in";
import { useFocusFirst } from "./use-focus-first";

/** Passwordless sign-in: e-mail → one-time code → verify-otp (purpose login), which sets the session cookie. */
export function EmailCodeSignInForm({ callbackUrl }: { callbackUrl?: string }) {
  const finish = useFinishSignIn(callbackUrl);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [returning, setReturning] = useState(false);
  const formRef = useFocusFirst<HTMLFormElement>(returning && !sentTo);
  const { secondsLeft, start } = useCountdown();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(emailInput), defaultValues: { email: "" } });

  async function sendCode(email: string): Promise<boolean> {
    const result = await authApi.sendOtp(email, "login");
    if (!result.ok) {
      toast.error(result.message); // spec §8: send-otp failures show the server's message
      return false;
    }
    start(result.data.resendAfterSeconds ?? 60);
    return true;
  }

  const onSend = handleSubmit(async ({ email }) => {
    if (await sendCode(email)) {
      setCodeError(null);
      setSentTo(email);
    }
  });

  async function onVerify(code: string) {
    if (!sentTo) return;
    setCodeError(null);
    const result = await authApi.verifyLogin(sentTo, code);
    if (!result.ok) {
      toast.error("Invalid OTP");
      setCodeError(codeRefusal(result.message));
      return;
    }
    await finish(result.data.user);
  }

  if (sentTo) {
    return (
      <CodeStep
        email={sentTo}
        // The server does not say whether the address has an account (lib/auth/registration.ts), nor does this.
        recipient="unknown"
        submitLabel="Verify"
        serverError={codeError}
        secondsLeft={secondsLeft}
        onSubmit={onVerify}
        onResend={() => sendCode(sentTo)}
        onChangeEmail={() => {
          setReturning(true);
          setSentTo(null);
        }}
      />
    );
  }

  return (
    <form method="post" ref={formRef} onSubmit={onSend} noValidate className="space-y-5">
      <Field label="Email" required error={errors.email?.message} hint="We e-mail you a 6-digit code; no password needed.">
        {(p) => <Input {...p} type="email" autoComplete="email" inputMode="email" {...register("email")} />}
      </Field>
      <Button type="submit" className="w-full" loading={isSubmitting}>
        Send code
      </Button>
    </form>
  );
}
