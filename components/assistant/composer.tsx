"use client";

import { useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

type Props = {
  busy: boolean;
  /** Sends the text; resolves false when it failed so the text is kept for a retry. */
  onSend: (text: string) => Promise<boolean>;
};

/** The message box: Enter sends, Shift+Enter starts a new line. */
export function Composer({ busy, onSend }: Props) {
  const id = useId();
  const [text, setText] = useState("");
  const box = useRef<HTMLTextAreaElement>(null);
  const wasBusy = useRef(busy);

  // The reply grows the page while the user waits (on a phone the conversation and the chat list above it),
  // and the page may have moved meanwhile: when the reply and the refreshed list are on the page (busy ends
  // in the same render), the box they are typing in comes back into view, so the next answer can be typed
  // without scrolling. Before paint, so the page never shows the box off screen.
  useLayoutEffect(() => {
    if (wasBusy.current && !busy && box.current && document.activeElement === box.current) box.current.scrollIntoView({ block: "nearest" });
    wasBusy.current = busy;
  }, [busy]);

  async function submit(e?: FormEvent) {
    e?.preventDefault();
    const value = text.trim();
    if (!value || busy) return;
    setText("");
    const ok = await onSend(value);
    if (!ok) setText(value);
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  }

  return (
    <form method="post" onSubmit={submit} className="flex items-end gap-2">
      <div className="flex-1 space-y-1">
        <Label htmlFor={id}>Message</Label>
        <textarea
          ref={box}
          id={id}
          rows={2}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby={`${id}-hint`}
          className={cn(
            // scroll-mb: brought into view with its hint below it, never cut at the screen's edge by a fraction of a pixel.
            "block w-full scroll-mb-10 resize-y rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 shadow-sm sm:text-sm",
            "outline-none focus-visible:border-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-600/70",
          )}
        />
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          Enter sends, Shift+Enter starts a new line.
        </p>
      </div>
      <Button type="submit" loading={busy} disabled={!text.trim()} className="mb-5">
        Send
      </Button>
    </form>
  );
}
