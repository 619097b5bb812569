"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { codeEntryForm } from "@/lib/auth/schemas";
import { useFocusFirst } from "./use-focus-first";

type CodeStepProps = {
  email: string;
  /** "unknown": a sign-in code goes only to an address with an account, so it is not said to have been sent. */
  recipient?: "known" | "unknown";
  /** "Verify" on /login, "Create account" on /register. */
  submitLabel: string;
  /** Why the last attempt failed (wrong, expired, too many tries), shown under the field. */
  serverError: string | null;
  secondsLeft: number;
  onSubmit: (code: string) => Promise<void>;
  /** Sends a new code; the button stays disabled until it settles. */
  onResend: () => Promise<unknown>;
  onChangeEmail: () => void;
};

/** Enter the 6-digit code sent by e-mail; shared by code sign-in and registration. */
export function CodeStep(props: CodeStepProps) {
  const { email, recipient = "known", submitLabel, serverError, secondsLeft, onSubmit, onResend, onChangeEmail } = props;
  const [resending, setResending] = useState(false);
  const resend = async () => {
    setResending(true);
    try {
      await onResend();
    } finally {
      setResending(false);
    }
  };
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(codeEntryForm), defaultValues: { code: "" } });
  const formRef = useFocusFirst<HTMLFormElement>();
  const serverErrorId = useId();

  return (
    <form method="post" ref={formRef} onSubmit={handleSubmit(({ code }) => onSubmit(code))} noValidate className="space-y-5">
      <Alert tone="info">
        {recipient === "known" ? "We sent a 6-digit code to " : "If an account exists for "}
        <strong className="break-all">{email}</strong>
        {recipient === "known" ? ". It is valid for 10 minutes." : ", we sent it a 6-digit sign-in code. It is valid for 10 minutes."}
      </Alert>
      {serverError ? (
        // Not announced itself: the "Invalid OTP" toast is (spec §8); the precise reason stays here to read.
        // The field is marked wrong and described by it, so a screen reader on the field hears the reason too.
        <Alert tone="error" data-testid="code-error" announce={false} id={serverErrorId}>
          {serverError}
        </Alert>
      ) : null}
      <Field label="Code" required error={errors.code?.message} hint="Check your spam folder if it does not arrive.">
        {(p) => (
          <Input
            {...p}
            aria-invalid={serverError ? true : p["aria-invalid"]}
            aria-describedby={serverError ? [serverErrorId, p["aria-describedby"]].filter(Boolean).join(" ") : p["aria-describedby"]}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            className="tracking-[0.4em]"
            {...register("code")}
          />
        )}
      </Field>
      <Button type="submit" wide loading={isSubmitting}>
        {submitLabel}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Button variant="link" onClick={onChangeEmail}>
          Use another e-mail
        </Button>
        <Button variant="link" onClick={resend} disabled={secondsLeft > 0 || resending}>
          {secondsLeft > 0 ? `Get a new code in ${secondsLeft} s` : "Get a new code"}
        </Button>
      </div>
    </form>
  );
}

/**
 * The line under the code field after a refused code. The toast says 'Invalid OTP' (spec §8); the line
 * gives the server's precise reason (expired, too many tries) or, for a plain wrong code, what to do —
 * never the toast's words a second time.
 */
export function codeRefusal(message: string | undefined): string {
  return !message || message === "Invalid OTP" ? "That code is not right. Check it against the newest e-mail, or send a new code." : message;
}
