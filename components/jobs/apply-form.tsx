"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { toast } from "react-toastify";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { MAX_PERSONAL_MESSAGE, applySchema } from "@/lib/applications/schemas";
import { postApplication } from "./apply-request";

/** Validated with the API's own schema: the same texts and limits as the server. */
export function ApplyForm({ jobId }: { jobId: string }) {
  const router = useRouter();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof applySchema>, unknown, z.output<typeof applySchema>>({
    resolver: zodResolver(applySchema),
    defaultValues: { jobId, personalMessage: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = await postApplication(values);
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
            maxLength={MAX_PERSONAL_MESSAGE}
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
