import { api, apiResponse } from "@/lib/client/api";
import type { ChatReply, ChatSummary, HistoryPage } from "./types";

/** The assistant screen's calls, through the one API client; failures are ApiErrors with the server's message. */
export const fetchChats = () => api.get<{ chats: ChatSummary[] }>("/web/common/chat/user-chats").then((r) => r.chats);
export const fetchHistory = (chatId: string, page: number, limit = 10) =>
  api.post<HistoryPage>("/web/common/chat/history", { chatId, page, limit });
export const renameChat = (chatid: string, chatname: string) =>
  api.put<{ message?: string }>("/web/common/chat/change-chatname", { chatid, chatname });

export type StreamBody = { action: "chat" | "interaction"; message: string; chatid?: string | null } | { action: "finaljd" | "questions"; chatid: string };

export type StreamHandlers = {
  onChatId?: (chatId: string) => void;
  onDelta?: (delta: string) => void;
};

type Part = { type: string; delta?: string; data?: unknown; errorText?: string };

/**
 * POSTs to the streaming route and reads its AI SDK UI message stream (server-sent
 * events, one JSON part per `data:` line). Resolves with the reply fields of the
 * data-reply part; an error part or a JSON error answer rejects with its message.
 */
export async function streamAssistant(body: StreamBody, handlers: StreamHandlers = {}): Promise<ChatReply> {
  // The time-out covers the wait for the answer to start; the stream itself may run longer.
  const res = await apiResponse("POST", "/assistant/stream", { body });
  if (!res.body) throw new Error("The assistant's answer was cut off. Please try again.");

  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  let reply: ChatReply | null = null;
  const handle = (line: string) => {
    if (!line.startsWith("data: ") || line === "data: [DONE]") return;
    const part = JSON.parse(line.slice(6)) as Part;
    if (part.type === "data-chat") handlers.onChatId?.((part.data as { chatId: string }).chatId);
    else if (part.type === "text-delta" && part.delta) handlers.onDelta?.(part.delta);
    else if (part.type === "data-reply") reply = part.data as ChatReply;
    else if (part.type === "error") throw new Error(part.errorText || "The assistant could not answer. Please try again.");
  };
  for (;;) {
    const { done, value } = await reader.read();
    if (value) buffer += value;
    const lines = buffer.split("\n");
    buffer = done ? "" : (lines.pop() ?? "");
    for (const line of lines) handle(line.trim());
    if (done) break;
  }
  if (!reply) throw new Error("The assistant's answer was cut off. Please try again.");
  return reply;
}
