"use client";

import { useEffect, useSyncExternalStore } from "react";
import { Announcer } from "./announcer";

/**
 * One polite live region for the whole site, mounted once in the root layout so it outlives the
 * pages under it. A page's own region is of no use where the page itself is replaced: a filter form
 * submitted (a full load) or a list link followed (the loading screen swaps the page) brings a new
 * region that already holds its text, and a region that appears with its text is not read out.
 * A page says what changed with <Announce text=…>: the text goes into this region after the page
 * is on screen, and leaves it with the page.
 */
let message = "";
const listeners = new Set<() => void>();
const set = (text: string) => {
  message = text;
  for (const l of listeners) l();
};

function announce(text: string): () => void {
  // The same text again (the same count after another filter) is cleared first, so it changes and is read.
  if (message !== text) {
    set(text);
    return () => undefined;
  }
  set("");
  const later = setTimeout(() => set(text), 50);
  return () => clearTimeout(later);
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export function PageAnnouncer() {
  const text = useSyncExternalStore(
    subscribe,
    () => message,
    () => "",
  );
  return <Announcer>{text}</Announcer>;
}

/** Says `text` through the site's live region once this is on screen (and again whenever it changes). */
export function Announce({ text }: { text: string }) {
  useEffect(() => {
    const cancel = announce(text);
    return () => {
      cancel();
      if (message === text) set("");
    };
  }, [text]);
  return null;
}
