"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/layout/toast";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { authApi } from "./auth-api";
import { emailInput } from "@/lib/auth/schemas";

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotForm() {
  const [sent, setSent] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(emailInput), defaultValues: { email: "" } });

  const onSubmit = handleSubmit(async ({ email }) => {
    const result = await authApi.resetPassword(email);
    if (!result.ok) {
      toast.error("Request Failed");
      return;
    }
    setSent(result.message || "If an account exists for that address, we have sent a link to reset the password.");
  });

  if (sent) {
    return (
      <Alert tone="success" data-testid="reset-sent">
        {sent} The link is valid for 30 minutes.
      </Alert>
    );
  }

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-5">
      <Field label="Email" required error={errors.email?.message}>
        {(p) => <Input {...p} type="email" autoComplete="email" inputMode="email" {...register("email")} />}
      </Field>
      <Button type="submit" wide loading={isSubmitting}>
        Send reset link
      </Button>
    </form>
  );
}
