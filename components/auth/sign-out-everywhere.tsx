"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/layout/toast";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/client/api";
import { useAuth } from "./auth-provider";

/** Ends every session of the user (a lost laptop, a shared computer), this one included, then shows sign-in. */
export function SignOutEverywhere() {
  const { signOut } = useAuth();
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function signOutEverywhere() {
    setBusy(true);
    try {
      await signOut({ everywhere: true });
    } catch (error) {
      toast.error(errorMessage(error));
      setBusy(false);
      return;
    }
    toast.success("You are signed out on every device.");
    router.replace("/login");
    router.refresh();
  }

  return (
    <section aria-labelledby="sign-out-everywhere" className="mt-8 border-t border-slate-200 pt-6">
      <h2 id="sign-out-everywhere" className="text-base font-semibold text-slate-900">
        Signed in somewhere else?
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Sign out of every browser and device, this one included. Signing in again needs your password or an e-mailed code.
      </p>
      <Button variant="outline" wide className="mt-4" loading={busy} onClick={signOutEverywhere}>
        Sign out on every device
      </Button>
    </section>
  );
}
