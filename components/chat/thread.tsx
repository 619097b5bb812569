"use client";

import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { toast } from "@/components/layout/toast";
import { LoadError } from "@/components/ui/load-error";
import { Button } from "@/components/ui/button";
import { ConfirmDelete } from "@/components/ui/confirm-delete";
import { buttonClasses } from "@/components/ui/button-classes";
import { errorMessage } from "@/lib/client/api";
import { announceUnread, chatApi } from "./chat-api";
import { Composer } from "./composer";
import { MessageList } from "./message-list";
import type { ChatPerson, ChatSummary, ThreadRef } from "./types";
import { useThread } from "./use-thread";

type Props = {
  thread: ThreadRef;
  /** The conversation's list entry (absent for the global room). */
  summary?: ChatSummary;
  /** The signed-in user who may write, or null (guests, accounts without a type). */
  me: ChatPerson | null;
  onBack: () => void;
  onChanged: () => void;
  /** Counts the user's openings on a small screen, where the list is hidden: each one moves focus to the heading. */
  takeFocus?: number;
  /** Unsent text per thread, kept by the screen while the user looks at another one. */
  drafts?: Map<string, string>;
};

/** One name per thread: the key its component is mounted under, and its draft's. */
export const threadKey = (thread: ThreadRef) => (thread.kind === "global" ? "global" : `c-${thread.id}`);

/** The list and a thread share the screen from md up; below it one replaces the other. */
export const isSmallScreen = () => !window.matchMedia("(min-width: 768px)").matches;

export function Thread({ thread, summary, me, onBack, onChanged, takeFocus = 0, drafts }: Props) {
  const { state, loadError, reload, loadingOlder, loadOlder, send, retry, hasOlder } = useThread(thread, me);
  const title = thread.kind === "global" ? "Global room" : (summary?.otherUser.name ?? "Conversation");
  const chatId = thread.kind === "conversation" ? thread.id : null;
  useMarkRead(chatId, me, state.messages, onChanged);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [takeFocus]);

  return (
    // On a small screen Escape goes back to the list, as the "← Conversations" button does.
    <section aria-label={title} className="flex h-full min-h-0 flex-col" onKeyDown={(e) => e.key === "Escape" && isSmallScreen() && onBack()}>
      <header className="flex items-center gap-3 border-b border-slate-200 bg-white px-3 py-2 sm:px-4">
        {/* Only the arrow on a phone, so the name gets the width; the name to assistive tech stays "Conversations". */}
        <Button variant="ghost" size="sm" className="shrink-0 md:hidden" aria-label="← Conversations" onClick={onBack}>
          ←<span className="sr-only sm:not-sr-only"> Conversations</span>
        </Button>
        <div className="min-w-0 flex-1">
          <h2 ref={heading} tabIndex={-1} className="truncate font-semibold text-slate-900 outline-none">
            {summary ? (
              <Link href={`/profile/${summary.otherUser.id}`} className="underline-offset-4 hover:underline">
                {title}
              </Link>
            ) : (
              title
            )}
          </h2>
          <p className="text-xs text-slate-600">{thread.kind === "global" ? "Everyone on the platform can read this room." : roleLabel(summary?.otherUser.role)}</p>
        </div>
        {summary && me ? <BlockButton summary={summary} onChanged={onChanged} /> : null}
      </header>
      {loadError ? (
        <LoadError title="Could not load messages" message={loadError} onRetry={reload} className="m-3" />
      ) : null}
      <MessageList
        label={`Messages in ${title}`}
        messages={state.messages}
        meId={me?.id ?? null}
        showNames={thread.kind === "global"}
        status={state.loaded ? "loaded" : loadError ? "failed" : "loading"}
        hasOlder={hasOlder}
        loadingOlder={loadingOlder}
        onLoadOlder={() => void loadOlder()}
        onRetry={retry}
      />
      {me ? (
        summary?.blockedByMe ? (
          <p className="border-t border-slate-200 bg-white p-4 text-sm text-slate-700">You blocked {summary.otherUser.name}. Unblock them to send messages.</p>
        ) : (
          <Composer
            label={`Message ${title}`}
            onSend={(text) => void send(text).then((sent) => sent && chatId !== null && onChanged())}
            draft={drafts?.get(threadKey(thread))}
            onDraft={(text) => (text ? drafts?.set(threadKey(thread), text) : drafts?.delete(threadKey(thread)))}
          />
        )
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 bg-white p-4" data-testid="chat-sign-in">
          <p className="text-sm text-slate-700">Sign in to write in the global room and message people.</p>
          <Link href="/login?callbackUrl=%2Fchat" className={buttonClasses("primary", "sm")}>
            Sign in to chat
          </Link>
        </div>
      )}
    </section>
  );
}

const roleLabel = (role: string | null | undefined) =>
  role === "COMPANY" ? "Company" : role === "RECRUIMENTAGENCY" ? "Recruitment agency" : role === "CANDIDATE" ? "Candidate" : "";

/** Marks the conversation read when a message from the other arrives while the tab is visible. */
function useMarkRead(chatId: number | null, me: ChatPerson | null, messages: { id?: number; sender: ChatPerson }[], onChanged: () => void) {
  const marked = useRef(0);
  const newest = messages.reduce((max, m) => (m.id !== undefined && m.sender.id !== me?.id && m.id > max ? m.id : max), 0);
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const onVisible = () => setVisible(document.visibilityState === "visible");
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, []);
  useEffect(() => {
    if (chatId === null || !me || !visible || newest <= marked.current) return;
    marked.current = newest;
    chatApi.markRead(chatId).then(
      (answer) => {
        announceUnread(answer.unreadTotal);
        onChanged();
      },
      () => {
        marked.current = 0; // try again with the next message
      },
    );
  }, [chatId, me, visible, newest, onChanged]);
}

function BlockButton({ summary, onChanged }: { summary: ChatSummary; onChanged: () => void }) {
  const [busy, setBusy] = useState(false);
  const { otherUser, blockedByMe } = summary;
  const blockId = `block-${otherUser.id}`;
  const unblockId = `unblock-${otherUser.id}`;
  // The button pressed goes when the state turns: focus moves to the one that takes its place, not to <body>.
  const turned = useRef(false);
  useEffect(() => {
    if (!turned.current) return;
    turned.current = false;
    document.getElementById(blockedByMe ? unblockId : blockId)?.focus();
  }, [blockedByMe, blockId, unblockId]);
  async function toggle() {
    setBusy(true);
    try {
      await (blockedByMe ? chatApi.unblock(otherUser.id) : chatApi.block(otherUser.id));
      toast.success(blockedByMe ? `${otherUser.name} is unblocked.` : `${otherUser.name} is blocked. They are not told; what they send is not shown to you.`);
      turned.current = true;
      onChanged();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }
  // Blocking asks in place, as deleting does (a browser confirm() had said "Neither of you can send", which is not
  // what the blocked side sees: their messages look sent and are withheld); unblocking is one click.
  if (!blockedByMe) return <ConfirmDelete id={blockId} label={`Block ${otherUser.name}`} verb="Block" look="outline" busy={busy} onConfirm={() => void toggle()} />;
  return (
    <Button id={unblockId} variant="outline" size="sm" loading={busy} onClick={() => void toggle()}>
      Unblock
    </Button>
  );
}
