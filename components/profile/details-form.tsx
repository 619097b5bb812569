"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useImperativeHandle, useMemo, type Ref } from "react";
import { Controller, useForm, type FieldValues, type Path } from "react-hook-form";
import type { z } from "zod";
import { ChipsInput, listError } from "@/components/ui/chips-input";
import { Button } from "@/components/ui/button";
import { Field, FormAlert } from "@/components/ui/field";
import { selectClasses } from "@/components/ui/select-classes";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useServerFilled } from "@/components/page/server-filled";
import { useUnsavedWarning } from "@/components/page/use-unsaved-warning";
import { api } from "@/lib/client/api";
import type { TypeProfile } from "@/lib/profiles/load";
import { PROFILE_UPDATED } from "@/lib/profiles/messages";
import { agencyFieldsSchema, candidateFieldsSchema, COMPANY_SIZES, companyFormSchema, INDUSTRIES, isListedIndustry, MAX_ABOUT, MAX_SUMMARY, sizeOfHeadcount } from "@/lib/profiles/schemas";
import { TAG_MAX } from "@/lib/validation/limits";
import { mergeSaved } from "./saved-fields";
import { useSave } from "./use-save";

type Kind = TypeProfile["kind"];
/** `savedIndustry`: the company's stored industry, which may predate the list (companyFormSchema). */
const schemaFor = (kind: Kind, savedIndustry: string) =>
  kind === "company" ? companyFormSchema(savedIndustry) : kind === "agency" ? agencyFieldsSchema : candidateFieldsSchema;

type FieldSpec = {
  name: string;
  label: string;
  kind?: "text" | "long" | "chips" | "count" | "size" | "industry" | "check";
  hint?: string;
  max?: number;
  /** The schema refuses it empty. */
  required?: true;
};

/** Which fields each type's form shows, in order (the schemas in lib/profiles/schemas.ts check them). */
const FIELDS: Record<Kind, FieldSpec[]> = {
  candidate: [
    { name: "name", label: "Full name", required: true },
    { name: "headline", label: "Headline", hint: "e.g. Senior backend engineer · Go, Postgres" },
    { name: "location", label: "Location", hint: "City and country" },
    { name: "profileSummary", label: "Summary", kind: "long", max: MAX_SUMMARY, hint: "A few lines recruiters read first." },
    { name: "skills", label: "Skills", kind: "chips" },
    { name: "publicProfile", label: "Let search engines and visitors who are not signed in see my profile", kind: "check" },
  ],
  company: [
    { name: "companyName", label: "Company name", required: true },
    { name: "name", label: "Your name", hint: "The account holder's name. Chat, job posts and your company page show the company name.", required: true },
    { name: "industry", label: "Industry", kind: "industry" },
    { name: "website", label: "Website", hint: "https://…" },
    { name: "numberOfEmployees", label: "Number of employees", kind: "count" },
    { name: "companySize", label: "Company size", kind: "size", hint: "Follows the number of employees when that is given." },
    { name: "location", label: "Location" },
    { name: "about", label: "About", kind: "long", max: MAX_ABOUT, hint: "Markdown: **bold**, lists and links." },
  ],
  agency: [
    { name: "agencyName", label: "Agency name", required: true },
    { name: "name", label: "Your name", hint: "Shown as the recruiter in the recruiter directories, beside the agency. Chat and job posts show the agency name.", required: true },
    { name: "specialties", label: "Specialisms", kind: "chips" },
    { name: "candidatesPlaced", label: "Candidates placed", kind: "count" },
    { name: "recruiterDegree", label: "Recruiter degree or certification" },
    { name: "yearsInBusiness", label: "Years in business", kind: "count" },
    { name: "website", label: "Website", hint: "https://…" },
    { name: "location", label: "Location" },
    { name: "about", label: "About", kind: "long", max: MAX_ABOUT, hint: "Markdown: **bold**, lists and links." },
  ],
};

/** A number input's value: empty is null (the default value arrives as null or a number, typed input as text). */
const countValue = (v: unknown) => (v === null || v === undefined || String(v).trim() === "" ? null : Number(v));

/** What the page tells the form: fields the server saved elsewhere (a resume proposal accepted). */
export type DetailsFormHandle = { applySaved: (saved: Record<string, unknown>) => void };

