"use client";

import { usePathname } from "next/navigation";
import { useEffect, useMemo, useRef } from "react";
import { useAuth } from "@/components/auth/auth-provider";
import { useRealtime } from "@/lib/realtime/client";
import { channels, chatApi, UNREAD_EVENT } from "./chat-api";
import type { ConversationEvent } from "./types";
import { setUnreadTotal, useUnreadTotal } from "./unread-store";

/**
 * The header's unread count: read at load (and on each page change and when the
 * tab returns), then kept current by the user's channel and the chat screen. A
 * read that answers after a newer total arrived (a live event, the chat screen's)
 * is dropped: it was counted before that total. The total is kept in ./unread-store.ts, which the
 * phone's Menu button reads too; signing out (this badge leaves the header) sets it back to 0.
 */
export function UnreadBadge() {
  const { user, status } = useAuth();
  const pathname = usePathname();
  const count = useUnreadTotal();
  /** Totals taken from events so far: a read started before the latest of them is older than it. */
  const totals = useRef(0);
  const setTotal = (total: number) => {
    totals.current += 1;
    setUnreadTotal(total);
  };
  const userId = status === "authenticated" && user?.userType ? user.id : null;

  useEffect(() => () => setUnreadTotal(0), []);

  useEffect(() => {
    if (userId === null) return;
    let live = true;
    const read = () => {
      const before = totals.current;
      return chatApi.unread().then(
        (a) => live && totals.current === before && setUnreadTotal(a.unread),
        () => undefined,
      );
    };
    void read();
    const onVisible = () => document.visibilityState === "visible" && void read();
    const onUnread = (e: Event) => setTotal(Number((e as CustomEvent<number>).detail) || 0);
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener(UNREAD_EVENT, onUnread);
    return () => {
      live = false;
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener(UNREAD_EVENT, onUnread);
    };
  }, [userId, pathname]);

  const subscribed = useMemo(() => (userId === null ? [] : [channels.user(userId)]), [userId]);
  useRealtime(subscribed, (event) => {
    const total = (event.data as ConversationEvent | null)?.unreadTotal;
    if (event.type === "conversation" && typeof total === "number") setTotal(total);
  });

  if (userId === null || count === 0) return null;
  // In the desktop row the count sits on the link's corner, out of the flow: it arrives after the
  // page is drawn, and widening the link would move the whole right-aligned row. In the phone's menu
  // (hidden until opened, by which time the count is there) it follows the word.
  return (
    <span
      className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-indigo-700 px-1.5 text-xs font-semibold text-white md:absolute md:-top-1.5 md:-right-1.5 md:ml-0 md:ring-2 md:ring-white"
      data-testid="chat-unread-badge"
    >
      {count > 99 ? "99+" : count}
      <span className="sr-only"> unread {count === 1 ? "message" : "messages"}</span>
    </span>
  );
}
