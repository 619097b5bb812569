"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/layout/toast";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { loginInput } from "@/lib/auth/schemas";
import { authApi } from "./auth-api";
import { TextLink } from "@/components/ui/text-link";
import { useFinishSignIn } from "./use-finish-sign-in";

export function PasswordSignInForm({ callbackUrl }: { callbackUrl?: string }) {
  const finish = useFinishSignIn(callbackUrl);
  const [serverError, setServerError] = useState<string | null>(null);
  // A lockout (423) stops password guesses only: an e-mailed code or a reset still lets the owner in now.
  const [locked, setLocked] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(loginInput), defaultValues: { email: "", password: "" } });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setServerError(null);
    const result = await authApi.login(email, password);
    if (!result.ok) {
      toast.error("Login Failed");
      // Shown inline too, so a lockout ("locked for 15 minutes") stays readable after the toast closes.
      setServerError(result.message || "Invalid email or password.");
      setLocked(result.status === 423);
      return;
    }
    await finish(result.data.user);
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-5" aria-describedby={serverError ? "login-error" : undefined}>
      {serverError ? (
        // Not announced itself: the "Login Failed" toast is; this stays to read (the form is described by it).
        <Alert tone="error" id="login-error" data-testid="login-error" announce={false}>
          {serverError}
          {locked ? (
            <>
              {" "}
              To get in now, use the E-mail code tab, or <TextLink href="/forgot">reset your password</TextLink>.
            </>
          ) : null}
        </Alert>
      ) : null}
      <Field label="Email" required error={errors.email?.message}>
        {(p) => <Input {...p} type="email" autoComplete="email" inputMode="email" {...register("email")} />}
      </Field>
      <Field label="Password" required error={errors.password?.message}>
        {(p) => <Input {...p} type="password" autoComplete="current-password" {...register("password")} />}
      </Field>
      <div className="flex justify-end text-sm">
        <TextLink href="/forgot">Forgot your password?</TextLink>
      </div>
      <Button type="submit" wide loading={isSubmitting}>
        Sign in
      </Button>
    </form>
  );
}
