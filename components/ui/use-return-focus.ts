"use client";

import { useEffect, useRef } from "react";

/**
 * Gives focus back to the control that opened an inline form once the form is gone (`editing`
 * back to null): call the returned function with that control's id just before closing.
 */
export function useReturnFocus(editing: unknown): (id: string) => void {
  const target = useRef<string | null>(null);
  useEffect(() => {
    if (editing !== null || !target.current) return;
    document.getElementById(target.current)?.focus();
    target.current = null;
  }, [editing]);
  return (id: string) => {
    target.current = id;
  };
}
