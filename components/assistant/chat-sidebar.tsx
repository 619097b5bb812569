"use client";

import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { focusRing } from "@/components/ui/button-classes";
import { FieldError } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useReturnFocus } from "@/components/ui/use-return-focus";
import { Label } from "@/components/ui/label";
import { LoadError } from "@/components/ui/load-error";
import { cn } from "@/lib/utils";
import type { ChatSummary } from "./types";

type Props = {
  /** null while the list loads. */
  chats: ChatSummary[] | null;
  /** Why the list could not be read (while `chats` is null). */
  error?: string | null;
  onRetry?: () => Promise<unknown>;
  activeId: string | null;
  onSelect: (id: string) => void;
  onNew: () => void;
  onRename: (id: string, name: string) => Promise<boolean>;
};

const DEFAULT_NAME = "New chat";
/**
 * A renamed chat shows its own name; one still under the default name shows the role
 * the interview found, or the default name itself; a chat with no name at all is "Untitled chat".
 */
export const chatTitle = (c: ChatSummary) =>
  c.chatName && c.chatName !== DEFAULT_NAME ? c.chatName : c.name && c.name !== DEFAULT_NAME ? c.name : c.chatName || "Untitled chat";

/** Earlier chats, newest first (the server's order), each can be reopened or renamed inline. */
export function ChatSidebar({ chats, error = null, onRetry = async () => undefined, activeId, onSelect, onNew, onRename }: Props) {
  const [editing, setEditing] = useState<string | null>(null);
  // Leaving the rename form (saved, Cancel or Escape) gives focus back to that chat's Rename button.
  const returnFocusTo = useReturnFocus(editing);
  const stopEditing = (id: string) => {
    returnFocusTo(`rename-${id}`);
    setEditing(null);
  };
  return (
    <nav aria-label="Earlier chats" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">Your chats</h2>
        {/* Named apart from chats still called "New chat", so each control has its own name. */}
        <Button size="sm" variant="outline" onClick={onNew}>
          Start new chat
        </Button>
      </div>
      {chats === null && error ? (
        <LoadError title="Could not load your chats" message={error} onRetry={onRetry} />
      ) : chats === null ? (
        <ChatListSkeleton />
      ) : chats.length === 0 ? (
        <p className="text-sm text-slate-600">No chats yet.</p>
      ) : null}
      <ul className="space-y-1">
        {(chats ?? []).map((c) => (
          <li key={c.id}>
            {editing === c.id ? (
              <RenameForm
                initial={chatTitle(c)}
                onCancel={() => stopEditing(c.id)}
                onSave={async (name) => {
                  if (await onRename(c.id, name)) stopEditing(c.id);
                }}
              />
            ) : (
              <div className="flex items-center gap-1">
                <button
                  type="button"
                  // A long name is cut to the sidebar's width; the whole name shows on hover.
                  title={chatTitle(c)}
                  onClick={() => onSelect(c.id)}
                  aria-current={c.id === activeId ? "page" : undefined}
                  className={cn(
                    "flex-1 truncate rounded-md px-2 py-1.5 text-left text-sm text-slate-800 hover:bg-slate-100",
                    c.id === activeId && "bg-indigo-50 font-semibold text-indigo-900",
                    focusRing,
                  )}
                >
                  {chatTitle(c)}
                </button>
                <Button id={`rename-${c.id}`} size="sm" variant="ghost" aria-label={`Rename ${chatTitle(c)}`} onClick={() => setEditing(c.id)}>
                  Rename
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

export const EMPTY_NAME = "Give the chat a name, or press Cancel.";

function RenameForm({ initial, onSave, onCancel }: { initial: string; onSave: (name: string) => Promise<void>; onCancel: () => void }) {
  const id = useId();
  const [value, setValue] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!value.trim()) {
      setError(EMPTY_NAME);
      return;
    }
    setError(null);
    setSaving(true);
    await onSave(value.trim());
    setSaving(false);
  }
  return (
    // Escape cancels from anywhere in the form: the box, Save or Cancel (keys bubble from each).
    <form
      method="post"
      onSubmit={submit}
      onKeyDown={(e) => {
        if (e.key === "Escape") onCancel();
      }}
      className="space-y-1 rounded-md border border-slate-200 p-2"
    >
      <Label htmlFor={id}>Chat name</Label>
      <Input
        id={id}
        value={value}
        autoFocus
        maxLength={100}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => setValue(e.target.value)}
      />
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
      <div className="flex gap-1">
        <Button type="submit" size="sm" loading={saving}>
          Save
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function ChatListSkeleton() {
  return (
    <ul aria-busy="true" aria-label="Loading your chats" className="space-y-2" data-testid="chat-list-skeleton">
      {[0, 1, 2].map((i) => (
        <li key={i} className="h-7 animate-pulse rounded-md bg-slate-200 motion-reduce:animate-none" />
      ))}
    </ul>
  );
}
