"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { toast } from "react-toastify";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { postApplication } from "./apply-request";

/** Same texts and limits as the server (lib/applications/apply.ts), kept here so the client bundle needs no server code. */
const INVALID_JOB_ID = "Invalid jobId: must be a valid number";
const MAX_MESSAGE = 5_000;

const applyFormSchema = z.object({
  jobId: z.string().regex(/^\d+$/, INVALID_JOB_ID),
  personalMessage: z.string().trim().max(MAX_MESSAGE, `The personal message can be at most ${MAX_MESSAGE} characters`),
});
type ApplyFormValues = z.infer<typeof applyFormSchema>;

export function ApplyForm({ jobId }: { jobId: string }) {
  const router = useRouter();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ApplyFormValues>({ resolver: zodResolver(applyFormSchema), defaultValues: { jobId, personalMessage: "" } });

  const onSubmit = handleSubmit(async (values) => {
    const result = await postApplication({ jobId: Number(values.jobId), personalMessage: values.personalMessage });
    if (result.ok) {
      toast.success(result.message);
      router.refresh(); // the page now shows "You applied on …" instead of the form
      return;
    }
    toast.error(result.message);
    if (result.status === 409) router.refresh();
    else setError("root", { message: result.message });
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Apply to this job">
      <input type="hidden" {...register("jobId")} />
      {errors.jobId ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errors.jobId.message}
        </p>
      ) : null}
      <Field label="Personal message" error={errors.personalMessage?.message} hint="Optional: why you are a good fit.">
        {(p) => (
          <textarea
            {...p}
            {...register("personalMessage")}
            rows={5}
            maxLength={MAX_MESSAGE}
            className="block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus-visible:border-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-solid focus-visible:outline-indigo-600"
          />
        )}
      </Field>
      {errors.root ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errors.root.message}
        </p>
      ) : null}
      <Button type="submit" loading={isSubmitting}>
        Apply
      </Button>
    </form>
  );
}
