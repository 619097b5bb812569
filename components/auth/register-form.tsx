"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "react-toastify";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { authApi } from "./auth-api";
import { useAuth } from "./auth-provider";
import { CodeStep } from "./code-step";
import { emailOnlySchema, type AccountDetailsValues } from "./form-schemas";
import { homePathFor, isAccountType } from "./home-path";
import { RegisterDetailsStep } from "./register-details-step";
import { useCountdown } from "./use-countdown";

type Step = { name: "email" } | { name: "details"; email: string } | { name: "code"; email: string };

const STEP_NUMBER = { email: 1, details: 2, code: 3 } as const;

/** Registration: e-mail check → account type, name, password → one-time code → signed in. */
export function RegisterForm() {
  const { refreshAndGo } = useAuth();
  const [step, setStep] = useState<Step>({ name: "email" });
  const [details, setDetails] = useState<AccountDetailsValues | undefined>();
  const [codeError, setCodeError] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const { secondsLeft, start } = useCountdown();
  const emailForm = useForm({ resolver: zodResolver(emailOnlySchema), defaultValues: { email: "" } });

  const onCheckEmail = emailForm.handleSubmit(async ({ email }) => {
    const result = await authApi.checkEmail(email);
    if (!result.ok) {
      toast.error(result.message); // e.g. "An account with this email already exists. Sign in instead."
      emailForm.setError("email", { message: result.message });
      return;
    }
    setStep({ name: "details", email });
  });

  async function sendCode(email: string): Promise<boolean> {
    const result = await authApi.sendOtp(email, "register");
    if (!result.ok) {
      toast.error(result.message);
      return false;
    }
    start(result.data.resendAfterSeconds ?? 60);
    return true;
  }

  async function onDetails(email: string, values: AccountDetailsValues) {
    setDetails(values);
    if (await sendCode(email)) {
      setCodeError(null);
      setStep({ name: "code", email });
    }
  }

  async function onCreate(email: string, code: string) {
    if (!details) return;
    setCodeError(null);
    const result = await authApi.verifyRegistration({ email, code, ...details });
    if (!result.ok) {
      toast.error("Invalid OTP");
      setCodeError(result.message || "Invalid OTP");
      return;
    }
    toast.success(result.message || "Your account is ready.");
    const userType = result.data.user?.userType;
    await refreshAndGo(homePathFor(isAccountType(userType) ? userType : details.userType));
  }

  return (
    <div className="space-y-6">
      <p className="text-sm font-medium text-slate-600" aria-live="polite">
        Step {STEP_NUMBER[step.name]} of 3
      </p>
      {step.name === "email" ? (
        <form onSubmit={onCheckEmail} noValidate className="space-y-5">
          <Field label="Email" error={emailForm.formState.errors.email?.message}>
            {(p) => (
              <Input {...p} type="email" autoComplete="email" inputMode="email" {...emailForm.register("email")} />
            )}
          </Field>
          <Button type="submit" className="w-full" loading={emailForm.formState.isSubmitting}>
            Continue
          </Button>
        </form>
      ) : null}
      {step.name === "details" ? (
        <RegisterDetailsStep
          email={step.email}
          defaults={details}
          onSubmit={(values) => onDetails(step.email, values)}
          onChangeEmail={() => setStep({ name: "email" })}
        />
      ) : null}
      {step.name === "code" ? (
        <CodeStep
          email={step.email}
          submitLabel="Create account"
          serverError={codeError}
          secondsLeft={secondsLeft}
          resending={resending}
          onSubmit={(code) => onCreate(step.email, code)}
          onResend={async () => {
            setResending(true);
            await sendCode(step.email);
            setResending(false);
          }}
          onChangeEmail={() => setStep({ name: "email" })}
        />
      ) : null}
    </div>
  );
}
