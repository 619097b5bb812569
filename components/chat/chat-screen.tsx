"use client";

import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useAuth } from "@/components/auth/auth-provider";
import { toast } from "@/components/layout/toast";
import { errorMessage } from "@/lib/client/api";
import { coalesced } from "@/lib/client/coalesce";
import { SESSION_ENDED_EVENT } from "@/lib/realtime/channels";
import { useRealtime } from "@/lib/realtime/client";
import { cn } from "@/lib/utils";
import { announceUnread, channels, chatApi, type ChatRoleFilter } from "./chat-api";
import { ConversationList } from "./conversation-list";
import { isSmallScreen, Thread, threadKey } from "./thread";
import type { ChatPerson, ChatSummary, ConversationEvent, ThreadRef } from "./types";
import { useLeaveWhenSignedOut } from "./use-leave-when-signed-out";
import { UserSearch } from "./user-search";

type Props = {
  /** The signed-in user with an account type, or null (a guest reads the global room only). */
  me: ChatPerson | null;
  /** Deep links: /chat?with=<userId> opens (or starts) that conversation, /chat?c=<conversationId> opens one. */
  withUserId?: number;
  conversationId?: number;
};

/** Whether a history entry is one this screen pushed when a thread was opened from the list (small screens). */
const opensThread = (state: unknown) => Boolean((state as { chatThread?: boolean } | null)?.chatThread);

const urlOf = (thread: ThreadRef) => (thread.kind === "global" ? "/chat" : `/chat?c=${thread.id}`);

