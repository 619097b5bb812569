"use client";

import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { toast } from "@/components/layout/toast";
import { useAuth } from "./auth-provider";
import type { ApiUser } from "./auth-api";
import { afterSignInPath, isAccountType } from "./home-path";

/**
 * Spec §8's 'Login Successful', said by every way of signing in. Earlier failures ("Login Failed",
 * "Invalid OTP", "Request Failed") are over: they no longer stand beside the greeting.
 */
export function greetSignedIn() {
  toast.dismiss();
  toast.success("Login Successful");
}

/**
 * After a successful sign-in (the API has set the session cookie): greet, let the header learn
 * the new state, and go to the return address or the user's home; router.refresh() re-renders
 * server components signed in.
 */
export function useFinishSignIn(callbackUrl: string | undefined) {
  const router = useRouter();
  const { refresh } = useAuth();
  return useCallback(
    async (user: ApiUser) => {
      greetSignedIn();
      await refresh();
      router.replace(afterSignInPath(callbackUrl, isAccountType(user.userType) ? user.userType : null));
      router.refresh();
    },
    [callbackUrl, refresh, router],
  );
}
