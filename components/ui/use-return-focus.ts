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

/**
 * Keeps focus in a box whose items go away as they are used (accepted, dropped): when the focused
 * control has left the page (focus fell to `<body>`) after `items` changed, the box itself takes focus.
 * Spread the returned props on the box (it becomes focusable by script only, `tabIndex={-1}`).
 */
export function useFocusStaysWithin<T extends HTMLElement>(items: unknown) {
  const box = useRef<T>(null);
  const inside = useRef(false);
  useEffect(() => {
    const active = document.activeElement;
    if (inside.current && (active === null || active === document.body)) box.current?.focus();
  }, [items]);
  return {
    ref: box,
    tabIndex: -1,
    onFocus: () => {
      inside.current = true;
    },
    onBlur: (e: { relatedTarget: EventTarget | null }) => {
      // Focus moved elsewhere on the page (not lost with a removed control): stop following it.
      if (e.relatedTarget instanceof Node && !box.current?.contains(e.relatedTarget)) inside.current = false;
    },
  };
}