/** /chat: the conversation list (global room first) and the open thread; two panes on wide screens, one at a time on small ones. */
export function ChatScreen({ me, withUserId, conversationId }: Props) {
  const [chats, setChats] = useState<ChatSummary[]>([]);
  // Every conversation, also while "Show" filters the list: the open one keeps its name, Block and profile link when filtered out.
  const [allChats, setAllChats] = useState<ChatSummary[]>([]);
  const [role, setRole] = useState<ChatRoleFilter>("");
  const [listError, setListError] = useState<string | null>(null);
  const [selected, setSelected] = useState<ThreadRef>(conversationId ? { kind: "conversation", id: conversationId } : { kind: "global" });
  const [extra, setExtra] = useState<ChatSummary | null>(null);
  // What was typed and not sent, per thread: a look at another conversation does not throw it away.
  const [drafts] = useState(() => new Map<string, string>());
  // A guest has one room to read: on a phone it opens at once instead of a one-row list above an empty box.
  const [showThread, setShowThread] = useState(Boolean(conversationId || withUserId || !me));

  // Reads overlap (a live event, the tab coming back, a new filter): only the newest one's answer is shown,
  // so an unfiltered read that answers late cannot put back what "Show" just filtered out. And a read
  // always asks for the filter chosen now, also when started by a callback made before it was chosen
  // (a send that finishes after the user picked another "Show").
  const latestRead = useRef(0);
  const roleRef = useRef<ChatRoleFilter>("");
  const chooseRole = useCallback((next: ChatRoleFilter) => {
    roleRef.current = next;
    setRole(next);
  }, []);
  const reload = useCallback(() => {
    if (!me) return Promise.resolve();
    const read = ++latestRead.current;
    const role = roleRef.current;
    return Promise.all([chatApi.list(role), role ? chatApi.list("") : null]).then(
      ([shown, all]) => {
        if (read !== latestRead.current) return;
        setChats(shown.chats);
        setAllChats((all ?? shown).chats);
        setListError(null);
      },
      (error: unknown) => {
        if (read === latestRead.current) setListError(errorMessage(error));
      },
    );
  }, [me]);

  useEffect(() => {
    const onVisible = () => document.visibilityState === "visible" && void reload();
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [reload]);

  // Moving between the list and a thread on a small screen moves focus with it (the other one is hidden),
  // and opening a thread there is a step in the browser's history: Back returns to the list.
  const [focusThread, setFocusThread] = useState(0);
  const showList = useCallback(() => {
    setShowThread(false);
    requestAnimationFrame(() => document.querySelector<HTMLElement>('nav[aria-label="Conversations"] [aria-current]')?.focus());
  }, []);
  const backToList = useCallback(() => {
    if (opensThread(window.history.state)) window.history.back();
    else {
      // Opened by a link (/chat?c=…), not from the list: the address names the list now, so a reload shows it.
      window.history.replaceState(window.history.state, "", "/chat");
      showList();
    }
  }, [showList]);
  const select = useCallback((thread: ThreadRef) => {
    const small = isSmallScreen();
    setSelected(thread);
    setShowThread(true);
    if (small) setFocusThread((n) => n + 1);
    const fromList = small && !opensThread(window.history.state);
    if (fromList) window.history.pushState({ chatThread: true }, "", urlOf(thread));
    else if (window.location.pathname + window.location.search !== urlOf(thread)) window.history.replaceState(window.history.state, "", urlOf(thread));
  }, []);
  useEffect(() => {
    const onPop = (e: PopStateEvent) => {
      if (opensThread(e.state)) {
        const c = Number(new URLSearchParams(window.location.search).get("c"));
        setSelected(c ? { kind: "conversation", id: c } : { kind: "global" });
        setShowThread(true);
      } else showList();
    };
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, [showList]);

  const open = useCallback(
    (userId: number) =>
      chatApi.start(userId).then(
        ({ chat }) => {
          setExtra(chat);
          select({ kind: "conversation", id: chat.id });
          void reload();
        },
        (error: unknown) => void toast.error(errorMessage(error)),
      ),
    [reload, select],
  );

  const started = useRef(false);
  useEffect(() => {
    if (!me || started.current) return;
    started.current = true;
    if (withUserId) void open(withUserId);
  }, [me, withUserId, open]);

  // The user's own channel: a conversation changed (new message, read elsewhere) → the list and the badge follow;
  // a session of theirs ended → is it this one? (then the screen leaves).
  const meId = me?.id;
  const { refresh: refreshAuth } = useAuth();
  useLeaveWhenSignedOut(me);
  // A burst of messages (a busy conversation, a reconnect's catch-up) reads the list at most twice, not once per event.
  const reloadSoon = useRef<() => void>(() => {});
  useEffect(() => {
    reloadSoon.current = coalesced(reload);
  }, [reload]);
  const subscribed = useMemo(() => (meId === undefined ? [] : [channels.user(meId)]), [meId]);
  const { readAt } = useRealtime(subscribed, (event) => {
    if (event.type === SESSION_ENDED_EVENT) return void refreshAuth();
    if (event.type !== "conversation") return;
    const data = event.data as ConversationEvent;
    if (typeof data.unreadTotal === "number") announceUnread(data.unreadTotal);
    reloadSoon.current();
  });
  // The list is read once its channel is heard (nothing sent after that read is missed), again after a
  // dropped connection comes back, and for a new "Show".
  useEffect(() => {
    if (readAt) void reload();
  }, [readAt, reload, role]);

  const summary = selected.kind === "conversation" ? (allChats.find((c) => c.id === selected.id) ?? (extra?.id === selected.id ? extra : undefined)) : undefined;
  const listed = extra && !chats.some((c) => c.id === extra.id) && !role ? [extra, ...chats] : chats;

  return (
    <div className="mx-auto w-full max-w-6xl px-0 py-4 sm:px-6 lg:py-8">
      <h1 className="mb-4 px-4 text-2xl font-bold tracking-tight text-slate-900 sm:px-0">Chat</h1>
      <div className="flex h-[calc(100dvh-11rem)] min-h-[28rem] overflow-hidden border-y border-slate-200 bg-white shadow-sm sm:rounded-xl sm:border">
        <aside className={cn("min-h-0 w-full flex-col border-slate-200 md:flex md:w-80 md:shrink-0 md:border-r", showThread ? "hidden" : "flex")} aria-label="Conversations and people">
          {me ? <UserSearch viewerRole={me.role} onPick={(u) => void open(u.id)} /> : null}
          <ConversationList chats={listed} selected={selected} onSelect={select} role={me ? role : null} onRole={chooseRole} error={listError} onRetry={reload} meId={me?.id ?? null} />
        </aside>
        <div className={cn("min-h-0 min-w-0 flex-1 flex-col md:flex", showThread ? "flex" : "hidden")}>
          <Thread
            key={threadKey(selected)}
            thread={selected}
            summary={summary}
            me={me}
            onBack={backToList}
            takeFocus={focusThread}
            onChanged={reload}
            drafts={drafts}
          />
        </div>
      </div>
    </div>
  );
}
