"use client";

import { useState } from "react";
import { toast } from "@/components/layout/toast";
import { authApi } from "./auth-api";
import { useAuth } from "./auth-provider";
import { CodeStep } from "./code-step";
import type { AccountDetailsValues } from "@/lib/auth/schemas";
import { afterSignInPath, isAccountType } from "./home-path";
import { RegisterDetailsStep } from "./register-details-step";
import { clearDraft, draftCodeUsable, loadDraft, saveDraft, type RegisterDraft } from "./register-draft";
import { useHydrated } from "@/components/ui/use-hydrated";
import { RegisterEmailStep } from "./register-email-step";
import { useOneTimeCode } from "./use-one-time-code";

type StepName = "email" | "details" | "code";

const STEP_NUMBER: Record<StepName, number> = { email: 1, details: 2, code: 3 };

/**
 * Registration: e-mail check → account type, name and password → one-time code → signed in, then
 * on to the page registration started from (`callbackUrl`: the job a guest wanted to apply to) or home.
 * A reload of the tab comes back to the details with what was typed but the password (./register-draft.ts);
 * a code mailed before it, still good, is then asked for without mailing another.
 */
export function RegisterForm({ callbackUrl }: { callbackUrl?: string }) {
  // Read once per visit of the page; shown only once hydrated, so the hydrated HTML is the server's (step 1).
  const [draft] = useState(() => (typeof window === "undefined" ? null : loadDraft()));
  const restore = useHydrated() ? draft : null;
  return <RegisterSteps key={restore ? "restored" : "new"} callbackUrl={callbackUrl} draft={restore} />;
}

function RegisterSteps({ callbackUrl, draft }: { callbackUrl?: string; draft: RegisterDraft | null }) {
  const { refreshAndGo } = useAuth();
  const [step, setStep] = useState<StepName>(draft ? "details" : "email");
  const [returning, setReturning] = useState(false);
  const [email, setEmail] = useState(draft?.email ?? "");
  const [details, setDetails] = useState<AccountDetailsValues | undefined>();
  const [codeMailed, setCodeMailed] = useState(() => draftCodeUsable(draft));
  const { secondsLeft, codeError, send, verify } = useOneTimeCode("register");

  function backToEmail() {
    clearDraft();
    setCodeMailed(false);
    setReturning(true);
    setStep("email");
  }

  async function sendCode(values: AccountDetailsValues | undefined) {
    const sent = await send(email);
    if (sent) saveDraft({ email, userType: values?.userType, name: values?.name, codeValidUntil: Date.now() + (sent.expiresInSeconds ?? 600) * 1000 });
    return sent;
  }

  async function onDetails(values: AccountDetailsValues) {
    setDetails(values);
    if (codeMailed) {
      setCodeMailed(false);
      setStep("code");
    } else if (await sendCode(values)) setStep("code");
  }

  async function onCreate(code: string) {
    if (!details) return;
    const result = await verify(() => authApi.verifyRegistration({ email, code, ...details }));
    if (!result) return;
    clearDraft();
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
            saveDraft({ email: value });
            setStep("details");
          }}
        />
      ) : null}
      {step === "details" ? (
        <RegisterDetailsStep email={email} defaults={details ?? draft ?? undefined} codeMailed={codeMailed} onSubmit={onDetails} onChangeEmail={backToEmail} />
      ) : null}
      {step === "code" ? (
        <CodeStep
          email={email}
          submitLabel="Create account"
          serverError={codeError}
          secondsLeft={secondsLeft}
          onSubmit={onCreate}
          onResend={() => sendCode(details)}
          onChangeEmail={backToEmail}
        />
      ) : null}
    </div>
  );
}
