"use client";

import Link from "next/link";
import { useCallback, useEffect, useReducer, useRef, useState, type ReactNode } from "react";
import { toast } from "@/components/layout/toast";
import { Button } from "@/components/ui/button";
import { LoadError } from "@/components/ui/load-error";
import { errorMessage } from "@/lib/client/api";
import { fetchChats, fetchHistory, renameChat, streamAssistant, type StreamBody } from "./assistant-api";
import { canCreateJobPost, chatReducer, initialChatState } from "./chat-state";
import { ChatSidebar } from "./chat-sidebar";
import { Composer } from "./composer";
import { MessageList } from "./message-list";
import type { ChatSummary } from "./types";

/** One toast per message: the same failure reported twice (a retried load, a double effect) shows once. */
const showError = (error: unknown) => {
  const message = errorMessage(error);
  toast.error(message, { toastId: message });
};

/**
 * The job-post assistant (/dashboard and /dashboard/{chatId}): earlier chats on
 * the side, the streamed conversation, and the generate / create-job actions.
 * The address follows the open chat without reloading the page.
 */
/** `aside`: shown under the chats (the dashboard's first step for a new organisation), out of the chat's height. */
export function AssistantScreen({ initialChatId = null, aside }: { initialChatId?: string | null; aside?: ReactNode }) {
  const [state, dispatch] = useReducer(chatReducer, initialChatId, initialChatState);
  /** null until the first list arrives (the sidebar shows a skeleton, not "No chats yet."). */
  const [chats, setChats] = useState<ChatSummary[] | null>(null);
  /** Why the list could not be read the first time (the sidebar says so, with "Try again"). */
  const [chatsError, setChatsError] = useState<string | null>(null);
  const [busy, setBusy] = useState<null | "chat" | "finaljd" | "questions">(null);
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  /** Why the open chat's messages could not be read (shown in place of the conversation, with "Try again"). */
  const [historyError, setHistoryError] = useState<string | null>(null);
  const chatIdRef = useRef(state.chatId);
  const keyRef = useRef(0);

  const readChats = useCallback(async (onError: (error: unknown) => void) => {
    try {
      setChats(await fetchChats());
      setChatsError(null);
    } catch (error) {
      onError(error);
    }
  }, []);
  const refreshChats = useCallback(() => readChats(showError), [readChats]);
  /** "Try again" after the first read failed: a list never read shows why, not a skeleton forever. */
  const loadChats = useCallback(() => readChats((error) => setChatsError(errorMessage(error))), [readChats]);

  /** A chat's first page that fails leaves nothing to show: the screen says so where the conversation would be; an earlier page's failure is a toast. */
  const loadPage = useCallback(
    (chatId: string, page: number) =>
      fetchHistory(chatId, page).then(
        (result) => {
          if (chatIdRef.current !== chatId) return;
          dispatch({ type: "history", page: result });
          if (page === 1) setHistoryError(null);
        },
        (error: unknown) => {
          if (page !== 1) showError(error);
          else if (chatIdRef.current === chatId) setHistoryError(errorMessage(error));
        },
      ),
    [],
  );

  useEffect(() => {
    fetchChats().then(setChats, (error: unknown) => setChatsError(errorMessage(error)));
    if (initialChatId) void loadPage(initialChatId, 1);
  }, [initialChatId, loadPage]);

  const showAddress = (chatId: string | null) => {
    const path = chatId ? `/dashboard/${chatId}` : "/dashboard";
    if (window.location.pathname !== path) window.history.replaceState(null, "", path);
  };

  async function run(body: StreamBody, kind: "chat" | "finaljd" | "questions", key: string): Promise<boolean> {
    setBusy(kind);
    try {
      const reply = await streamAssistant(body, {
        onChatId: (chatId) => {
          chatIdRef.current = chatId;
          dispatch({ type: "chat-id", chatId });
          showAddress(chatId);
        },
        onDelta: (delta) => dispatch({ type: "delta", key, delta }),
      });
      dispatch({ type: "reply", key, reply, kind });
      // Awaited, so the list's new name or entry lands in the same render that ends `busy` (the composer
      // scrolls itself back into view then, after everything above it has moved).
      await refreshChats();
      return true;
    } catch (error) {
      dispatch({ type: "failed", key });
      showError(error);
      return false;
    } finally {
      setBusy(null);
    }
  }

  const nextKey = () => `m${++keyRef.current}`;

  async function send(text: string) {
    const key = nextKey();
    dispatch({ type: "send", key, text });
    // Once the interview questions exist, messages refine them or ask for model answers (interview-interaction).
    const action = state.isInterviewQuestionsReady && chatIdRef.current ? "interaction" : "chat";
    const ok = await run({ action, message: text, chatid: chatIdRef.current }, "chat", key);
    // The failed question stays in the box for a retry, not in the list.
    if (!ok) dispatch({ type: "failed", key: `${key}-q` });
    return ok;
  }

  function generate(kind: "finaljd" | "questions") {
    const chatid = chatIdRef.current;
    if (!chatid) return;
    const key = nextKey();
    dispatch({ type: "generate", key, kind: kind === "finaljd" ? "markdown" : "questions" });
    void run({ action: kind, chatid }, kind, key);
  }

  function select(chatId: string) {
    if (busy) return;
    chatIdRef.current = chatId;
    dispatch({ type: "select", chatId });
    setHistoryError(null);
    showAddress(chatId);
    void loadPage(chatId, 1);
  }

  function reset() {
    if (busy) return;
    chatIdRef.current = null;
    dispatch({ type: "reset" });
    setHistoryError(null);
    showAddress(null);
  }

  async function rename(id: string, name: string) {
    try {
      await renameChat(id, name);
      toast.success("Chat renamed.");
      await refreshChats();
      return true;
    } catch (error) {
      showError(error);
      return false;
    }
  }

  async function loadEarlier() {
    const chatId = chatIdRef.current;
    if (!chatId || state.page >= state.totalPages) return;
    setLoadingEarlier(true);
    await loadPage(chatId, state.page + 1);
    setLoadingEarlier(false);
  }

  // Generating needs a finished interview; until then the buttons say why they are off.
  const locked = !state.isFinalJD || !state.chatId;
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <div className="space-y-6">
        <ChatSidebar chats={chats} error={chats === null ? chatsError : null} onRetry={loadChats} activeId={state.chatId} onSelect={select} onNew={reset} onRename={rename} />
        {aside}
      </div>
      <section aria-label="Assistant chat" className="flex min-h-[32rem] flex-col gap-4 lg:h-[calc(100vh-16rem)]">
        {historyError && state.chatId ? (
          <LoadError title="Could not load this chat" message={historyError} onRetry={() => loadPage(state.chatId!, 1)} />
        ) : (
          <MessageList
            messages={state.messages}
            canLoadEarlier={Boolean(state.chatId) && state.page > 0 && state.page < state.totalPages}
            loadingEarlier={loadingEarlier}
            onLoadEarlier={() => void loadEarlier()}
          />
        )}
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            disabled={locked || busy !== null}
            aria-describedby={locked ? "generate-hint" : undefined}
            loading={busy === "finaljd"}
            onClick={() => generate("finaljd")}
          >
            Generate description
          </Button>
          <Button
            variant="outline"
            disabled={locked || busy !== null}
            aria-describedby={locked ? "generate-hint" : undefined}
            loading={busy === "questions"}
            onClick={() => generate("questions")}
          >
            Generate questions
          </Button>
          {locked ? (
            <p id="generate-hint" className="basis-full text-xs text-slate-600">
              Answer the interviewer&apos;s questions first: generating unlocks when the description is ready.
            </p>
          ) : null}
          {state.chatId && canCreateJobPost(state) ? (
            <Button asChild>
              <Link href={`/jobposting?chatId=${encodeURIComponent(state.chatId)}`}>Create job post</Link>
            </Button>
          ) : null}
        </div>
        <Composer busy={busy !== null} onSend={send} />
      </section>
    </div>
  );
}
