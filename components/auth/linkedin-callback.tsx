"use client";

import { useEffect, useRef, useState } from "react";
import { toast } from "@/components/layout/toast";
import { Alert } from "@/components/ui/alert";
import { Spinner } from "@/components/ui/spinner";
import { authApi } from "./auth-api";
import { useAuth } from "./auth-provider";
import { finishLinkedIn, type LinkedinAnswer } from "./linkedin-finish";
import { greetSignedIn } from "./use-finish-sign-in";
import { TextLink } from "@/components/ui/text-link";

/** Finishes a LinkedIn sign-in (./linkedin-finish.ts) and shows why when it cannot. */
export function LinkedinCallback({ code, state, providerError }: LinkedinAnswer) {
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
    void finishLinkedIn({ code, state, providerError }, { signIn: authApi.linkedin, greet: greetSignedIn, go: refreshAndGo, fail });
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
