"use client";

import { useId, type ReactNode } from "react";
import { Avatar } from "@/components/profile/profile-parts";
import { focusRing } from "@/components/ui/button-classes";
import { LoadError } from "@/components/ui/load-error";
import { LocalTime } from "@/components/ui/local-time";
import { selectLook } from "@/components/ui/select-classes";
import { cn, cx } from "@/lib/utils";
import { ROLE_LABELS, type ChatRoleFilter } from "./chat-api";
import type { ChatSummary, ThreadRef } from "./types";

type Props = {
  chats: ChatSummary[];
  selected: ThreadRef | null;
  onSelect: (thread: ThreadRef) => void;
  /** Null for a guest: only the global room is listed. */
  role: ChatRoleFilter | null;
  onRole: (role: ChatRoleFilter) => void;
  error: string | null;
  /** Reads the list again after a failed read. */
  onRetry: () => Promise<unknown>;
  /** The signed-in user: their own last message reads "You: …", as in any messenger, so waiting for an answer shows. */
  meId: number | null;
};

/** The last message's text is isolated for direction: an Arabic or Hebrew message after "You: " keeps its own order. */
function preview(c: ChatSummary, meId: number | null): ReactNode {
  if (c.blockedByMe) return "Blocked";
  if (!c.lastMessage) return "No messages yet";
  const text = <bdi>{c.lastMessage.content}</bdi>;
  return c.lastMessage.sender.id === meId ? <>You: {text}</> : text;
}

const itemClass = (current: boolean) =>
  cn("flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left hover:bg-slate-100", current && "bg-indigo-50 hover:bg-indigo-50", focusRing);

/** The global room first, then the conversations, newest activity first, with unread counts. */
export function ConversationList({ chats, selected, onSelect, role, onRole, error, onRetry, meId }: Props) {
  const id = useId();
  const isCurrent = (t: ThreadRef) => (t.kind === "global" ? selected?.kind === "global" : selected?.kind === "conversation" && selected.id === t.id);
  return (
    <nav aria-label="Conversations" className="flex min-h-0 flex-1 flex-col">
      {role !== null ? (
        <div className="flex items-center gap-2 px-3 pt-3">
          <label htmlFor={id} className="text-sm font-medium text-slate-800">
            Show
          </label>
          <select
            id={id}
            value={role}
            onChange={(e) => onRole(e.target.value as ChatRoleFilter)}
            className={cx(selectLook, "h-8 flex-1 px-2")}
          >
            <option value="">Everyone</option>
            {Object.entries(ROLE_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <ul className="relative min-h-0 flex-1 space-y-1 overflow-y-auto p-2">
        <li>
          <button type="button" className={itemClass(isCurrent({ kind: "global" }))} aria-current={isCurrent({ kind: "global" }) || undefined} onClick={() => onSelect({ kind: "global" })}>
            <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-sky-100 text-lg">
              #
            </span>
            <span className="min-w-0 flex-1">
              <span className="block font-medium text-slate-900">Global room</span>
              <span className="block truncate text-sm text-slate-600">Everyone on the platform</span>
            </span>
          </button>
        </li>
        {chats.map((c) => {
          const current = isCurrent({ kind: "conversation", id: c.id });
          return (
            <li key={c.id}>
              <button type="button" className={itemClass(current)} aria-current={current || undefined} onClick={() => onSelect({ kind: "conversation", id: c.id })} data-testid={`conversation-${c.id}`}>
                <Avatar url={c.otherUser.photoUrl} name={c.otherUser.name} size="sm" square={c.otherUser.role !== "CANDIDATE"} />
                <span className="min-w-0 flex-1">
                  <span className="flex items-baseline justify-between gap-2">
                    <span className={cn("truncate text-slate-900", c.unread ? "font-bold" : "font-medium")}>{c.otherUser.name}</span>
                    <LocalTime iso={c.lastMessageAt} style="auto" className="shrink-0 text-xs text-slate-600" />
                  </span>
                  <span className="flex items-center justify-between gap-2">
                    <span className="truncate text-sm text-slate-600">{preview(c, meId)}</span>
                    {c.unread ? (
                      <span className="shrink-0 rounded-full bg-indigo-700 px-2 py-0.5 text-xs font-semibold text-white" data-testid="conversation-unread">
                        {c.unread}
                        <span className="sr-only"> unread</span>
                      </span>
                    ) : null}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {error ? <LoadError title="Could not load your conversations" message={error} onRetry={onRetry} className="m-3" /> : null}
    </nav>
  );
}
