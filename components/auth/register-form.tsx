"use client";

import { useState } from "react";
import { toast } from "@/components/layout/toast";
import { authApi } from "./auth-api";
import { useAuth } from "./auth-provider";
import { CodeStep } from "./code-step";
import type { AccountDetailsValues } from "@/lib/auth/schemas";
import { afterSignInPath, isAccountType } from "./home-path";
import { RegisterDetailsStep } from "./register-details-step";
import { RegisterEmailStep } from "./register-email-step";
import { useOneTimeCode } from "./use-one-time-code";

type StepName = "email" | "details" | "code";

const STEP_NUMBER: Record<StepName, number> = { email: 1, details: 2, code: 3 };

/**
 * Registration: e-mail check → account type, name, password → one-time code → signed in, then
 * on to the page registration started from (`callbackUrl`: the job a guest wanted to apply to) or home.
 */
export function RegisterForm({ callbackUrl }: { callbackUrl?: string }) {
  const { refreshAndGo } = useAuth();
  const [step, setStep] = useState<StepName>("email");
  const [returning, setReturning] = useState(false);
  const [email, setEmail] = useState("");
  const [details, setDetails] = useState<AccountDetailsValues | undefined>();
  const { secondsLeft, codeError, send, verify } = useOneTimeCode("register");

  function backToEmail() {
    setReturning(true);
    setStep("email");
  }

  async function onDetails(values: AccountDetailsValues) {
    setDetails(values);
    if (await send(email)) setStep("code");
  }

  async function onCreate(code: string) {
    if (!details) return;
    const result = await verify(() => authApi.verifyRegistration({ email, code, ...details }));
    if (!result) return;
    toast.dismiss(); // an earlier "Invalid OTP" no longer stands beside "Your account is ready."
    toast.success(result.message || "Your account is ready.");
    const userType = result.data.user?.userType;
    await refreshAndGo(afterSignInPath(callbackUrl, isAccountType(userType) ? userType : details.userType));
  }

  return (
    <div className="space-y-6">
      <p className="text-sm font-medium text-slate-600">Step {STEP_NUMBER[step]} of 3</p>
      {step === "email" ? (
        <RegisterEmailStep
          defaultEmail={email}
          returning={returning}
          onAvailable={(value) => {
            setEmail(value);
            setStep("details");
          }}
        />
      ) : null}
      {step === "details" ? (
        <RegisterDetailsStep email={email} defaults={details} onSubmit={onDetails} onChangeEmail={backToEmail} />
      ) : null}
      {step === "code" ? (
        <CodeStep
          email={email}
          submitLabel="Create account"
          serverError={codeError}
          secondsLeft={secondsLeft}
          onSubmit={onCreate}
          onResend={() => send(email)}
          onChangeEmail={backToEmail}
        />
      ) : null}
    </div>
  );
}
