"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, type UseFormRegisterReturn } from "react-hook-form";
import { toast } from "@/components/layout/toast";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { AuthCard } from "./auth-card";
import { authApi } from "./auth-api";
import { changePasswordForm, newPasswordForm } from "@/lib/auth/schemas";
import { TextLink } from "@/components/ui/text-link";

/** After a reset the user signs in; after a change while signed in, this browser stays signed in and the others do not. */
function Done({ message, signedIn = false }: { message: string; signedIn?: boolean }) {
  return (
    <Alert tone="success" data-testid="password-changed">
      {message}{" "}
      {signedIn ? (
        "Your other browsers and devices are signed out; this one stays signed in."
      ) : (
        <TextLink href="/login">Sign in with your new password</TextLink>
      )}
    </Alert>
  );
}

/** The new password and the button that sends it: the last part of both forms. */
function NewPasswordAndSubmit({ field, error, submitting }: { field: UseFormRegisterReturn<"password">; error?: string; submitting: boolean }) {
  return (
    <>
      <Field label="New password" required error={error} hint="At least 8 characters.">
        {(p) => <Input {...p} type="password" autoComplete="new-password" {...field} />}
      </Field>
      <Button type="submit" wide loading={submitting}>
        Change password
      </Button>
    </>
  );
}

type FieldName = "currentPassword" | "password";

/**
 * Sends the change. A failure the server files under one of the form's fields (a wrong current password) is shown
 * at that field, which takes focus; any other toasts the server's message (or 'Request Failed'). Success shows the
 * outcome in place of the form, announced once (no toast).
 */
function usePasswordChange<F extends FieldName>(fields: readonly F[], showAtField: (field: F, message: string) => void) {
  const [done, setDone] = useState<string | null>(null);
  const submit = async (payload: Parameters<typeof authApi.changePassword>[0]) => {
    const result = await authApi.changePassword(payload);
    if (!result.ok) {
      const field = fields.find((name) => result.fields[name]);
      if (field) showAtField(field, result.fields[field]!);
      else toast.error(result.message || "Request Failed");
      return;
    }
    setDone(result.message || "Password changed.");
  };
  return { done, submit };
}

/**
 * /passwordChange from the e-mailed link: only the new password is asked for; the token proves who it is.
 * The card is this component's, so that once the password is set its title says so, instead of still
 * asking to "Set a new password" above the outcome.
 */
export function ResetPasswordCard({ token }: { token: string }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(newPasswordForm), defaultValues: { password: "" } });
  const { done, submit } = usePasswordChange(["password"], (field, message) => setError(field, { message }, { shouldFocus: true }));

  const onSubmit = handleSubmit(({ password }) => submit({ token, password }));

  if (done) {
    return (
      <AuthCard title="New password set">
        <Done message={done} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Set a new password" description="Choose a new password for your account.">
      <form method="post" onSubmit={onSubmit} noValidate className="space-y-5">
        <NewPasswordAndSubmit field={register("password")} error={errors.password?.message} submitting={isSubmitting} />
      </form>
    </AuthCard>
  );
}

/** Signed in without a link: the current password confirms it is really the account owner. */
export function ChangePasswordForm() {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(changePasswordForm),
    defaultValues: { currentPassword: "", password: "" },
  });
  const { done, submit } = usePasswordChange(["currentPassword", "password"], (field, message) => setError(field, { message }, { shouldFocus: true }));

  const onSubmit = handleSubmit(({ currentPassword, password }) => submit({ currentPassword, password }));
  // Registered in the page's order: react-hook-form focuses the first invalid field in the order fields were
  // registered, and the current password's own registration runs inside Field, after the new password's.
  const currentField = register("currentPassword");
  const newField = register("password");

  if (done) return <Done message={done} signedIn />;
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-5">
      <Field label="Current password" required error={errors.currentPassword?.message}>
        {(p) => <Input {...p} type="password" autoComplete="current-password" {...currentField} />}
      </Field>
      <NewPasswordAndSubmit field={newField} error={errors.password?.message} submitting={isSubmitting} />
    </form>
  );
}
