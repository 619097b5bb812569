"use client";

import { useEffect, useRef } from "react";

/**
 * Multi-step forms swap their fields in place; without this, keyboard and screen-reader
 * users would be left on a button that no longer exists. On mount (when `enabled`) it moves
 * focus to the first field of the container.
 */
export function useFocusFirst<T extends HTMLElement>(enabled = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!enabled) return;
    ref.current?.querySelector<HTMLElement>("input:not([type=hidden]):not([aria-hidden=true]), [role=radio]")?.focus();
  }, [enabled]);
  return ref;
}
