"use client";

import { useId } from "react";
import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";
import { RadioCard, RadioGroup } from "@/components/ui/radio-group";
import { FieldError } from "@/components/ui/field";

/** The three account types as the forms offer them (spec §3 spelling in `value`). */
const ACCOUNT_TYPE_OPTIONS = [
  { value: "CANDIDATE", label: "Candidate", description: "Find jobs, apply and follow your applications." },
  { value: "COMPANY", label: "Company", description: "Post jobs for your own company and review applicants." },
  {
    value: "RECRUIMENTAGENCY",
    label: "Recruitment agency",
    description: "Post and fill jobs on behalf of your clients.",
  },
] as const;

type AccountTypeFieldProps<T extends FieldValues> = { control: Control<T>; name: Path<T>; error?: string };

/** The account-type choice: a radio group named "Account type" with options Candidate, Company, Recruitment agency. */
export function AccountTypeField<T extends FieldValues>({ control, name, error }: AccountTypeFieldProps<T>) {
  const id = useId();
  return (
    <div className="space-y-2">
      <p id={`${id}-label`} className="text-sm font-medium text-slate-900">
        Account type
      </p>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <RadioGroup
            aria-labelledby={`${id}-label`}
            aria-required
            aria-describedby={error ? `${id}-error` : undefined}
            aria-invalid={error ? true : undefined}
            value={typeof field.value === "string" ? field.value : ""}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
          >
            {ACCOUNT_TYPE_OPTIONS.map((option) => (
              <RadioCard
                key={option.value}
                id={`${id}-${option.value}`}
                value={option.value}
                label={option.label}
                description={option.description}
              />
            ))}
          </RadioGroup>
        )}
      />
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
