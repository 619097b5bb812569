"use client";

import { AlertDialog } from "radix-ui";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";
import { countOf } from "@/lib/count";
import type { ManagedJob } from "@/lib/jobs/queries";

type Props = {
  /** The job about to be closed; null: the dialog is shut. */
  job: ManagedJob | null;
  /** Close it; `message` set: also reject those still Pending or Reviewed, with it. */
  onConfirm: (job: ManagedJob, rejectRest: { message: string } | null) => void;
  /** Keep it as it is (Cancel, Escape). */
  onCancel: (job: ManagedJob) => void;
  /** Where focus goes once the dialog has shut (the job's row may be gone by then). */
  onAfterClose: (event: Event) => void;
};

/**
 * Closing a job that has applicants still Pending or Reviewed asks first (with none, there is nobody to tell), in a modal dialog: focus moves into it (on Cancel, the choice
 * that changes nothing), stays there until a choice is made, and Escape cancels.
 */
export function CloseJobDialog({ job, onConfirm, onCancel, onAfterClose }: Props) {
  const [message, setMessage] = useState("");
  // The last job shown, so the text does not blank out while the dialog shuts.
  const [shown, setShown] = useState(job);
  if (job && job !== shown) {
    setShown(job);
    setMessage("");
  }
  return (
    <AlertDialog.Root open={job !== null} onOpenChange={(open) => !open && job && onCancel(job)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <AlertDialog.Content
          onCloseAutoFocus={onAfterClose}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-lg bg-white p-6 shadow-xl"
        >
          <AlertDialog.Title className="text-lg font-semibold break-words text-slate-900">Close “{shown?.jobTitle}”?</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-slate-700">
            It has {countOf(shown?.applicants ?? 0, "applicant")}, {shown?.undecidedApplicants ?? 0} of them still Pending or Reviewed. You can tell
            them that the job is closed, with one message; those you accepted or rejected are not touched.
          </AlertDialog.Description>
          <Field label="Message to them (optional)">
            {(p) => <Textarea {...p} value={message} onChange={(e) => setMessage(e.target.value)} rows={3} maxLength={2000} />}
          </Field>
          <div className="flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="ghost">Cancel</Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that would also report the dialog shut as a cancel. Confirming shuts it (job → null). */}
            <Button variant="outline" onClick={() => job && onConfirm(job, null)}>
              Just close it
            </Button>
            <Button onClick={() => job && onConfirm(job, { message })}>Close and reject the rest</Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
