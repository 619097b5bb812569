/** Shapes of the chat API as the screens use them (lib/chat). */
export type { ChatMessageDto, Pagination } from "@/lib/chat/dto";
export type { ChatPerson } from "@/lib/chat/people";
export type { ChatSummary } from "@/lib/chat/conversations";
export type { HistoryAnswer } from "@/lib/chat/history";
export type { ReadAnswer } from "@/lib/chat/read";
export type { SendAnswer } from "@/lib/chat/send";
export type { PersonHit } from "@/lib/people/search";
export type { ConversationEvent } from "@/lib/chat/events";

/** The open thread: the global room or one conversation. */
export type ThreadRef = { kind: "global" } | { kind: "conversation"; id: number };
