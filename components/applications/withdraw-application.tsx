"use client";

import { useState } from "react";
import { useSave } from "@/components/profile/use-save";
import { ConfirmDelete } from "@/components/ui/confirm-delete";
import { api } from "@/lib/client/api";

/**
 * "Withdraw" on an undecided application, on /appliedjobs and on the job's own page, in two steps
 * (Withdraw?, Yes, withdraw). Done, the server's message is a toast and the page is read again; focus
 * waits on a heading that stays (`focusAfter`: the status group's, or the job page's Apply), as the
 * control is gone then, and the job's page offers Apply again.
 */
export function WithdrawApplication({ id, jobTitle, focusAfter }: { id: number; jobTitle: string; focusAfter: string }) {
  const { save } = useSave();
  const [busy, setBusy] = useState(false);
  async function withdraw() {
    setBusy(true);
    const result = await save(() => api.post(`/web/common/candidateJob/withdraw-application/${id}`));
    if (result.ok) document.getElementById(focusAfter)?.focus();
    setBusy(false);
  }
  return <ConfirmDelete verb="Withdraw" look="outline" label={`Withdraw your application for ${jobTitle}`} busy={busy} onConfirm={() => void withdraw()} />;
}
