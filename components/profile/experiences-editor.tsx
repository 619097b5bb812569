"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDelete } from "@/components/ui/confirm-delete";
import { focusAfterRemoving, useFocusAfterDelete, useReturnFocus } from "@/components/ui/use-return-focus";
import { api } from "@/lib/client/api";
import type { ExperienceDto } from "@/lib/profiles/load";
import type { Experience } from "@/lib/profiles/schemas";
import { ExperienceForm, toDraft } from "./experience-form";
import { ExperienceHeading } from "./profile-parts";
import { useSave } from "./use-save";

const BASE = "/web/common/candidate";

/** Experiences, ordered as the profile shows them (current first, then newest); add, edit and delete each. */
export function ExperiencesEditor({ items }: { items: ExperienceDto[] }) {
  const { save } = useSave();
  const [editing, setEditing] = useState<number | "new" | null>(null);
  // Leaving a form (saved, Cancel or Escape) gives focus back to the button that opened it.
  const returnFocusTo = useReturnFocus(editing);
  const close = () => {
    returnFocusTo(editing === "new" ? "experience-add" : `experience-edit-${editing}`);
    setEditing(null);
  };

  const focusAfterDelete = useFocusAfterDelete(items);
  const remove = async (index: number) => {
    const result = await save(() => api.delete(`${BASE}/experiences/${items[index]!.id}`));
    if (result.ok) focusAfterDelete(focusAfterRemoving(items.map((e) => `experience-delete-${e.id}`), index, "experience-add", "experience-heading"));
  };

  const submit = (call: () => Promise<{ message?: string }>) => async () => {
    const result = await save(call);
    if (result.ok) close();
    return result.ok ? null : result.message;
  };

  return (
    <div className="space-y-4">
      {items.length ? (
        <ol className="space-y-3" aria-label="Your experience">
          {items.map((e, index) =>
            editing === e.id ? (
              <li key={e.id}>
                <ExperienceForm
                  label={`Edit ${e.title} at ${e.company}`}
                  initial={toDraft(e)}
                  submitLabel="Save experience"
                  onSubmit={(x: Experience) => submit(() => api.put(`${BASE}/experiences/${e.id}`, x))()}
                  onCancel={close}
                />
              </li>
            ) : (
              <li key={e.id} className="flex flex-col gap-2 rounded-lg border border-slate-200 p-4 sm:flex-row sm:items-start sm:justify-between">
                <ExperienceHeading e={e} />
                <div className="flex gap-2">
                  <Button id={`experience-edit-${e.id}`} size="sm" variant="outline" onClick={() => setEditing(e.id)} aria-label={`Edit ${e.title} at ${e.company}`}>
                    Edit
                  </Button>
                  <ConfirmDelete id={`experience-delete-${e.id}`} label={`Delete ${e.title} at ${e.company}`} onConfirm={() => void remove(index)} />
                </div>
              </li>
            ),
          )}
        </ol>
      ) : (
        <p className="text-sm text-slate-600">No experience yet: add your roles, or upload a resume and accept what we read from it.</p>
      )}
      {editing === "new" ? (
        <ExperienceForm
          label="Add an experience"
          initial={toDraft({})}
          submitLabel="Add experience"
          onSubmit={(x: Experience) => submit(() => api.post(`${BASE}/upload-experiences`, x))()}
          onCancel={close}
        />
      ) : (
        <Button id="experience-add" variant="outline" onClick={() => setEditing("new")}>
          Add experience
        </Button>
      )}
    </div>
  );
}
