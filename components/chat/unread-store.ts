import { useSyncExternalStore } from "react";

/**
 * The signed-in user's unread total, shared by the header's two places for it: the Chat link's badge
 * (components/chat/unread-badge.tsx, which reads and follows the total and is its only writer) and
 * the phone's closed Menu button, which would otherwise hide it. 0 on the server and until read.
 */
let total = 0;
const listeners = new Set<() => void>();

export function setUnreadTotal(next: number): void {
  if (next === total) return;
  total = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUnreadTotal(): number {
  return useSyncExternalStore(subscribe, () => total, () => 0);
}
