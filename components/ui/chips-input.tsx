"use client";

import { useId, useState, type KeyboardEvent, type Ref } from "react";
import type { FieldError as FormFieldError } from "react-hook-form";
import { FieldError } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";
import { focusRing } from "@/components/ui/button-classes";
import { useFocusAfterDelete } from "@/components/ui/use-return-focus";

type Props = {
  label: string;
  value: string[];
  onChange: (next: string[]) => void;
  error?: string;
  /** The longest one value may be: typing stops there. */
  maxLength?: number;
  /** The text box, for the form to focus when the list has a problem. */
  ref?: Ref<HTMLInputElement>;
};

/**
 * What to say under a list of values (skills, tags): the list's own problem (too many), else its first
 * value's (too long), which a form's resolver files under the value's index and not on the list.
 */
export function listError(error: FormFieldError | undefined): string | undefined {
  if (!error) return undefined;
  if (error.message) return error.message;
  const items = Object.values(error as unknown as Record<string, FormFieldError | undefined>);
  return items.find((item) => typeof item?.message === "string")?.message;
}

/** A list of short values: Enter (or a comma) adds the typed value, each chip has its own remove button. */
export function ChipsInput({ label, value, onChange, error, maxLength, ref }: Props) {
  const id = useId();
  const [draft, setDraft] = useState("");
  /** Said where the hint is when a value typed is already listed (the box had emptied without a word). */
  const [already, setAlready] = useState<string | null>(null);
  const focusAfter = useFocusAfterDelete(value);
  const removeId = (i: number) => `${id}-remove-${i}`;

  /**
   * Removes a chip; focus goes to the next chip's ×, else the previous one's, else the text box (it fell to
   * <body>). Ids follow the index, so after the removal the next chip's is removeId(index); the first id
   * still on the page wins.
   */
  function remove(index: number) {
    focusAfter([removeId(index), removeId(index - 1), id]);
    onChange(value.filter((_, i) => i !== index));
  }

  function add() {
    const item = draft.trim().replace(/,$/, "").trim();
    if (!item) return;
    const listed = value.find((v) => v.toLowerCase() === item.toLowerCase());
    if (listed) setAlready(`${listed} is already in the list.`);
    else onChange([...value, item]);
    setDraft("");
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === "Enter" || e.key === ",") {
      e.preventDefault();
      add();
    } else if (e.key === "Backspace" && !draft && value.length) {
      onChange(value.slice(0, -1));
    }
  }

  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {value.length ? (
        <ul aria-label={label} className="flex flex-wrap gap-2">
          {value.map((item, index) => (
            // A long word breaks inside its chip instead of widening the form past a phone's screen.
            <li key={item} className="inline-flex max-w-full min-w-0 items-center gap-1 rounded-full bg-indigo-50 py-0.5 pr-0.5 pl-3 text-sm text-indigo-900">
              <span className="min-w-0 [overflow-wrap:anywhere]">{item}</span>
              {/* A 28 px circle: a tap target above WCAG 2.5.8's 24 × 24, the chip only 4 px taller. */}
              <button
                type="button"
                id={removeId(index)}
                aria-label={`Remove ${item}`}
                onClick={() => remove(index)}
                className={cn("inline-flex size-7 shrink-0 items-center justify-center rounded-full text-base text-indigo-900 hover:bg-indigo-100", focusRing)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <Input
        ref={ref}
        id={id}
        value={draft}
        maxLength={maxLength}
        onChange={(e) => {
          setDraft(e.target.value);
          setAlready(null);
        }}
        onKeyDown={onKeyDown}
        onBlur={add}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        aria-invalid={error ? true : undefined}
      />
      <p id={`${id}-hint`} aria-live="polite" className="text-sm text-slate-600">
        {already ?? "Type a value and press Enter to add it."}
      </p>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
