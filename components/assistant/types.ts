/** Shapes of the assistant API as the screen uses them (lib/assistant/reply.ts, history.ts, chats.ts). */
// Type-only imports: erased from the client bundle, so the screen shares the server's shapes without its code.
import type { ChatDto } from "@/lib/assistant/chats";
import type { ChatReply as ServerChatReply } from "@/lib/assistant/reply";

/** The part of a chat the screen reads (the list and the reply's chat). */
export type ChatSummary = Pick<ChatDto, "id" | "chatName" | "name" | "createdAt" | "updatedAt"> &
  Partial<Pick<ChatDto, "isFinalJD" | "isInterviewQuestionsReady">>;

export type ChatReply = Omit<ServerChatReply, "chat"> & { chat: ChatSummary };

export type { HistoryMessage, HistoryPage } from "@/lib/assistant/history";

/** Spec §3 "Chat message (client side)": type, content, isLoading (+ a key and the stored id). */
export type ChatMessage = {
  key: string;
  id?: number;
  type: "question" | "answer" | "markdown" | "questions";
  content: string;
  isLoading?: boolean;
};
