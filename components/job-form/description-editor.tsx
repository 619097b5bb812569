"use client";

import { useId, useState, type ComponentPropsWithRef, type KeyboardEvent } from "react";
import { Markdown } from "@/components/assistant/markdown";
import { FieldError } from "@/components/ui/field";
import { focusRing } from "@/components/ui/button-classes";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

type Props = { value: string; error?: string } & Omit<ComponentPropsWithRef<"textarea">, "value">;

/** The description as a markdown textarea with a Write / Preview tab pair. */
export function DescriptionEditor({ value, error, ...textarea }: Props) {
  const id = useId();
  const [tab, setTab] = useState<"write" | "preview">("write");
  const tabClass = (active: boolean) =>
    cn("rounded-t-md px-3 py-1.5 text-sm font-medium", active ? "bg-white text-indigo-800 border border-b-0 border-slate-300" : "text-slate-700", focusRing);
  function switchWithArrows(e: KeyboardEvent<HTMLDivElement>) {
    const next = { ArrowRight: "other", ArrowLeft: "other", Home: "write", End: "preview" }[e.key];
    if (!next) return;
    e.preventDefault();
    const to = next === "other" ? (tab === "write" ? "preview" : "write") : (next as "write" | "preview");
    setTab(to);
    document.getElementById(`${id}-tab-${to}`)?.focus();
  }
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>Description</Label>
      {/* One Tab stop for the pair; the arrow keys (and Home/End) move between them, as a tablist does. */}
      <div role="tablist" aria-label="Description editor" className="flex gap-1 border-b border-slate-300" onKeyDown={switchWithArrows}>
        <button type="button" role="tab" id={`${id}-tab-write`} tabIndex={tab === "write" ? 0 : -1} aria-selected={tab === "write"} aria-controls={`${id}-write`} className={tabClass(tab === "write")} onClick={() => setTab("write")}>
          Write
        </button>
        <button type="button" role="tab" id={`${id}-tab-preview`} tabIndex={tab === "preview" ? 0 : -1} aria-selected={tab === "preview"} aria-controls={`${id}-preview`} className={tabClass(tab === "preview")} onClick={() => setTab("preview")}>
          Preview
        </button>
      </div>
      <div id={`${id}-write`} role="tabpanel" hidden={tab !== "write"}>
        <textarea
          id={id}
          rows={16}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="block w-full rounded-md border border-slate-400 bg-white px-3 py-2 font-mono text-sm text-slate-900 shadow-sm outline-none focus-visible:border-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-600/70"
          {...textarea}
        />
      </div>
      <div id={`${id}-preview`} role="tabpanel" hidden={tab !== "preview"} className="min-h-40 rounded-md border border-slate-300 bg-white p-4">
        {value.trim() ? <Markdown source={value} variant="compact" /> : <p className="text-slate-600">Nothing to preview yet.</p>}
      </div>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
