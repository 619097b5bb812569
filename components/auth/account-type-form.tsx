"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "@/components/layout/toast";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { AccountTypeField } from "./account-type-field";
import { authApi } from "./auth-api";
import { useAuth } from "./auth-provider";
import { accountTypeInput } from "@/lib/auth/schemas";
import { afterSignInPath } from "./home-path";

/**
 * For a signed-in user without an account type (first LinkedIn sign-in): choose one, then go on to
 * the page sign-in started from (`callbackUrl`, checked again here) or home.
 */
export function AccountTypeForm({ defaultName, callbackUrl }: { defaultName: string; callbackUrl?: string }) {
  const { refreshAndGo } = useAuth();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(accountTypeInput),
    defaultValues: { userType: undefined, name: defaultName },
  });

  const onSubmit = handleSubmit(async ({ userType, name }) => {
    const result = await authApi.setAccountType(userType, name || undefined);
    if (!result.ok) {
      toast.error(result.message || "Request Failed");
      return;
    }
    toast.success(result.message || "Account type saved.");
    await refreshAndGo(afterSignInPath(callbackUrl, userType));
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-5">
      <AccountTypeField control={control} name="userType" error={errors.userType?.message} />
      <Field label="Name" required error={errors.name?.message}>
        {(p) => <Input {...p} autoComplete="name" {...register("name")} />}
      </Field>
      <Button type="submit" wide loading={isSubmitting}>
        Continue
      </Button>
    </form>
  );
}
