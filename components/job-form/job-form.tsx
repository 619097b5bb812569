"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Controller, useForm, type Resolver } from "react-hook-form";
import { toast } from "react-toastify";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { api, errorMessage } from "@/lib/client/api";
import { createJobSchema } from "@/lib/jobs/schemas";
import { ChipsInput } from "./chips-input";
import { DescriptionEditor } from "./description-editor";
import { toCreatePayload, toFormValues, type JobDraftInput, type JobFormValues } from "./payload";
import type { JobStatus } from "./types";

type Props = { draft?: JobDraftInput | null; chatId?: string | null };

const TEXT: { name: keyof JobFormValues & string; label: string; hint?: string }[] = [
  { name: "jobTitle", label: "Job title" },
  { name: "companyName", label: "Company" },
  { name: "experienceLevel", label: "Experience level", hint: "For example Senior, or 5+ years" },
  { name: "employmentType", label: "Employment type", hint: "Full-time, part-time, contract…" },
  { name: "jobType", label: "Job type", hint: "On-site, hybrid or remote" },
  { name: "location", label: "Location" },
  { name: "salaryRange", label: "Salary range" },
];

/** The job post preview form (/jobposting): validated with the API's own createJobSchema. */
export function JobForm({ draft, chatId = null }: Props) {
  const router = useRouter();
  const [saving, setSaving] = useState<JobStatus | null>(null);
  const {
    register,
    control,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<JobFormValues>({
    // The schema's output (nulls) is not the form's shape; only its verdict is used here.
    resolver: zodResolver(createJobSchema) as unknown as Resolver<JobFormValues>,
    defaultValues: toFormValues(draft),
  });

  const save = (jobStatus: JobStatus) =>
    handleSubmit(async () => {
      setSaving(jobStatus);
      try {
        const { job } = await api.post<{ job: { id: number } }>("/web/common/job/createjobpost", toCreatePayload(getValues(), jobStatus, chatId));
        toast.success(jobStatus === "Open" ? "Job published." : "Job saved as a draft.");
        router.push(`/jobposting/post/${job.id}`);
      } catch (error) {
        toast.error(errorMessage(error));
        setSaving(null);
      }
    });

  return (
    <form method="post" noValidate onSubmit={(e) => e.preventDefault()} className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXT.map(({ name, label, hint }) => (
          <Field key={name} label={label} hint={hint} error={errors[name]?.message}>
            {(p) => <Input {...p} {...register(name)} />}
          </Field>
        ))}
      </div>
      <Controller
        control={control}
        name="requiredSkills"
        render={({ field, fieldState }) => (
          <ChipsInput label="Required skills" value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />
      <Controller
        control={control}
        name="tags"
        render={({ field, fieldState }) => <ChipsInput label="Tags" value={field.value} onChange={field.onChange} error={fieldState.error?.message} />}
      />
      <Controller
        control={control}
        name="jobDescription"
        render={({ field, fieldState }) => (
          <DescriptionEditor
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            name={field.name}
            ref={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
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
