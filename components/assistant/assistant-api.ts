import type { ChatReply, ChatSummary, HistoryPage } from "./types";

/** Browser calls of the assistant screen. Failures carry the server's message (shown as a toast). */
export class AssistantError extends Error {}

async function errorMessage(res: Response): Promise<string> {
  const json = (await res.json().catch(() => null)) as { message?: unknown } | null;
  return typeof json?.message === "string" ? json.message : `Request failed (${res.status}).`;
}

export async function callJson<T>(method: "GET" | "POST" | "PUT", path: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`/api${path}`, {
      method,
      headers: body === undefined ? undefined : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "same-origin",
    });
  } catch (error) {
    throw new AssistantError(error instanceof Error ? error.message : "An unknown error occurred");
  }
  if (!res.ok) throw new AssistantError(await errorMessage(res));
  return (await res.json()) as T;
}

export const fetchChats = () => callJson<{ chats: ChatSummary[] }>("GET", "/web/common/chat/user-chats").then((r) => r.chats);
export const fetchHistory = (chatId: string, page: number, limit = 10) =>
  callJson<HistoryPage>("POST", "/web/common/chat/history", { chatId, page, limit });
export const renameChat = (chatid: string, chatname: string) =>
  callJson<{ message?: string }>("PUT", "/web/common/chat/change-chatname", { chatid, chatname });

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
  let res: Response;
  try {
    res = await fetch("/api/assistant/stream", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      credentials: "same-origin",
    });
  } catch (error) {
    throw new AssistantError(error instanceof Error ? error.message : "An unknown error occurred");
  }
  if (!res.ok || !res.body) throw new AssistantError(await errorMessage(res));

  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  let reply: ChatReply | null = null;
  const handle = (line: string) => {
    if (!line.startsWith("data: ") || line === "data: [DONE]") return;
    const part = JSON.parse(line.slice(6)) as Part;
    if (part.type === "data-chat") handlers.onChatId?.((part.data as { chatId: string }).chatId);
    else if (part.type === "text-delta" && part.delta) handlers.onDelta?.(part.delta);
    else if (part.type === "data-reply") reply = part.data as ChatReply;
    else if (part.type === "error") throw new AssistantError(part.errorText || "The assistant could not answer. Please try again.");
  };
  for (;;) {
    const { done, value } = await reader.read();
    if (value) buffer += value;
    const lines = buffer.split("\n");
    buffer = done ? "" : (lines.pop() ?? "");
    for (const line of lines) handle(line.trim());
    if (done) break;
  }
  if (!reply) throw new AssistantError("The assistant's answer was cut off. Please try again.");
  return reply;
}
