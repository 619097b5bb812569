"use client";

import { Controller, type Control, type FieldErrors } from "react-hook-form";
import type { useServerFilled } from "@/components/page/server-filled";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { ChipsInput } from "./chips-input";
import { DescriptionEditor } from "./description-editor";
import type { JobFormValues } from "./payload";

const TEXT: { name: keyof JobFormValues & string; label: string; hint?: string; required?: true }[] = [
  // The one field a post cannot be saved without (createJobSchema).
  { name: "jobTitle", label: "Job title", required: true },
  { name: "companyName", label: "Company", hint: "Who the person will work for: your company, or the client you hire for" },
  { name: "experienceLevel", label: "Experience level", hint: "For example Senior, or 5+ years" },
  { name: "employmentType", label: "Employment type", hint: "Full-time, part-time, contract…" },
  { name: "jobType", label: "Job type", hint: "On-site, hybrid or remote" },
  { name: "location", label: "Location" },
  { name: "salaryRange", label: "Salary range" },
];

type Props = { field: ReturnType<typeof useServerFilled<JobFormValues>>; control: Control<JobFormValues>; errors: FieldErrors<JobFormValues> };

/** Every field of a job post, the same in the new-post form (/jobposting) and the edit form (/managejobs/{jobId}). */
export function JobFields({ field, control, errors }: Props) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXT.map(({ name, label, hint, required }) => (
          <Field key={name} label={label} hint={hint} required={required} error={errors[name]?.message}>
            {(p) => <Input {...p} {...field(name)} />}
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
    </>
  );
}
