import { api } from "@/lib/client/api";
import type { ChatSummary, HistoryAnswer, PersonHit, ReadAnswer, SendAnswer } from "./types";

/** The chat calls (lib/chat/endpoints.ts) through the one browser client. */
const BASE = "/web/common/chatsystem";
export const CHAT_PAGE_LIMIT = 20;

/** A history page's query; `before` (the oldest message shown) reads the page older than it by the index. */
const pageQuery = (page: number, before?: number) => `page=${page}&limit=${CHAT_PAGE_LIMIT}${before === undefined ? "" : `&before=${before}`}`;

export type ChatRoleFilter = "" | "CANDIDATE" | "COMPANY" | "RECRUIMENTAGENCY";

export const chatApi = {
  globalHistory: (page: number, before?: number) => api.get<HistoryAnswer>(`${BASE}/global-history?${pageQuery(page, before)}`),
  history: (chatId: number, page: number, before?: number) => api.get<HistoryAnswer>(`${BASE}/chats/${chatId}/history?${pageQuery(page, before)}`),
  list: (role: ChatRoleFilter) => api.get<{ chats: ChatSummary[] }>(`${BASE}/chats${role ? `?role=${role}` : ""}`),
  start: (userId: number) => api.post<{ chat: ChatSummary }>(`${BASE}/chats`, { userId }),
  send: (chatId: number, content: string, clientId: string) => api.post<SendAnswer>(`${BASE}/chats/${chatId}/messages`, { content, clientId }),
  sendGlobal: (content: string, clientId: string) => api.post<SendAnswer>(`${BASE}/global-messages`, { content, clientId }),
  markRead: (chatId: number) => api.post<ReadAnswer>(`${BASE}/chats/${chatId}/read`, {}),
  unread: () => api.get<{ unread: number }>(`${BASE}/unread-count`),
  search: (role: Exclude<ChatRoleFilter, "">, name: string) =>
    api.get<{ users: PersonHit[] }>(`${BASE}/search-users?role=${role}&name=${encodeURIComponent(name)}`),
  block: (userId: number) => api.post(`${BASE}/blocks`, { userId }),
  unblock: (userId: number) => api.delete(`${BASE}/blocks/${userId}`),
};

/** Channel names of lib/realtime (server-only there; the same strings here). */
export const channels = {
  global: "global",
  conversation: (id: number) => `conversation:${id}`,
  user: (id: number) => `user:${id}`,
};

/** The header's badge listens for this after the chat screen marks something read (same tab). */
export const UNREAD_EVENT = "chat:unread";
export const announceUnread = (total: number) => window.dispatchEvent(new CustomEvent(UNREAD_EVENT, { detail: total }));

export const ROLE_LABELS: Record<Exclude<ChatRoleFilter, "">, string> = { CANDIDATE: "Candidates", COMPANY: "Companies", RECRUIMENTAGENCY: "Recruitment agencies" };

/** A new client id per message (retries reuse it); getRandomValues works outside secure contexts too. */
export function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
