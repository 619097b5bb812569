"use client";

import { useEffect, useRef } from "react";

const FIELDS = "input:not([type=hidden]):not([aria-hidden=true]), [role=radio]";

/** A radio needs a choice while its group has none checked; any other field while it is empty. */
function needsInput(field: HTMLElement): boolean {
  if (field.getAttribute("role") === "radio") {
    return !field.closest("[role=radiogroup]")?.querySelector("[role=radio][aria-checked=true]");
  }
  return field instanceof HTMLInputElement && field.value === "";
}

/**
 * Multi-step forms swap their fields in place; without this, keyboard and screen-reader
 * users would be left on a button that no longer exists. On mount (when `enabled`) it moves
 * focus to the first field still to fill — a step restored with its earlier answers waits at
 * the one left (the password after a reload) — or to the first field when all are filled.
 */
export function useFocusFirst<T extends HTMLElement>(enabled = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!enabled || !ref.current) return;
    const fields = [...ref.current.querySelectorAll<HTMLElement>(FIELDS)];
    (fields.find(needsInput) ?? fields[0])?.focus();
  }, [enabled]);
  return ref;
}
