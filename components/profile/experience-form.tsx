"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useUnsavedWarning } from "@/components/page/use-unsaved-warning";
import { Button } from "@/components/ui/button";
import { Field, FormAlert } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { EXPERIENCE_MAX, experienceSchema, type Experience, type ExperienceInput } from "@/lib/profiles/schemas";

/** What the form edits: dates as months ("2021-03"), as <input type="month"> gives them. */
export type ExperienceDraft = { title: string; company: string; location: string; startDate: string; endDate: string; current: boolean; description: string };

export const toDraft = (e: Partial<{ title: string; company: string; location: string; startDate: string | null; endDate: string | null; current: boolean; description: string }>): ExperienceDraft => ({
  title: e.title ?? "",
  company: e.company ?? "",
  location: e.location ?? "",
  startDate: e.startDate?.slice(0, 7) ?? "",
  endDate: e.endDate?.slice(0, 7) ?? "",
  current: e.current ?? false,
  description: e.description ?? "",
});

const emptyToNull = (v: string) => (v === "" ? null : v);

type Props = {
  initial: ExperienceDraft;
  submitLabel: string;
  /** Returns the server's message on failure. */
  onSubmit: (experience: Experience) => Promise<string | null>;
  onCancel?: () => void;
  label: string;
};

/** Add or edit one experience, checked with the API's schema. */
export function ExperienceForm({ initial, submitLabel, onSubmit, onCancel, label }: Props) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ExperienceInput, unknown, Experience>({
    resolver: zodResolver(experienceSchema),
    defaultValues: { ...initial, startDate: emptyToNull(initial.startDate), endDate: emptyToNull(initial.endDate) },
  });
  const current = useWatch({ control, name: "current" });
  // A role being written is work like the details form's: leaving or reloading asks first (the form closes once saved).
  useUnsavedWarning(isDirty);
  // Opened by Edit or Add: the first field takes focus, so a keyboard user lands in the form.
  useEffect(() => setFocus("title"), [setFocus]);

  const submit = handleSubmit(async (experience) => {
    const problem = await onSubmit(experience);
    if (problem) setError("root", { message: problem });
  });

  return (
    <form
      method="post"
      onSubmit={submit}
      noValidate
      aria-label={label}
      onKeyDown={(e) => e.key === "Escape" && onCancel?.()}
      className="grid gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2"
    >
      <Field label="Job title" required error={errors.title?.message}>
        {(p) => <Input {...p} {...register("title")} maxLength={EXPERIENCE_MAX.title} />}
      </Field>
      <Field label="Company" required error={errors.company?.message}>
        {(p) => <Input {...p} {...register("company")} maxLength={EXPERIENCE_MAX.company} />}
      </Field>
      <Field label="Location" error={errors.location?.message}>
        {(p) => <Input {...p} {...register("location")} maxLength={EXPERIENCE_MAX.location} />}
      </Field>
      <label className="flex items-center gap-2 self-end pb-2 text-sm text-slate-800">
        <input type="checkbox" {...register("current")} className="size-4 accent-indigo-700" />I work here now
      </label>
      <Field label="Start month" required error={errors.startDate?.message}>
        {(p) => <Input {...p} type="month" {...register("startDate", { setValueAs: emptyToNull })} />}
      </Field>
      {current ? null : (
        <Field label="End month" error={errors.endDate?.message}>
          {(p) => <Input {...p} type="month" {...register("endDate", { setValueAs: emptyToNull })} />}
        </Field>
      )}
      <Field label="What you did" error={errors.description?.message} className="sm:col-span-2">
        {(p) => <Textarea {...p} {...register("description")} rows={3} maxLength={EXPERIENCE_MAX.description} />}
      </Field>
      <FormAlert className="sm:col-span-2">{errors.root?.message}</FormAlert>
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" loading={isSubmitting}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
