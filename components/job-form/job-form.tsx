"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { toast } from "@/components/layout/toast";
import { Button } from "@/components/ui/button";
import { useServerFilled } from "@/components/page/server-filled";
import { useUnsavedWarning } from "@/components/page/use-unsaved-warning";
import { api, errorMessage } from "@/lib/client/api";
import { PUBLISH_NEEDS_DESCRIPTION } from "@/lib/jobs/messages";
import { createJobSchema } from "@/lib/jobs/schemas";
import { JobFields } from "./job-fields";
import { toCreatePayload, toFormValues, type JobDraftInput, type JobFormValues } from "./payload";
import type { JobStatus } from "./types";

type Props = { draft?: JobDraftInput | null; chatId?: string | null };


/** The job post preview form (/jobposting): validated with the API's own createJobSchema. */
export function JobForm({ draft, chatId = null }: Props) {
  const router = useRouter();
  const [saving, setSaving] = useState<JobStatus | null>(null);
  const form = useForm<JobFormValues>({
    // The schema's output (nulls) is not the form's shape; only its verdict is used here.
    resolver: zodResolver(createJobSchema) as unknown as Resolver<JobFormValues>,
    defaultValues: toFormValues(draft),
  });
  const {
    control,
    handleSubmit,
    getValues,
    setError,
    formState: { errors, isDirty },
  } = form;
  const field = useServerFilled(form);
  // Until it is saved (then the page moves on to the saved post).
  useUnsavedWarning(isDirty && saving === null);

  const save = (jobStatus: JobStatus) =>
    handleSubmit(async () => {
      // A published post is read by candidates: it needs its description (a draft may wait for one).
      if (jobStatus === "Open" && !getValues().jobDescription.trim()) {
        setError("jobDescription", { message: PUBLISH_NEEDS_DESCRIPTION }, { shouldFocus: true });
        return;
      }
      setSaving(jobStatus);
      try {
        const { job } = await api.post<{ job: { id: number } }>("/web/common/job/createjobpost", toCreatePayload(getValues(), jobStatus, chatId));
        toast.success(jobStatus === "Open" ? "Job published." : "Job saved as a draft.");
        // The saved post takes the form's place in the history: Back goes to where the form was opened from,
        // not to a filled form that the router would show from its cache and that would post the job again.
        router.replace(`/jobposting/post/${job.id}`);
      } catch (error) {
        toast.error(errorMessage(error));
        setSaving(null);
      }
    });

  return (
    <form method="post" noValidate onSubmit={(e) => e.preventDefault()} className="space-y-6">
      <JobFields field={field} control={control} errors={errors} />
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" loading={saving === "Drafted"} disabled={saving !== null} onClick={save("Drafted")}>
          Save as draft
        </Button>
        <Button loading={saving === "Open"} disabled={saving !== null} onClick={save("Open")}>
          Publish
        </Button>
      </div>
    </form>
  );
}
