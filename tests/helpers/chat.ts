import { randomUUID } from "node:crypto";
import type { TestActor } from "./actors";
import { call } from "./api";

/** The chat API as a test speaks it (lib/chat/endpoints.ts). */
export const CHAT = "/web/common/chatsystem";

export type Msg = { id: number; chatId: number | null; clientId: string | null; content: string; sender: { id: number; name: string; role: string | null } };
export type History = { messages: Msg[]; pagination: { page: number; limit: number; total: number; totalPages: number }; message: string };
export type Summary = { id: number; otherUser: { id: number; name: string; role: string | null }; lastMessage: Msg | null; lastMessageAt: string; unread: number; blockedByMe: boolean };

export const clientId = () => randomUUID();

export async function startChat(a: TestActor, b: { id: number }): Promise<number> {
  const res = await call<{ chat: Summary }>("POST", `${CHAT}/chats`, { bearer: a.token, body: { userId: b.id } });
  if (res.status !== 200) throw new Error(`start: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.chat.id;
}

export const sendTo = (a: TestActor, chatId: number, content: string, id = clientId()) =>
  call<{ chatMessage: Msg; message: string }>("POST", `${CHAT}/chats/${chatId}/messages`, { bearer: a.token, body: { content, clientId: id } });

export const sendGlobal = (a: TestActor, content: string, id = clientId()) =>
  call<{ chatMessage: Msg }>("POST", `${CHAT}/global-messages`, { bearer: a.token, body: { content, clientId: id } });

export const history = (a: TestActor | undefined, chatId: number, page = 1, limit = 20, before?: number) =>
  call<History>("GET", `${CHAT}/chats/${chatId}/history?page=${page}&limit=${limit}${before === undefined ? "" : `&before=${before}`}`, { bearer: a?.token });

export const chatList = (a: TestActor, role?: string) => call<{ chats: Summary[] }>("GET", `${CHAT}/chats${role ? `?role=${role}` : ""}`, { bearer: a.token });

export const unread = async (a: TestActor) => (await call<{ unread: number }>("GET", `${CHAT}/unread-count`, { bearer: a.token })).body.unread;
