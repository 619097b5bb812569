"use client";

import { useCallback, useEffect, useMemo, useReducer, useState } from "react";
import { useRealtime } from "@/lib/realtime/client";
import { ApiError, errorMessage } from "@/lib/client/api";
import { channels, chatApi, newClientId } from "./chat-api";
import { createSendQueue } from "@/lib/client/send-queue";
import { hasOlder, initialThread, oldestId, threadReducer, unansweredSends, type ThreadMessage } from "./thread-state";
import type { ChatMessageDto, ChatPerson, ThreadRef } from "./types";
import { useResendUnanswered } from "./use-resend-unanswered";

/**
 * One open thread: its history, live messages and sends. Page 1 is read once the
 * thread's channel is subscribed (useRealtime's `readAt`), live events merge by id;
 * after the transport reconnects, or the tab becomes visible again, page 1 is
 * read again and merged, so nothing sent meanwhile is missed or shown twice.
 * A send that got no answer (offline, a time-out) is shown failed with Retry, and
 * goes out again by itself once the connection is back (use-resend-unanswered.ts:
 * when the browser says it is online, when the realtime stream reconnects, and
 * after a growing wait while it is still unanswered). It keeps its client id, so
 * the server stores it once however often it is sent; a send the server refused
 * waits for Retry.
 * The component using it is keyed by the thread, so a new thread starts empty.
 */
export function useThread(thread: ThreadRef, me: ChatPerson | null) {
  const [state, dispatch] = useReducer(threadReducer, initialThread);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const chatId = thread.kind === "conversation" ? thread.id : null;
  const [enqueue] = useState(createSendQueue);

  const read = useCallback(
    (page: number, before?: number) => (chatId === null ? chatApi.globalHistory(page, before) : chatApi.history(chatId, page, before)),
    [chatId],
  );

  const refresh = useCallback(
    (mode: "open" | "refresh") =>
      read(1).then(
        (answer) => {
          dispatch({ type: "page", answer, mode });
          setLoadError(null);
        },
        (error: unknown) => setLoadError(errorMessage(error)),
      ),
    [read],
  );

  useEffect(() => {
    const onVisible = () => document.visibilityState === "visible" && void refresh("refresh");
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [refresh]);

  const subscribed = useMemo(() => [chatId === null ? channels.global : channels.conversation(chatId)], [chatId]);
  const { connected, readAt } = useRealtime(subscribed, (event) => {
    if (event.type === "message") dispatch({ type: "live", message: event.data as ChatMessageDto });
  });
  // Page 1 is read once the thread's channel is heard (so nothing sent after it is missed), and again
  // when a dropped connection comes back.
  useEffect(() => {
    if (readAt) void refresh(readAt === 1 ? "open" : "refresh");
  }, [readAt, refresh]);

  async function loadOlder() {
    if (!hasOlder(state) || loadingOlder) return;
    setLoadingOlder(true);
    try {
      dispatch({ type: "page", answer: await read(state.page + 1, oldestId(state)), mode: "older" });
    } catch (error) {
      setLoadError(errorMessage(error));
    } finally {
      setLoadingOlder(false);
    }
  }

  // The connection is back: the sends that got no answer go out again, in the order they were written.
  const resends = useResendUnanswered({
    waiting: unansweredSends(state).length > 0,
    connected,
    resend: () => unansweredSends(state).forEach(sendAgain),
  });

  /** Sends and retries go out one at a time, so the thread is stored in the order it was written. */
  const deliver = (clientId: string, content: string) => enqueue(() => post(clientId, content));

  async function post(clientId: string, content: string) {
    try {
      const answer = chatId === null ? await chatApi.sendGlobal(content, clientId) : await chatApi.send(chatId, content, clientId);
      resends.answered();
      dispatch({ type: "live", message: answer.chatMessage });
      return answer.chatMessage;
    } catch (error) {
      const unanswered = error instanceof ApiError && error.status === 0;
      if (unanswered) resends.unanswered();
      // Spec §8: chat failures show the server's message.
      dispatch({ type: "failed", clientId, error: errorMessage(error), unanswered });
      return null;
    }
  }

  function send(content: string) {
    if (!me) return Promise.resolve(null);
    const clientId = newClientId();
    dispatch({ type: "send", clientId, content, sender: me, at: new Date().toISOString() });
    return deliver(clientId, content);
  }

  /** Sends a failed message again with its client id. */
  function sendAgain(message: ThreadMessage) {
    if (!message.clientId) return;
    dispatch({ type: "retry", clientId: message.clientId });
    void deliver(message.clientId, message.content);
  }

  function retry(clientId: string) {
    const message = state.messages.find((m) => m.clientId === clientId && m.id === undefined);
    if (message) sendAgain(message);
  }

  /** Reads page 1 again (the "Try again" of a failed load). */
  const reload = useCallback(() => refresh("refresh"), [refresh]);

  return { state, loadError, reload, loadingOlder, loadOlder, send, retry, connected, hasOlder: hasOlder(state) };
}
