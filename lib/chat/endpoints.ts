import { z } from "zod";
import { USER_TYPES } from "@/db/enums";
import { endpoint, type Endpoint } from "@/lib/api/endpoint";
import { blockUser, unblockUser } from "./blocks";
import { listConversations, startConversation, unreadCount } from "./conversations";
import { conversationHistory, globalHistory } from "./history";
import { blockOutput, chatListOutput, chatStartedOutput, historyOutput, readOutput, searchUsersOutput, sentOutput, unreadOutput } from "./outputs";
import { markRead } from "./read";
import {
  blockSchema,
  chatListSchema,
  conversationHistorySchema,
  markReadSchema,
  pageQuerySchema,
  searchUsersSchema,
  sendGlobalSchema,
  sendPrivateSchema,
  startConversationSchema,
} from "./schemas";
import { searchChatUsers } from "./search";
import { sendGlobal, sendPrivate } from "./send";

const BASE = "/web/common/chatsystem";
/** Chatting needs an account with a type; a guest only reads the global room. */
const TYPED = USER_TYPES;

/** Spec §7 "Chat system", plus the calls its client needs but the spec does not show. */
export const chatEndpoints: Endpoint[] = [
  endpoint({
    method: "GET",
    path: `${BASE}/global-history`,
    access: "public",
    summary: "One page of the global room (page 1 = newest, oldest first inside a page) → messages, pagination, message",
    output: historyOutput,
    input: pageQuerySchema,
    handler: (input, { actor }) => globalHistory(actor, input),
  }),
  endpoint({
    method: "POST",
    path: `${BASE}/global-messages`,
    access: TYPED,
    summary: "Write in the global room {content, clientId}; a retry with the same clientId answers the stored message",
    output: sentOutput,
    input: sendGlobalSchema,
    handler: (input, { actor }) => sendGlobal(actor, input),
  }),
  endpoint({
    method: "GET",
    path: `${BASE}/chats`,
    access: TYPED,
    summary: "The caller's conversations, newest activity first, with last message and unread count; role = the other participant's account type",
    output: chatListOutput,
    input: chatListSchema,
    handler: (input, { actor }) => listConversations(actor, input),
  }),
  endpoint({
    method: "POST",
    path: `${BASE}/chats`,
    access: TYPED,
    summary: "Start (or get) the one conversation with a user {userId}",
    output: chatStartedOutput,
    input: startConversationSchema,
    handler: (input, { actor }) => startConversation(actor, input),
  }),
  endpoint({
    method: "GET",
    path: `${BASE}/chats/:chatId/history`,
    access: TYPED,
    summary: "One page of a conversation (participants only; page 1 = newest) → messages, pagination",
    output: historyOutput,
    input: conversationHistorySchema,
    handler: (input, { actor }) => conversationHistory(actor, input),
  }),
  endpoint({
    method: "POST",
    path: `${BASE}/chats/:chatId/messages`,
    access: TYPED,
    summary: "Send a private message {content, clientId} (participants only); idempotent by clientId",
    output: sentOutput,
    input: sendPrivateSchema,
    handler: (input, { actor }) => sendPrivate(actor, input),
  }),
  endpoint({
    method: "POST",
    path: `${BASE}/chats/:chatId/read`,
    access: TYPED,
    summary: "Mark a conversation read up to messageId (absent: its newest message) → the caller's unread total",
    output: readOutput,
    input: markReadSchema,
    handler: (input, { actor }) => markRead(actor, input),
  }),
  endpoint({
    method: "GET",
    path: `${BASE}/search-users`,
    access: TYPED,
    summary: "Users of an account type by name, typo tolerant, best match first → users",
    output: searchUsersOutput,
    input: searchUsersSchema,
    handler: (input, { actor }) => searchChatUsers(actor, input),
  }),
  endpoint({
    method: "GET",
    path: `${BASE}/unread-count`,
    access: TYPED,
    summary: "Unread private messages over all of the caller's conversations (the header's badge)",
    output: unreadOutput,
    input: z.object({}),
    handler: (_input, { actor }) => unreadCount(actor),
  }),
  endpoint({
    method: "POST",
    path: `${BASE}/blocks`,
    access: TYPED,
    summary: "Block a user {userId}: no new messages either way; the blocked user is not told",
    output: blockOutput,
    input: blockSchema,
    handler: (input, { actor }) => blockUser(actor, input),
  }),
  endpoint({
    method: "DELETE",
    path: `${BASE}/blocks/:userId`,
    access: TYPED,
    summary: "Unblock a user (someone not blocked: harmless; an unknown user: 404)",
    output: blockOutput,
    input: blockSchema,
    handler: (input, { actor }) => unblockUser(actor, input),
  }),
];
