"use client";

import { useId, type ReactNode } from "react";
import { cn } from "@/lib/utils";
import { Label } from "./label";

/** Props a control needs so its label, hint and error are announced with it. */
export type FieldControlProps = {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
  "aria-required"?: true;
};

type FieldProps = {
  label: string;
  /** Validation message; rendered below the control and linked to it via aria-describedby. */
  error?: string;
  hint?: ReactNode;
  /** The form refuses to go on without it: screen readers say "required" with the label (the form validates itself, so not `required`). */
  required?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/**
 * A labelled form row. The control is rendered by a function so the ids are wired
 * without cloning elements: <Field label="Email">{(p) => <Input {...p} {...register("email")} />}</Field>
 */
export function Field({ label, error, hint, required, className, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  // While invalid, the error alone describes the control: a hint beside it tends to repeat the rule it broke.
  const describedBy = errorId ?? hintId;
  return (
    <div className={cn("space-y-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, "aria-describedby": describedBy, "aria-invalid": error ? true : undefined, "aria-required": required ? true : undefined })}
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

/** The validation message below a control (`id` is what the control's aria-describedby names); nothing when there is none. */
export function FieldError({ id, children }: { id?: string; children?: string }) {
  return children ? (
    <p id={id} className="text-sm font-medium text-red-700">
      {children}
    </p>
  ) : null;
}

/** A whole form's failure (the server's message), announced when it appears. */
export function FormAlert({ children, className }: { children?: string; className?: string }) {
  return children ? (
    <p role="alert" className={cn("text-sm font-medium text-red-700", className)}>
      {children}
    </p>
  ) : null;
}
