"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { toast } from "@/components/layout/toast";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/field";
import { useServerFilled } from "@/components/page/server-filled";
import { useUnsavedWarning } from "@/components/page/use-unsaved-warning";
import { api, errorMessage } from "@/lib/client/api";
import { JOB_UPDATED } from "@/lib/jobs/messages";
import { createJobSchema } from "@/lib/jobs/schemas";
import { JobFields } from "./job-fields";
import { toCreatePayload, toFormValues, type JobDraftInput, type JobFormValues } from "./payload";
import { staleMentions, withMentionsUpdated } from "./stale-mentions";

/**
 * /managejobs/{jobId}: every field of the job in the same fields and schema as
 * /jobposting, saved with PATCH updatealljobfields sending only what changed.
 */
export function JobEditForm({ jobId, job }: { jobId: number; job: JobDraftInput }) {
  const router = useRouter();
  const form = useForm<JobFormValues>({
    resolver: zodResolver(createJobSchema) as unknown as Resolver<JobFormValues>,
    defaultValues: toFormValues(job),
  });
  const {
    control,
    handleSubmit,
    getValues,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty, dirtyFields },
  } = form;
  const field = useServerFilled(form);
  useUnsavedWarning(isDirty);
  // A changed title, company, place or pay that the description still says in its saved words.
  const values = useWatch({ control }) as JobFormValues;
  const stale = staleMentions(form.formState.defaultValues ?? {}, values);

  const onSubmit = handleSubmit(async () => {
    const values = getValues();
    // Spec §5's encoding (empty → null) for the changed fields only.
    const payload = toCreatePayload(values, "Drafted", null) as Record<string, unknown>;
    const changed = Object.fromEntries(Object.keys(dirtyFields).map((k) => [k, payload[k]]));
    try {
      const saved = await api.patch<{ job: JobDraftInput }>(`/web/common/job/updatealljobfields/${jobId}`, changed);
      toast.success(JOB_UPDATED);
      // What was stored (trimmed, cleaned), so the fields show what the page's heading and the job page show.
      reset(toFormValues(saved.job));
      router.refresh();
    } catch (error) {
      // Said once, under the form where it stays to read (not also as a toast).
      setError("root", { message: errorMessage(error) });
    }
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-6" aria-label="Edit job">
      <JobFields field={field} control={control} errors={errors} />
      {stale.length ? (
        <Alert tone="info" title="The description still says what you changed" data-testid="stale-description">
          <ul className="mt-1 list-disc pl-5">
            {stale.map((m) => (
              <li key={m.label}>
                {m.label}: “{m.was}”
              </li>
            ))}
          </ul>
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="mt-2"
            onClick={() => form.setValue("jobDescription", withMentionsUpdated(values.jobDescription, stale), { shouldDirty: true })}
          >
            Update the description
          </Button>
        </Alert>
      ) : null}
      <FormAlert>{errors.root?.message}</FormAlert>
      <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
        Save changes
      </Button>
    </form>
  );
}
