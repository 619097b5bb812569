"use client";

import { useEffect, useRef } from "react";
import { Announcer } from "@/components/ui/announcer";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils";
import { Markdown } from "./markdown";
import { useReplyAnnouncement } from "./reply-announcement";
import type { ChatMessage } from "./types";

type Props = {
  messages: ChatMessage[];
  canLoadEarlier: boolean;
  loadingEarlier: boolean;
  onLoadEarlier: () => void;
};

const LABELS: Record<ChatMessage["type"], string> = {
  question: "You",
  answer: "Assistant",
  markdown: "Job description",
  questions: "Interview questions",
};

/**
 * The conversation: user messages on the right, the assistant's on the left, all as
 * sanitised markdown (lib/markdown/render.ts). Scrolling to the top loads older messages.
 * The log is not live: it would read a chat's whole history when it is opened, and a reply
 * piece by piece as it streams in. An announcer says that the assistant is thinking, then
 * reads the reply once it is complete (./reply-announcement.ts).
 */
export function MessageList({ messages, canLoadEarlier, loadingEarlier, onLoadEarlier }: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  const last = messages[messages.length - 1];
  const lastKey = last ? `${last.key}:${last.content.length}` : "";

  // Follow the newest message (not when older ones are prepended: the last one is unchanged then).
  useEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lastKey]);

  const announced = useReplyAnnouncement(messages);

  return (
    <>
      <Announcer>
        {announced === "thinking" ? "The assistant is thinking…" : announced ? <ReplyAnnouncement message={announced} /> : null}
      </Announcer>
      <div
        ref={scroller}
        // A scrolling box is a Tab stop of its own, so the conversation can be scrolled back by keyboard (axe: scrollable-region-focusable).
        role="region"
        aria-label="Conversation with the assistant"
        tabIndex={0}
        // Bounded on phones and tablets too (the lg layout bounds the whole section): a box as tall as the whole
        // conversation would push the message box, and the reply just asked for, below the screen's edge.
        className="relative max-h-[60dvh] flex-1 space-y-4 overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-4 lg:max-h-none"
        onScroll={(e) => {
          if (e.currentTarget.scrollTop === 0 && canLoadEarlier && !loadingEarlier) onLoadEarlier();
        }}
      >
        {canLoadEarlier ? (
          <div className="flex justify-center">
            <Button variant="outline" size="sm" loading={loadingEarlier} onClick={onLoadEarlier}>
              Load earlier messages
            </Button>
          </div>
        ) : null}
        {messages.length === 0 ? (
          <p className="text-slate-600">
            Tell the assistant which role you are hiring for — for example “We&apos;re hiring a Senior Backend Engineer”. It asks one
            question at a time and drafts the job post for you.
          </p>
        ) : null}
        <div role="log" aria-live="off" aria-label="Conversation">
          <ol className="space-y-4">
            {messages.map((m) => {
              const mine = m.type === "question";
              return (
                <li key={m.key} className={cn("flex", mine ? "justify-end" : "justify-start")} data-type={m.type}>
                  <article
                    aria-label={LABELS[m.type]}
                    aria-busy={m.isLoading ? true : undefined}
                    className={cn(
                      "max-w-[85%] rounded-lg px-4 py-3 shadow-sm",
                      mine ? "bg-indigo-700 text-white" : "border border-slate-200 bg-white text-slate-900",
                    )}
                  >
                    <p className={cn("mb-1 text-xs font-semibold", mine ? "text-indigo-100" : "text-slate-600")}>{LABELS[m.type]}</p>
                    {m.isLoading && !m.content ? (
                      <span className="inline-flex items-center gap-2 text-slate-600">
                        <Spinner className="size-4" /> Thinking…
                      </span>
                    ) : (
                      <Markdown source={m.content} variant={mine ? "inverted" : "compact"} />
                    )}
                  </article>
                </li>
              );
            })}
          </ol>
        </div>
      </div>
    </>
  );
}

/** What the announcer reads once a reply is complete: an answer in full, a generated document by name (it is long, and on screen). */
function ReplyAnnouncement({ message }: { message: ChatMessage }) {
  if (message.type === "markdown") return <p>The job description is ready, at the end of the conversation.</p>;
  if (message.type === "questions") return <p>The interview questions are ready, at the end of the conversation.</p>;
  return (
    <>
      <p>Assistant:</p>
      <Markdown source={message.content} />
    </>
  );
}
