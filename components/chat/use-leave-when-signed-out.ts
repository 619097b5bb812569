"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { useAuth } from "@/components/auth/auth-provider";
import type { ChatPerson } from "./types";

/**
 * The chat screen was rendered for `me`; once this tab learns the session is gone
 * (signed out in another tab, a password change — the user's channel says so — or
 * the tab comes back into view) private conversations must not stay on screen or
 * look writable. Signed out: to the landing page, where the header's "Sign out"
 * takes the tab it was pressed in (the same step, so pressing it here is not
 * undone). Someone else signed in: the screen again, as them.
 */
export function useLeaveWhenSignedOut(me: ChatPerson | null) {
  const { user, status } = useAuth();
  const router = useRouter();
  const meId = me?.id;
  useEffect(() => {
    if (meId === undefined || status === "loading" || user?.id === meId) return;
    if (user) return void window.location.replace("/chat");
    router.replace("/");
    router.refresh();
  }, [meId, user, status, router]);
}
