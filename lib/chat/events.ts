import "server-only";
import { channel, publish } from "@/lib/realtime";
import type { ChatMessageDto } from "./dto";

/**
 * What the chat announces, always after the commit that stored it (lib/realtime).
 * Event types: "message" (a ChatMessageDto, on the global room or a conversation),
 * "read" (a participant's read marker), and on `user:<id>` "conversation" (a
 * conversation of theirs changed: its id, the new message if any, their unread total).
 */
export type ConversationEvent = { chatId: number; message?: ChatMessageDto; unreadTotal?: number };

/** A failed publish never fails the send: the message is stored, and screens refetch on reconnect. */
async function safely(channelName: string, type: string, data: unknown): Promise<void> {
  try {
    await publish(channelName, { type, data });
  } catch (error) {
    console.error("[chat] publish failed", channelName, type, error);
  }
}

export const announceGlobal = (message: ChatMessageDto) => safely(channel.global, "message", message);
export const announceInConversation = (chatId: number, message: ChatMessageDto) => safely(channel.conversation(chatId), "message", message);
export const announceRead = (chatId: number, userId: number, lastReadMessageId: number) =>
  safely(channel.conversation(chatId), "read", { chatId, userId, lastReadMessageId });
export const announceToUser = (userId: number, event: ConversationEvent) => safely(channel.user(userId), "conversation", event);
