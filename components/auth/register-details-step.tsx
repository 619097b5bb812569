"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { AccountTypeField } from "./account-type-field";
import { accountDetailsForm, type AccountDetailsValues } from "@/lib/auth/schemas";
import { useFocusFirst } from "./use-focus-first";

type DetailsStepProps = {
  email: string;
  defaults?: Partial<AccountDetailsValues>;
  /** A code mailed before the tab was reloaded is still good: the step goes on to it without mailing another. */
  codeMailed?: boolean;
  onSubmit: (values: AccountDetailsValues) => Promise<void>;
  onChangeEmail: () => void;
};

/** Step 2 of registration: account type, name and password, then "Send code". */
export function RegisterDetailsStep({ email, defaults, codeMailed = false, onSubmit, onChangeEmail }: DetailsStepProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AccountDetailsValues>({
    resolver: zodResolver(accountDetailsForm),
    defaultValues: { userType: defaults?.userType, name: defaults?.name ?? "", password: "" },
  });

  const formRef = useFocusFirst<HTMLFormElement>();

  return (
    <form method="post" ref={formRef} onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5">
      <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-700">
        Registering <strong className="break-all text-slate-900">{email}</strong>
        <Button variant="link" onClick={onChangeEmail}>
          Change e-mail
        </Button>
      </p>
      {codeMailed ? (
        <Alert tone="info">We have e-mailed you a code for this address. Enter your password again to use it.</Alert>
      ) : null}
      <AccountTypeField control={control} name="userType" error={errors.userType?.message} />
      <Field label="Name" required error={errors.name?.message} hint="Your name, or your company's or agency's name.">
        {(p) => <Input {...p} autoComplete="name" {...register("name")} />}
      </Field>
      <Field label="Password" required error={errors.password?.message} hint="At least 8 characters; a passphrase works well.">
        {(p) => <Input {...p} type="password" autoComplete="new-password" {...register("password")} />}
      </Field>
      <Button type="submit" wide loading={isSubmitting}>
        {codeMailed ? "Continue" : "Send code"}
      </Button>
    </form>
  );
}
