"use client";

import { useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import type { CertificateDto } from "@/lib/profiles/load";
import { certificateFieldsSchema } from "@/lib/profiles/schemas";

type Props = {
  certificate: CertificateDto;
  /** Sends the new name and description; resolves to the server's refusal, or null once saved. */
  onSave: (fields: { name: string; description?: string }) => Promise<string | null>;
  onCancel: () => void;
};

/** A certificate form's name and description, checked as the server checks them (an empty description is none). */
export const certificateFieldsOf = (data: FormData) =>
  certificateFieldsSchema.safeParse({ name: data.get("name"), description: data.get("description") || undefined });

/**
 * A certificate's name and description, edited in its row (its file stays: a new file is a new
 * certificate). Focus starts in the name; Escape or Cancel leaves without a change.
 */
export function CertificateEditForm({ certificate, onSave, onCancel }: Props) {
  const [problem, setProblem] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const fields = certificateFieldsOf(new FormData(e.currentTarget));
    if (!fields.success) {
      // Rendered at once, so the name is already marked wrong and described when it takes focus.
      flushSync(() => setProblem(fields.error.issues[0]?.message));
      e.currentTarget.querySelector<HTMLElement>("[name=name]")?.focus();
      return;
    }
    setSaving(true);
    const refused = await onSave(fields.data);
    setSaving(false);
    setProblem(refused ?? undefined);
  }

  return (
    <form
      method="post"
      noValidate
      onSubmit={submit}
      onKeyDown={(e) => e.key === "Escape" && onCancel()}
      aria-label={`Edit certificate ${certificate.name}`}
      className="grid grid-cols-1 gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2"
    >
      <Field label="Certificate name" required error={problem}>
        {(p) => <Input {...p} name="name" maxLength={200} defaultValue={certificate.name} autoFocus />}
      </Field>
      <Field label="Description (optional)">{(p) => <Input {...p} name="description" maxLength={1000} defaultValue={certificate.description ?? ""} />}</Field>
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" loading={saving}>
          Save certificate
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
