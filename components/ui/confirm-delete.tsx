"use client";

import { useEffect, useRef, useState } from "react";
import { Button } from "./button";

type Props = {
  /** The accessible name of the first button, naming what goes ("Delete Engineer at Acme"). */
  label: string;
  /** Runs on the second, confirming click. */
  onConfirm: () => void;
  /** The Delete button's id, for a list to move focus to it (the next item's, after one is deleted). */
  id?: string;
  /** What the buttons say, when it is not "Delete" ("Withdraw": "Withdraw?", "Yes, withdraw"). */
  verb?: string;
  /** The confirmed action is under way: Yes shows it and takes no second click. */
  busy?: boolean;
  /** The first button's look: quiet in an editor's row (ghost), a visible button on a card (outline). */
  look?: "ghost" | "outline";
};

/**
 * Delete (or another action that cannot be undone, `verb`) in two steps, in place: the first click asks ("Delete?" with Yes and Cancel, focus on Yes),
 * the second does it; Cancel or Escape puts the Delete button back, focused. Nothing is lost to a stray click.
 */
export function ConfirmDelete({ label, onConfirm, id, verb = "Delete", busy = false, look = "ghost" }: Props) {
  const [asking, setAsking] = useState(false);
  const yes = useRef<HTMLButtonElement>(null);
  const start = useRef<HTMLButtonElement>(null);
  const returning = useRef(false);
  useEffect(() => {
    if (asking) yes.current?.focus();
    else if (returning.current) start.current?.focus();
  }, [asking]);
  const cancel = () => {
    returning.current = true;
    setAsking(false);
  };
  if (!asking) {
    return (
      <Button ref={start} id={id} size="sm" variant={look} aria-label={label} onClick={() => setAsking(true)}>
        {verb}
      </Button>
    );
  }
  return (
    <span role="group" aria-label={`${label}?`} className="flex flex-wrap items-center gap-1" onKeyDown={(e) => e.key === "Escape" && cancel()}>
      {/* On a phone the question is the group's name only, so the two buttons keep one line. */}
      <span className="sr-only text-sm text-slate-700 sm:not-sr-only">{verb}?</span>
      <Button ref={yes} size="sm" variant="danger" loading={busy} onClick={onConfirm}>
        Yes, {verb.toLowerCase()}
      </Button>
      <Button size="sm" variant="ghost" onClick={cancel}>
        Cancel
      </Button>
    </span>
  );
}
