import { z } from "zod";
import { USER_TYPES } from "@/db/enums";
import { idParam } from "@/lib/validation/ids";
import { CHAT_PAGE_SIZE, MAX_CHAT_MESSAGE_CHARS } from "./bounds";

/**
 * Inputs of the chat API (spec §7 "Chat system" and the calls its client needs).
 * Zod only; the bounds the composer shares with the handlers live in ./bounds (no zod in the browser).
 */
export { CHAT_PAGE_SIZE, MAX_CHAT_MESSAGE_CHARS };

const role = z.enum(USER_TYPES, { error: `role must be one of ${USER_TYPES.join(", ")}` });

/**
 * Spec §3 "messages have id and are paged": page 1 is the newest. `before` (a message id) reads the
 * page older than that message straight from the index, as "Load older" does: no rows skipped over,
 * and messages arriving meanwhile do not shift it; `page` then only numbers it.
 */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int("page must be a whole number").min(1, "page must be 1 or more").max(100_000, "page is too large").default(1),
  limit: z.coerce.number().int("limit must be a whole number").min(1, "limit must be 1 or more").max(100, "limit can be at most 100").default(CHAT_PAGE_SIZE),
  before: z.preprocess((v) => (v === "" ? undefined : v), idParam("before").optional()),
});

export const chatIdSchema = z.object({ chatId: idParam("chatId") });
export const conversationHistorySchema = pageQuerySchema.extend({ chatId: idParam("chatId") });

/** chats?role: conversations whose other participant has that account type; absent (or empty) = all. */
export const chatListSchema = z.object({
  role: z.preprocess((v) => (v === "" ? undefined : v), role.optional()),
});

export const searchUsersSchema = z.object({
  role,
  name: z.string({ error: "name is required" }).trim().min(1, "Type a name to search for").max(100, "name can be at most 100 characters"),
});

/** Made by the browser for each message; a retry sends the same one (idempotent send). */
export const clientIdSchema = z
  .string({ error: "clientId is required" })
  .min(8, "clientId must be 8 to 64 letters, digits, - or _")
  .max(64, "clientId must be 8 to 64 letters, digits, - or _")
  .regex(/^[A-Za-z0-9_-]+$/, "clientId must be 8 to 64 letters, digits, - or _");

/** Stored as plain text, trimmed at both ends. */
export const contentSchema = z
  .string({ error: "content is required" })
  .trim()
  .min(1, "Please type a message first.")
  .max(MAX_CHAT_MESSAGE_CHARS, `A message can be at most ${MAX_CHAT_MESSAGE_CHARS.toLocaleString("en-US")} characters.`);

export const sendGlobalSchema = z.object({ content: contentSchema, clientId: clientIdSchema });
export const sendPrivateSchema = sendGlobalSchema.extend({ chatId: idParam("chatId") });

export const startConversationSchema = z.object({ userId: idParam("userId") });
export const blockSchema = z.object({ userId: idParam("userId") });

/** Marks the conversation read up to `messageId` (absent: up to its newest message). */
export const markReadSchema = z.object({ chatId: idParam("chatId"), messageId: idParam("messageId").optional() });

export type ChatRole = z.infer<typeof role>;