/** The profile's own fields for any type: validated with the API's schema, saved with PUT updateProfile. */
export function DetailsForm({ kind, values, ref }: { kind: Kind; values: Record<string, unknown>; ref?: Ref<DetailsFormHandle> }) {
  // Built once per saved industry: the page passes a new `values` object on every render.
  const savedIndustry = String(values.industry ?? "");
  const schema = useMemo(() => schemaFor(kind, savedIndustry), [kind, savedIndustry]) as unknown as z.ZodType<FieldValues, FieldValues>;
  const { save } = useSave();
  const form = useForm<FieldValues>({ resolver: zodResolver(schema), defaultValues: values });
  const field = useServerFilled(form);
  const {
    control,
    handleSubmit,
    setError,
    getValues,
    setValue,
    resetField,
    formState: { errors, isSubmitting, isDirty, dirtyFields, defaultValues },
    reset,
  } = form;
  useUnsavedWarning(isDirty);

  // The saved value becomes the field's baseline, so "Save profile" cannot put back what the form held
  // before; the user's unsaved edits stay (in that field as mergeSaved says, in the others untouched).
  useImperativeHandle(ref, () => ({
    applySaved: (saved) => {
      for (const [name, value] of Object.entries(saved)) {
        const next = mergeSaved(getValues(name), defaultValues?.[name], value);
        resetField(name, { defaultValue: value });
        setValue(name, next, { shouldDirty: true });
      }
    },
  }));

  const onSubmit = handleSubmit(async (data) => {
    // Only what changed: a concurrent edit of another field elsewhere is not overwritten.
    const changed = Object.fromEntries(Object.keys(dirtyFields).map((k) => [k, data[k]]));
    const result = await save(() => api.put("/web/common/profile/updateProfile", changed), PROFILE_UPDATED);
    if (result.ok) reset(data);
    else setError("root", { message: result.message });
  });

  // A company's size follows the headcount typed (the server decides it so too, lib/profiles/update.ts).
  const sizeFollows = (e: { target: { value: string } }) => {
    const employees = countValue(e.target.value);
    if (employees !== null && Number.isInteger(employees) && employees >= 0) setValue("companySize", sizeOfHeadcount(employees), { shouldDirty: true });
  };

  const error = (name: string) => errors[name]?.message as string | undefined;
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-5 sm:grid-cols-2" aria-label="Profile details">
      {FIELDS[kind].map((f) => {
        const wide = f.kind === "long" || f.kind === "chips" || f.kind === "check" ? "sm:col-span-2" : "";
        if (f.kind === "chips") {
          return (
            <div key={f.name} className={wide}>
              <Controller
                control={control}
                name={f.name as Path<FieldValues>}
                render={({ field, fieldState }) => (
                  <ChipsInput
                    label={f.label}
                    value={(field.value as string[]) ?? []}
                    onChange={field.onChange}
                    ref={field.ref}
                    maxLength={TAG_MAX}
                    error={listError(fieldState.error)}
                  />
                )}
              />
            </div>
          );
        }
        if (f.kind === "check") {
          return (
            // The hint describes the box, it is not its name ("…headline only" made it answer to "Headline" too).
            <div key={f.name} className={`${wide} flex items-start gap-3 text-sm text-slate-800`}>
              <input id={`profile-${f.name}`} type="checkbox" {...field(f.name)} aria-describedby={`profile-${f.name}-hint`} className="mt-0.5 size-4 accent-indigo-700" />
              <div>
                <label htmlFor={`profile-${f.name}`}>{f.label}</label>
                <p id={`profile-${f.name}-hint`} className="text-slate-600">
                  Off: they see your name, photo and headline only. Recruiters you apply to always see everything.
                </p>
              </div>
            </div>
          );
        }
        return (
          <Field key={f.name} label={f.label} hint={f.hint} required={f.required} error={error(f.name)} className={wide}>
            {(p) =>
              f.kind === "long" ? (
                <Textarea {...p} {...field(f.name)} rows={f.name === "about" ? 8 : 4} maxLength={f.max} />
              ) : f.kind === "size" ? (
                <select {...p} {...field(f.name)} className={selectClasses}>
                  <option value="">Not given</option>
                  {COMPANY_SIZES.map((s) => (
                    <option key={s.value} value={s.value}>
                      {s.label}
                    </option>
                  ))}
                </select>
              ) : f.kind === "industry" ? (
                <select {...p} {...field(f.name)} className={selectClasses}>
                  <option value="">Not given</option>
                  {INDUSTRIES.map((i) => (
                    <option key={i}>{i}</option>
                  ))}
                  {/* A value saved before the list (free text) shows as it is and may stay (companyFormSchema). */}
                  {savedIndustry && !isListedIndustry(savedIndustry) ? <option>{savedIndustry}</option> : null}
                </select>
              ) : f.kind === "count" ? (
                <Input {...p} type="number" min={0} inputMode="numeric" {...field(f.name, { setValueAs: countValue, onChange: f.name === "numberOfEmployees" ? sizeFollows : undefined })} />
              ) : (
                <Input {...p} {...field(f.name)} />
              )
            }
          </Field>
        );
      })}
      <FormAlert className="sm:col-span-2">{errors.root?.message}</FormAlert>
      <div className="sm:col-span-2">
        <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
          Save profile
        </Button>
      </div>
    </form>
  );
}
