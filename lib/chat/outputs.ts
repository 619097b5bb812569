import { z } from "zod";
import { USER_TYPES } from "@/db/enums";
import { isoTime } from "@/lib/api/outputs";

/** What the chat rows answer (see lib/api/outputs.ts). */
export const chatPersonOutput = z.object({ id: z.number().int(), name: z.string(), role: z.enum(USER_TYPES).nullable(), photoUrl: z.string().nullable() });

export const chatMessageOutput = z.object({
  id: z.number().int(),
  chatId: z.number().int().nullable(),
  clientId: z.string().nullable(),
  content: z.string(),
  createdAt: isoTime,
  sender: chatPersonOutput,
});

const pagination = z.object({ page: z.number().int(), limit: z.number().int(), total: z.number().int(), totalPages: z.number().int(), totalExact: z.boolean() });

/** Spec §7: global-history → messages, pagination, message; chats/{chatId}/history → messages with pagination. */
export const historyOutput = z.object({ messages: z.array(chatMessageOutput), pagination, message: z.string() });

export const chatSummaryOutput = z.object({
  id: z.number().int(),
  otherUser: chatPersonOutput,
  lastMessage: chatMessageOutput.nullable(),
  lastMessageAt: isoTime,
  unread: z.number().int(),
  blockedByMe: z.boolean(),
});

export const chatListOutput = z.object({ chats: z.array(chatSummaryOutput) });
export const chatStartedOutput = z.object({ chat: chatSummaryOutput });
export const sentOutput = z.object({ message: z.string(), chatMessage: chatMessageOutput });
export const readOutput = z.object({ message: z.string(), chatId: z.number().int(), lastReadMessageId: z.number().int(), unreadTotal: z.number().int() });
export const unreadOutput = z.object({ unread: z.number().int() });
export const blockOutput = z.object({ message: z.string(), userId: z.number().int(), blocked: z.boolean() });
export const searchUsersOutput = z.object({
  users: z.array(z.object({ id: z.number().int(), name: z.string(), role: z.enum(USER_TYPES), photoUrl: z.string().nullable() })),
  message: z.string(),
});
