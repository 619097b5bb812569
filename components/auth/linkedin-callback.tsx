"use client";

import { useEffect, useRef, useState } from "react";
import { toast } from "@/components/layout/toast";
import { Alert } from "@/components/ui/alert";
import { Spinner } from "@/components/ui/spinner";
import { authApi } from "./auth-api";
import { useAuth } from "./auth-provider";
import { afterLinkedInPath, isAccountType } from "./home-path";
import { TextLink } from "@/components/ui/text-link";

type Props = { code?: string; state?: string; providerError?: string };

/** Finishes a LinkedIn sign-in: hands code and state to the API, then goes home or to the account-type step. */
export function LinkedinCallback({ code, state, providerError }: Props) {
  const { refreshAndGo } = useAuth();
  const [failed, setFailed] = useState<string | null>(null);
  // The code is single-use; React's development double-run of effects must not spend it twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const fail = (message: string) => {
      toast.error("Request Failed");
      setFailed(message);
    };
    void (async () => {
      if (providerError || !code || !state) {
        fail(providerError ? "LinkedIn did not sign you in." : "The LinkedIn answer is incomplete.");
        return;
      }
      const result = await authApi.linkedin(code, state);
      if (!result.ok) return fail(result.message || "LinkedIn sign-in failed.");
      if (result.data.isRegistered === false) return refreshAndGo("/register");
      const me = await authApi.me();
      const userType = me.ok ? me.data.user?.userType : null;
      // Back to the page sign-in was started from ("Sign in to apply" on a job), as the password form does.
      await refreshAndGo(afterLinkedInPath(result.data.callbackUrl, isAccountType(userType) ? userType : null));
    })();
  }, [code, state, providerError, refreshAndGo]);

  if (failed) {
    return (
      // Not announced itself: the "Request Failed" toast is (spec §8); the reason and the way back stay here.
      <Alert tone="error" data-testid="linkedin-error" announce={false}>
        {failed} <TextLink href="/login">Back to sign-in</TextLink>
      </Alert>
    );
  }
  return (
    <div className="flex items-center gap-3 text-slate-700">
      <Spinner label="Signing you in with LinkedIn" className="text-indigo-700" />
      <span aria-hidden="true">Signing you in…</span>
    </div>
  );
}
