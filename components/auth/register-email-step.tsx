"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "@/components/layout/toast";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { authApi } from "./auth-api";
import { emailInput } from "@/lib/auth/schemas";
import { useFocusFirst } from "./use-focus-first";

type EmailStepProps = { defaultEmail: string; returning: boolean; onAvailable: (email: string) => void };

/** Step 1 of registration: the e-mail address, checked before anything else is asked. */
export function RegisterEmailStep({ defaultEmail, returning, onAvailable }: EmailStepProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(emailInput), defaultValues: { email: defaultEmail } });
  // Focus only when coming back from a later step, not on page load (that would skip the page's text).
  const formRef = useFocusFirst<HTMLFormElement>(returning);

  const onSubmit = handleSubmit(async ({ email }) => {
    const result = await authApi.checkEmail(email);
    if (!result.ok) {
      toast.error(result.message); // spec §8: the server's message, e.g. "An account with this email already exists…"
      setError("email", { message: result.message });
      return;
    }
    onAvailable(email);
  });

  return (
    <form method="post" ref={formRef} onSubmit={onSubmit} noValidate className="space-y-5">
      <Field label="Email" required error={errors.email?.message}>
        {(p) => <Input {...p} type="email" autoComplete="email" inputMode="email" {...register("email")} />}
      </Field>
      <Button type="submit" wide loading={isSubmitting}>
        Continue
      </Button>
    </form>
  );
}
