"use client";

import { useId, useRef, useState, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { MAX_CHAT_MESSAGE_CHARS } from "@/lib/chat/bounds";
import { CharCount } from "@/components/ui/char-count";
import { useHydrated } from "@/components/ui/use-hydrated";

/** A touch screen's keyboard has no Shift+Enter: there Enter starts a new line and the button sends, as in phone chat apps. */
const touchFirst = () => window.matchMedia("(pointer: coarse)").matches;

type Props = {
  label: string;
  onSend: (text: string) => void;
  disabled?: boolean;
  /** What was typed here and not sent when the user last left this thread, and where to keep it when they leave again. */
  draft?: string;
  onDraft?: (text: string) => void;
};

/**
 * Enter sends, Shift+Enter starts a new line (on a touch screen Enter starts a line and the button sends); the
 * length cap is shown as the text grows. After a send the box has focus again, however it was sent: a click on
 * Send left focus on the button it had just disabled, so what was typed next went nowhere, and a phone closed its keyboard.
 */
export function Composer({ label, onSend, disabled, draft = "", onDraft }: Props) {
  const [text, setTextState] = useState(draft);
  const setText = (value: string) => {
    setTextState(value);
    onDraft?.(value);
  };
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const enterSends = !(useHydrated() && touchFirst());
  const length = text.trim().length;
  const over = length > MAX_CHAT_MESSAGE_CHARS;
  const canSend = length > 0 && !over && !disabled;

  function submit() {
    if (!canSend) return;
    onSend(text.trim());
    setText("");
    box.current?.focus();
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (enterSends && e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  }

  return (
    <form
      method="post"
      className="border-t border-slate-200 bg-white p-3"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="flex items-end gap-2">
        <Textarea
          id={id}
          ref={box}
          value={text}
          rows={2}
          disabled={disabled}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Write a message…"
          aria-describedby={`${id}-hint`}
          aria-invalid={over || undefined}
          className="max-h-40 min-h-11 resize-y"
        />
        <Button type="submit" disabled={!canSend}>
          Send
        </Button>
      </div>
      <p id={`${id}-hint`} className="mt-1 flex justify-between gap-2 text-xs text-slate-600">
        <span>{enterSends ? "Enter to send, Shift+Enter for a new line" : "Enter for a new line, Send to send"}</span>
        <CharCount length={length} max={MAX_CHAT_MESSAGE_CHARS} data-testid="composer-count" />
      </p>
    </form>
  );
}
