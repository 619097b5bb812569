"use client";

import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { toast } from "@/components/layout/toast";
import { useAuth } from "./auth-provider";
import type { ApiUser } from "./auth-api";
import { afterSignInPath, isAccountType } from "./home-path";

/**
 * After a successful sign-in (the API has set the session cookie): greet (spec §8
 * 'Login Successful'), let the header learn the new state, and go to the return
 * address or the user's home; router.refresh() re-renders server components signed in.
 */
export function useFinishSignIn(callbackUrl: string | undefined) {
  const router = useRouter();
  const { refresh } = useAuth();
  return useCallback(
    async (user: ApiUser) => {
      // Earlier failures ("Login Failed", "Invalid OTP") are over: they no longer stand beside the greeting.
      toast.dismiss();
      toast.success("Login Successful");
      await refresh();
      router.replace(afterSignInPath(callbackUrl, isAccountType(user.userType) ? user.userType : null));
      router.refresh();
    },
    [callbackUrl, refresh, router],
  );
}
