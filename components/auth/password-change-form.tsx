"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "react-toastify";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { authApi } from "./auth-api";
import { changePasswordSchema, resetPasswordSchema } from "./form-schemas";
import { TextLink } from "./text-link";

function Done({ message }: { message: string }) {
  return (
    <Alert tone="success" data-testid="password-changed">
      {message} <TextLink href="/login">Sign in with your new password</TextLink>
    </Alert>
  );
}

/** From the e-mailed link: only the new password is asked for; the token proves who it is. */
export function ResetPasswordForm({ token }: { token: string }) {
  const [done, setDone] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(resetPasswordSchema), defaultValues: { password: "" } });

  const onSubmit = handleSubmit(async ({ password }) => {
    const result = await authApi.changePassword({ token, password });
    if (!result.ok) {
      toast.error(result.message || "Request Failed");
      return;
    }
    toast.success(result.message || "Password changed.");
    setDone(result.message || "Password changed.");
  });

  if (done) return <Done message={done} />;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <Field label="New password" error={errors.password?.message} hint="At least 8 characters.">
        {(p) => <Input {...p} type="password" autoComplete="new-password" {...register("password")} />}
      </Field>
      <Button type="submit" className="w-full" loading={isSubmitting}>
        Change password
      </Button>
    </form>
  );
}

/** Signed in without a link: the current password confirms it is really the account owner. */
export function ChangePasswordForm() {
  const [done, setDone] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: "", password: "" },
  });

  const onSubmit = handleSubmit(async ({ currentPassword, password }) => {
    const result = await authApi.changePassword({ currentPassword, password });
    if (!result.ok) {
      toast.error(result.message || "Request Failed");
      return;
    }
    toast.success(result.message || "Password changed.");
    setDone(result.message || "Password changed.");
  });

  if (done) return <Done message={done} />;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <Field label="Current password" error={errors.currentPassword?.message}>
        {(p) => <Input {...p} type="password" autoComplete="current-password" {...register("currentPassword")} />}
      </Field>
      <Field label="New password" error={errors.password?.message} hint="At least 8 characters.">
        {(p) => <Input {...p} type="password" autoComplete="new-password" {...register("password")} />}
      </Field>
      <Button type="submit" className="w-full" loading={isSubmitting}>
        Change password
      </Button>
    </form>
  );
}
