"use client";

import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { Announcer } from "@/components/ui/announcer";
import { Button } from "@/components/ui/button";
import { focusRing } from "@/components/ui/button-classes";
import { LocalTime } from "@/components/ui/local-time";
import { useFocusStaysWithin } from "@/components/ui/use-return-focus";
import { cn } from "@/lib/utils";
import { arrivalText } from "./arrivals";
import { MessageText } from "./message-text";
import { RESENT_WHEN_BACK, type ThreadMessage } from "./thread-state";

type Props = {
  label: string;
  messages: ThreadMessage[];
  meId: number | null;
  /** Show each sender's name (the global room). */
  showNames: boolean;
  /** The first page: until it has arrived an empty thread is not known to be empty (and after a failure it is not). */
  status: "loading" | "loaded" | "failed";
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry: (clientId: string) => void;
};

/**
 * The thread, oldest at the top. Older pages are loaded upwards without moving
 * what is on screen; a new message scrolls down only if the reader was at the bottom.
 * The log itself is not live (opening a thread, or loading older messages, would read them all
 * out): an announcer reads only what others send while the thread is open.
 */
export function MessageList({ label, messages, meId, showNames, status, hasOlder, loadingOlder, onLoadOlder, onRetry }: Props) {
  // "Load older messages" leaves once the first message is reached, and "Retry" once pressed: focus stays in the thread, not on <body>.
  const keepFocus = useFocusStaysWithin<HTMLDivElement>(`${messages.length} ${hasOlder} ${loadingOlder}`);
  const box = useRef<HTMLDivElement>(null);
  const previous = useRef({ first: "", last: "", height: 0, atBottom: true });

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const first = messages[0]?.key ?? "";
    const last = messages.at(-1)?.key ?? "";
    const before = previous.current;
    if (first !== before.first && last === before.last && before.height) el.scrollTop += el.scrollHeight - before.height;
    else if (last !== before.last && (before.atBottom || messages.at(-1)?.sender.id === meId)) el.scrollTop = el.scrollHeight;
    previous.current = { first, last, height: el.scrollHeight, atBottom: before.atBottom };
  }, [messages, meId]);

  // A box that gets its size later keeps the newest message in view if the reader was there: on a phone the
  // global room loads while hidden behind the conversation list (no size, so no scrolling), and is shown when
  // tapped; a phone's keyboard shrinks the box too.
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const observer = new ResizeObserver(() => {
      if (previous.current.atBottom) el.scrollTop = el.scrollHeight;
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const arrived = useArrivals(messages, meId, status === "loaded");

  const onScroll = () => {
    const el = box.current;
    if (el) previous.current.atBottom = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
  };

  return (
    <>
      <Announcer>{arrived}</Announcer>
      {/* relative: the box is where its sr-only labels ("You") are placed, so they scroll and clip with it; placed
          by the page instead, a long conversation's labels stretched the page far below its footer. */}
      <div ref={box} onScroll={onScroll} className="relative min-h-0 flex-1 overflow-y-auto bg-slate-50 px-3 py-4 sm:px-4" role="log" aria-live="off" aria-label={label} tabIndex={0}>
        <div {...keepFocus} className={cn("rounded-lg", focusRing)}>
          {hasOlder ? (
            <div className="mb-3 flex justify-center">
              <Button variant="outline" size="sm" loading={loadingOlder} onClick={onLoadOlder}>
                Load older messages
              </Button>
            </div>
          ) : null}
          {messages.length === 0 && status === "loaded" ? <p className="py-10 text-center text-sm text-slate-600">No messages yet. Say hello!</p> : null}
          {messages.length === 0 && status === "loading" ? (
            <p role="status" className="py-10 text-center text-sm text-slate-600">
              Loading messages…
            </p>
          ) : null}
          <ol className="space-y-3">
            {messages.map((m) => {
              const mine = m.sender.id === meId;
              return (
                <li key={m.key} className={cn("flex flex-col", mine ? "items-end" : "items-start")} data-testid="chat-message" data-status={m.status}>
                  {/* Who wrote it, for everyone: on screen the side tells the user's own messages apart, and a private thread's other person is known. */}
                  <span className={showNames && !mine ? "mb-0.5 text-xs font-semibold text-slate-700" : "sr-only"}>{mine ? "You" : m.sender.name}</span>
                  <div className={cn("max-w-[85%] rounded-2xl px-3 py-2 text-sm shadow-sm sm:max-w-[70%]", mine ? "bg-indigo-700 text-white" : "border border-slate-200 bg-white text-slate-900", m.status === "failed" && "bg-red-50 text-red-900 ring-1 ring-red-300")}>
                    <MessageText text={m.content} />
                  </div>
                  <span className="mt-0.5 text-xs text-slate-600">
                    {m.status === "pending" ? "Sending…" : m.status === "failed" ? null : <LocalTime iso={m.createdAt} style="dateTime" />}
                  </span>
                  {m.status === "failed" ? (
                    <span className="mt-0.5 flex max-w-[85%] items-center gap-2 text-xs text-red-800 sm:max-w-[70%]" role="alert">
                      Not sent: {m.error}
                      {m.unanswered ? ` ${RESENT_WHEN_BACK}` : null}
                      <Button variant="link" size="sm" onClick={() => m.clientId && onRetry(m.clientId)}>
                        Retry
                      </Button>
                    </span>
                  ) : null}
                </li>
              );
            })}
          </ol>
        </div>
      </div>
    </>
  );
}

/** The text for the announcer: messages from others that arrived since the thread was loaded (./arrivals.ts). */
function useArrivals(messages: ThreadMessage[], meId: number | null, loaded: boolean): string {
  const lastKey = messages.at(-1)?.key ?? "";
  const [seen, setSeen] = useState({ lastKey, loaded, text: "" });
  if (seen.lastKey !== lastKey || seen.loaded !== loaded) {
    // Adjusting state while rendering: only a change at the end of an already loaded thread is an arrival.
    setSeen({ lastKey, loaded, text: seen.loaded && loaded ? arrivalText(messages, seen.lastKey, meId) : "" });
  }
  return seen.text;
}
