"use client";

import { Controller, type Control, type FieldErrors } from "react-hook-form";
import type { useServerFilled } from "@/components/page/server-filled";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { ChipsInput, listError } from "@/components/ui/chips-input";
import { DescriptionEditor } from "./description-editor";
import type { JobFormValues } from "./payload";
import { JOB_MAX } from "@/lib/jobs/schemas";

const TEXT: { name: keyof JobFormValues & keyof typeof JOB_MAX; label: string; hint?: string; required?: true }[] = [
  // The one field a post cannot be saved without (createJobSchema).
  { name: "jobTitle", label: "Job title", required: true },
  { name: "companyName", label: "Company", hint: "Who the person will work for: your company, or the client you hire for" },
  { name: "experienceLevel", label: "Experience level", hint: "For example Senior, or 5+ years" },
  { name: "employmentType", label: "Employment type", hint: "Full-time, part-time, contract…" },
  { name: "jobType", label: "Job type", hint: "On-site, hybrid or remote" },
  { name: "location", label: "Location" },
  { name: "salaryRange", label: "Salary range" },
];

const LISTS = [
  { name: "requiredSkills", label: "Required skills" },
  { name: "tags", label: "Tags" },
] as const;

type Props = { field: ReturnType<typeof useServerFilled<JobFormValues>>; control: Control<JobFormValues>; errors: FieldErrors<JobFormValues> };

/** Every field of a job post, the same in the new-post form (/jobposting) and the edit form (/managejobs/{jobId}). */
export function JobFields({ field, control, errors }: Props) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXT.map(({ name, label, hint, required }) => (
          <Field key={name} label={label} hint={hint} required={required} error={errors[name]?.message}>
            {(p) => <Input {...p} maxLength={JOB_MAX[name]} {...field(name)} />}
          </Field>
        ))}
      </div>
      {LISTS.map(({ name, label }) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field, fieldState }) => (
            <ChipsInput
              label={label}
              value={field.value}
              onChange={field.onChange}
              ref={field.ref}
              maxLength={JOB_MAX.listItem}
              error={listError(fieldState.error)}
            />
          )}
        />
      ))}
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
    </>
  );
}
