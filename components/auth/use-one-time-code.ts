"use client";

import { useState } from "react";
import { toast } from "@/components/layout/toast";
import { authApi, type ApiResult } from "./auth-api";
import { codeRefusal } from "./code-step";
import { useCountdown } from "./use-countdown";

/**
 * The one-time code of a sign-in or a registration: sending it (spec §8: a refused send shows the
 * server's message; the wait before the next send counts down) and checking it (a refused code
 * toasts "Invalid OTP" and says beside the field what to do). Both forms that ask for a code use it.
 */
export function useOneTimeCode(purpose: "register" | "login") {
  const { secondsLeft, start } = useCountdown();
  const [codeError, setCodeError] = useState<string | null>(null);

  /** Mails a code to `email`: the send's answer (how long the code is good), or null (with the server's message shown) when the server refused. */
  async function send(email: string): Promise<{ expiresInSeconds?: number } | null> {
    const result = await authApi.sendOtp(email, purpose);
    if (!result.ok) {
      toast.error(result.message);
      return null;
    }
    start(result.data.resendAfterSeconds ?? 60);
    setCodeError(null);
    return result.data;
  }

  /** Runs the verify call: its answer when the code was taken, or null once the refusal is shown. */
  async function verify<T>(call: () => Promise<ApiResult<T>>): Promise<Extract<ApiResult<T>, { ok: true }> | null> {
    setCodeError(null);
    const result = await call();
    if (result.ok) return result;
    toast.error("Invalid OTP");
    setCodeError(codeRefusal(result.message));
    return null;
  }

  return { secondsLeft, codeError, send, verify };
}
