"use client";

import { useRouter } from "next/navigation";
import { getSession } from "next-auth/react";
import { useCallback } from "react";
import { toast } from "react-toastify";
import { afterSignInPath, isAccountType } from "./home-path";

/**
 * After a successful next-auth signIn(): greet (spec §8 'Login Successful') and go to the
 * return address or the user's home. next-auth has already refreshed the session, so
 * getSession() gives the account type; router.refresh() re-renders server components signed in.
 */
export function useFinishSignIn(callbackUrl: string | undefined) {
  const router = useRouter();
  return useCallback(async () => {
    toast.success("Login Successful");
    const session = await getSession();
    if (!session) {
      // Signed in but the session could not be read back: let the server decide where to go
      // (the guard sends the user home or to the account-type step from /login).
      router.replace(`/login${callbackUrl ? `?callbackUrl=${encodeURIComponent(callbackUrl)}` : ""}`);
      router.refresh();
      return;
    }
    const userType = (session.user as { userType?: unknown } | undefined)?.userType;
    router.replace(afterSignInPath(callbackUrl, isAccountType(userType) ? userType : null));
    router.refresh();
  }, [callbackUrl, router]);
}
