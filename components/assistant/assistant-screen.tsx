"use client";

import Link from "next/link";
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { toast } from "react-toastify";
import { Button } from "@/components/ui/button";
import { AssistantError, fetchChats, fetchHistory, renameChat, streamAssistant, type StreamBody } from "./assistant-api";
import { chatReducer, initialChatState } from "./chat-state";
import { ChatSidebar } from "./chat-sidebar";
import { Composer } from "./composer";
import { MessageList } from "./message-list";
import type { ChatSummary } from "./types";

const messageOf = (error: unknown) => (error instanceof Error ? error.message : "An unknown error occurred");

/**
 * The job-post assistant (/dashboard and /dashboard/{chatId}): earlier chats on
 * the side, the streamed conversation, and the generate / create-job actions.
 * The address follows the open chat without reloading the page.
 */
export function AssistantScreen({ initialChatId = null }: { initialChatId?: string | null }) {
  const [state, dispatch] = useReducer(chatReducer, initialChatId, initialChatState);
  const [chats, setChats] = useState<ChatSummary[]>([]);
  const [busy, setBusy] = useState<null | "chat" | "finaljd" | "questions">(null);
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const chatIdRef = useRef(state.chatId);
  const keyRef = useRef(0);

  const refreshChats = useCallback(async () => {
    try {
      setChats(await fetchChats());
    } catch (error) {
      toast.error(messageOf(error));
    }
  }, []);

  const loadPage = useCallback(async (chatId: string, page: number) => {
    try {
      const result = await fetchHistory(chatId, page);
      if (chatIdRef.current === chatId) dispatch({ type: "history", page: result });
    } catch (error) {
      toast.error(messageOf(error));
    }
  }, []);

  useEffect(() => {
    fetchChats()
      .then(setChats)
      .catch((error: unknown) => toast.error(messageOf(error)));
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
      void refreshChats();
      return true;
    } catch (error) {
      dispatch({ type: "failed", key });
      toast.error(error instanceof AssistantError ? error.message : messageOf(error));
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
    showAddress(chatId);
    void loadPage(chatId, 1);
  }

  function reset() {
    if (busy) return;
    chatIdRef.current = null;
    dispatch({ type: "reset" });
    showAddress(null);
  }

  async function rename(id: string, name: string) {
    try {
      await renameChat(id, name);
      toast.success("Chat renamed.");
      await refreshChats();
      return true;
    } catch (error) {
      toast.error(messageOf(error));
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

  return (
    <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
      <ChatSidebar chats={chats} activeId={state.chatId} onSelect={select} onNew={reset} onRename={rename} />
      <section aria-label="Assistant chat" className="flex min-h-[32rem] flex-col gap-4 lg:h-[calc(100vh-16rem)]">
        <MessageList
          messages={state.messages}
          canLoadEarlier={Boolean(state.chatId) && state.page > 0 && state.page < state.totalPages}
          loadingEarlier={loadingEarlier}
          onLoadEarlier={() => void loadEarlier()}
        />
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            disabled={!state.isFinalJD || !state.chatId || busy !== null}
            loading={busy === "finaljd"}
            onClick={() => generate("finaljd")}
          >
            Generate description
          </Button>
          <Button
            variant="outline"
            disabled={!state.isFinalJD || !state.chatId || busy !== null}
            loading={busy === "questions"}
            onClick={() => generate("questions")}
          >
            Generate questions
          </Button>
          {state.chatId && state.isFinalJD ? (
            <Button asChild variant="secondary">
              <Link href={`/jobposting?chatId=${encodeURIComponent(state.chatId)}`}>Create job post</Link>
            </Button>
          ) : null}
        </div>
        <Composer busy={busy !== null} onSend={send} />
      </section>
    </div>
  );
}
