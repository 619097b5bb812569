import { mergeHistoryPage } from "@/lib/client/paged-history";
import type { ChatMessage, ChatReply, HistoryMessage, HistoryPage } from "./types";

/**
 * The chat screen's state and its transitions (spec §4 "Chat flow"), kept pure
 * so the rules are unit-tested without a browser.
 */
export const READY_SENTENCE = "The job description is ready, You can proceed with description generation";

export type ChatState = {
  chatId: string | null;
  messages: ChatMessage[];
  isFinalJD: boolean;
  isInterviewQuestionsReady: boolean;
  /** Highest history page loaded, and how many there are. */
  page: number;
  totalPages: number;
};

export const initialChatState = (chatId: string | null = null): ChatState => ({
  chatId,
  messages: [],
  isFinalJD: false,
  isInterviewQuestionsReady: false,
  page: 0,
  totalPages: 0,
});

/** "Create job post" needs a chat whose interview is complete and that has something in it. */
export const canCreateJobPost = (state: ChatState) =>
  Boolean(state.chatId) && state.isFinalJD && state.messages.some((m) => !m.isLoading && m.content.trim() !== "");

export type ChatAction =
  | { type: "reset" }
  | { type: "select"; chatId: string }
  | { type: "send"; key: string; text: string }
  | { type: "generate"; key: string; kind: "markdown" | "questions" }
  | { type: "chat-id"; chatId: string }
  | { type: "delta"; key: string; delta: string }
  | { type: "reply"; key: string; reply: ChatReply; kind: "chat" | "finaljd" | "questions" }
  | { type: "failed"; key: string }
  | { type: "history"; page: HistoryPage };

const SHOW_NEXT = new Set(["answered", "follow_up", "skip"]);
const SHOW_EXPLANATION = new Set(["partially_answered", "neutral", "clarification", "off_topic"]);

/** What the assistant's answer shows for a reply category (spec §4). */
export function replyText(reply: ChatReply): string {
  const message = reply.message ?? "";
  const category = reply.category ?? "";
  let text = message;
  if (SHOW_NEXT.has(category)) {
    const next = reply.next_question ?? "";
    text = !next || message.includes(next) ? message : next;
  } else if (SHOW_EXPLANATION.has(category)) {
    const explanation = reply.explanation ?? "";
    text = !explanation || message.includes(explanation) ? message : explanation;
  } else if (category === "job_description") {
    text = message;
  }
  if (reply.isfinalJD && reply.messageType === "message" && !text.includes(READY_SENTENCE)) {
    text = text ? `${text}\n\n${READY_SENTENCE}` : READY_SENTENCE;
  }
  return text;
}

export function fromHistory(m: HistoryMessage): ChatMessage {
  const type: ChatMessage["type"] =
    m.role === "user" ? "question" : m.messageType === "jobDescription" ? "markdown" : m.messageType === "interviewQuestions" ? "questions" : "answer";
  return { key: `h-${m.id}`, id: m.id, type, content: m.content };
}

const replace = (messages: ChatMessage[], key: string, fn: (m: ChatMessage) => ChatMessage | null) =>
  messages.flatMap((m) => {
    if (m.key !== key) return [m];
    const next = fn(m);
    return next ? [next] : [];
  });

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case "reset":
      return initialChatState();
    case "select":
      return initialChatState(action.chatId);
    case "send":
      return {
        ...state,
        messages: [
          ...state.messages,
          { key: `${action.key}-q`, type: "question", content: action.text },
          { key: action.key, type: "answer", content: "", isLoading: true },
        ],
      };
    case "generate":
      return { ...state, messages: [...state.messages, { key: action.key, type: action.kind, content: "", isLoading: true }] };
    case "chat-id":
      return { ...state, chatId: action.chatId };
    case "delta":
      return { ...state, messages: replace(state.messages, action.key, (m) => ({ ...m, content: m.content + action.delta })) };
    case "failed":
      // Nothing was stored for a failed turn: drop the placeholder (and keep the user's text so they can retry).
      return { ...state, messages: replace(state.messages, action.key, () => null) };
    case "reply": {
      const { reply, kind } = action;
      const content =
        kind === "finaljd" ? (reply.job_description ?? reply.message) : kind === "questions" ? reply.message : replyText(reply);
      // An interaction that rewrites the questions shows them as a questions message.
      const type = kind === "chat" && reply.messageType === "interviewQuestions" ? "questions" : undefined;
      const next: ChatState = {
        ...state,
        chatId: reply.chat?.id ?? state.chatId,
        messages: replace(state.messages, action.key, (m) => ({ ...m, type: type ?? m.type, id: reply.messageId, content, isLoading: false })),
      };
      if (kind === "chat") next.isFinalJD = state.isFinalJD || reply.isfinalJD;
      if (kind === "finaljd") next.isInterviewQuestionsReady = false;
      if (kind === "questions") next.isInterviewQuestionsReady = true;
      return next;
    }
    case "history": {
      const { page } = action;
      const loaded = page.messages.map(fromHistory);
      if (page.page === 1) {
        return { ...state, messages: loaded, isFinalJD: page.isFinalJD, isInterviewQuestionsReady: page.isInterviewQuestionsReady, page: 1, totalPages: page.totalPages };
      }
      return { ...state, messages: mergeHistoryPage(state.messages, loaded, page.page), page: Math.max(state.page, page.page), totalPages: page.totalPages };
    }
  }
}
