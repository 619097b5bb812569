"use client";

import { useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDelete } from "@/components/ui/confirm-delete";
import { focusAfterRemoving, useFocusAfterDelete, useReturnFocus } from "@/components/ui/use-return-focus";
import { CertificateEditForm, certificateFieldsOf } from "./certificate-edit-form";
import { Field } from "@/components/ui/field";
import { fileInputClasses, Input } from "@/components/ui/input";
import { titleLinkClasses } from "@/components/ui/text-link";
import { cx } from "@/lib/utils";
import { api, apiUpload } from "@/lib/client/api";
import type { CertificateDto } from "@/lib/profiles/load";
import { ACCEPT, limitsText, oversize } from "./file-upload";
import { EMPTY_FILE } from "@/lib/files/limits";
import { useUnsavedWarning } from "@/components/page/use-unsaved-warning";
import { useSave } from "./use-save";
import { flushSync } from "react-dom";

type Problems = { name?: string; file?: string; root?: string };

/** Whether the add form holds anything: a name, a description or a chosen file. */
const hasInput = (form: HTMLFormElement) =>
  [...new FormData(form).values()].some((value) => (typeof value === "string" ? value.trim() !== "" : value.name !== "" || value.size > 0));

/** Spec §5: a certificate needs a file and a name; the description is optional. */
export function CertificatesEditor({ items }: { items: CertificateDto[] }) {
  const { save } = useSave();
  const form = useRef<HTMLFormElement>(null);
  const [problems, setProblems] = useState<Problems>({});
  const [progress, setProgress] = useState<number | null>(null);
  const focusAfterDelete = useFocusAfterDelete(items);
  // The certificate whose name and description are being edited; leaving the form gives focus back to its Edit.
  const [editing, setEditing] = useState<number | null>(null);
  const returnFocusTo = useReturnFocus(editing);
  const closeEdit = () => {
    returnFocusTo(`certificate-edit-${editing}`);
    setEditing(null);
  };
  async function rename(id: number, fields: { name: string; description?: string }) {
    const result = await save(() => api.put(`/web/common/candidate/certificates/${id}`, fields));
    if (!result.ok) return result.message;
    closeEdit();
    return null;
  }
  // Something typed or chosen in the add form and not sent: leaving or reloading asks first.
  const [unsent, setUnsent] = useState(false);
  useUnsavedWarning(unsent);

  async function remove(index: number) {
    const result = await save(() => api.delete(`/web/common/candidate/certificates/${items[index]!.id}`));
    if (result.ok) focusAfterDelete(focusAfterRemoving(items.map((c) => `certificate-delete-${c.id}`), index, "certificates-heading"));
  }

  async function add(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const file = data.get("certificate");
    const fields = certificateFieldsOf(data);
    const next: Problems = {};
    if (!fields.success) next.name = fields.error.issues.find((i) => i.path[0] === "name")?.message;
    // A form with no file chosen sends an empty, nameless one; a chosen file that is empty has its name.
    if (!(file instanceof File) || (file.size === 0 && !file.name)) next.file = "Choose the certificate file.";
    else if (file.size === 0) next.file = EMPTY_FILE;
    else next.file = oversize("certificate", file) ?? undefined;
    // Rendered at once, so that the field focused next is already marked wrong and described by its problem.
    flushSync(() => setProblems(next));
    if (next.name || next.file) {
      form.current?.querySelector<HTMLElement>(next.name ? "[name=name]" : "[name=certificate]")?.focus();
      return;
    }
    setProgress(0);
    const result = await save(() => apiUpload("/web/common/candidate/upload-certificate", data, { onProgress: setProgress }));
    setProgress(null);
    if (result.ok) {
      form.current?.reset();
      setUnsent(false);
    }
    else setProblems({ root: result.message });
  }

  return (
    <div className="space-y-5">
      {items.length ? (
        <ul className="space-y-3" aria-label="Your certificates">
          {items.map((c, index) =>
            editing === c.id ? (
              <li key={c.id}>
                <CertificateEditForm certificate={c} onSave={(fields) => rename(c.id, fields)} onCancel={closeEdit} />
              </li>
            ) : (
              <li key={c.id} className="flex flex-col gap-2 rounded-lg border border-slate-200 p-4 sm:flex-row sm:items-start sm:justify-between">
                <div className="min-w-0 break-words text-sm">
                  <a href={c.file.url} className={cx(titleLinkClasses, "font-semibold")}>
                    {c.name}
                  </a>
                  {c.description ? <p className="text-slate-600">{c.description}</p> : null}
                </div>
                <div className="flex gap-2">
                  <Button id={`certificate-edit-${c.id}`} size="sm" variant="outline" aria-label={`Edit certificate ${c.name}`} onClick={() => setEditing(c.id)}>
                    Edit
                  </Button>
                  <ConfirmDelete id={`certificate-delete-${c.id}`} label={`Delete certificate ${c.name}`} onConfirm={() => void remove(index)} />
                </div>
              </li>
            ),
          )}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">No certificates yet.</p>
      )}
      <form ref={form} method="post" encType="multipart/form-data" onSubmit={add} onChange={(e) => setUnsent(hasInput(e.currentTarget))} noValidate aria-label="Add a certificate" className="grid grid-cols-1 gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2">
        <Field label="Certificate name" required error={problems.name}>
          {(p) => <Input {...p} name="name" maxLength={200} />}
        </Field>
        <Field label="Description (optional)">{(p) => <Input {...p} name="description" maxLength={1000} />}</Field>
        <Field label="Certificate file" required hint={limitsText("certificate")} error={problems.file} className="sm:col-span-2">
          {(p) => <input {...p} type="file" name="certificate" accept={ACCEPT.certificate} className={fileInputClasses} />}
        </Field>
        {progress !== null ? <progress className="h-2 w-full max-w-xs accent-indigo-700 sm:col-span-2" max={1} value={progress} aria-label="Uploading certificate" /> : null}
        {problems.root ? (
          <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
            {problems.root}
          </p>
        ) : null}
        <div className="sm:col-span-2">
          <Button type="submit" loading={progress !== null}>
            Add certificate
          </Button>
        </div>
      </form>
    </div>
  );
}
