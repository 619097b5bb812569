"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { emailInput } from "@/lib/auth/schemas";
import { authApi } from "./auth-api";
import { CodeStep } from "./code-step";
import { useFinishSignIn } from "./use-finish-sign-in";
import { useFocusFirst } from "./use-focus-first";
import { useOneTimeCode } from "./use-one-time-code";

/** Passwordless sign-in: e-mail → one-time code → verify-otp (purpose login), which sets the session cookie. */
export function EmailCodeSignInForm({ callbackUrl }: { callbackUrl?: string }) {
  const finish = useFinishSignIn(callbackUrl);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [returning, setReturning] = useState(false);
  const formRef = useFocusFirst<HTMLFormElement>(returning && !sentTo);
  const { secondsLeft, codeError, send, verify } = useOneTimeCode("login");
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(emailInput), defaultValues: { email: "" } });

  const onSend = handleSubmit(async ({ email }) => {
    if (await send(email)) setSentTo(email);
  });

  async function onVerify(code: string) {
    if (!sentTo) return;
    const signedIn = await verify(() => authApi.verifyLogin(sentTo, code));
    if (signedIn) await finish(signedIn.data.user);
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
        onResend={() => send(sentTo)}
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
      <Button type="submit" wide loading={isSubmitting}>
        Send code
      </Button>
    </form>
  );
}
