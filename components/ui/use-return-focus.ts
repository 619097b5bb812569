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

/**
 * After a delete, focus goes to what took the item's place, never to `<body>`: call the returned function
 * with candidate ids once the server said yes; when `items` next changes (the refreshed list arrives,
 * without the item), the first of them on the page takes focus.
 */
export function useFocusAfterDelete(items: unknown): (ids: string[]) => void {
  const target = useRef<string[] | null>(null);
  useEffect(() => {
    const ids = target.current;
    target.current = null;
    ids?.map((id) => document.getElementById(id)).find((el) => el !== null)?.focus();
  }, [items]);
  return (ids: string[]) => {
    target.current = ids;
  };
}

/** Where focus goes once item `index` of a list is deleted: the next item's control, else the previous one's, else the fallbacks. */
export const focusAfterRemoving = (ids: string[], index: number, ...fallbacks: string[]): string[] =>
  [ids[index + 1], ids[index - 1], ...fallbacks].filter((id): id is string => id !== undefined);
