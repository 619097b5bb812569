/** Shapes of the assistant API as the screen uses them (lib/assistant/reply.ts, history.ts, chats.ts). */
export type ChatSummary = {
  id: string;
  chatName: string;
  name: string;
  createdAt: string;
  updatedAt: string;
  isFinalJD?: boolean;
  isInterviewQuestionsReady?: boolean;
};

export type ChatReply = {
  message: string;
  chat: ChatSummary;
  category: string | null;
  explanation: string | null;
  next_question: string | null;
  isfinalJD: boolean;
  job_description: string | null;
  questions: { question: string }[] | null;
  answers: { question: string; answer: string }[] | null;
  response: string | null;
  messageType: "message" | "jobDescription" | "interviewQuestions" | "answers";
  messageId: number;
};

// Type-only: erased from the client bundle, so the screen shares the server's shapes without its code.
export type { HistoryMessage, HistoryPage } from "@/lib/assistant/history";

/** Spec §3 "Chat message (client side)": type, content, isLoading (+ a key and the stored id). */
export type ChatMessage = {
  key: string;
  id?: number;
  type: "question" | "answer" | "markdown" | "questions";
  content: string;
  isLoading?: boolean;
};
