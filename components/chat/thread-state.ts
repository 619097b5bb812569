import { mergeHistoryPage } from "@/lib/client/paged-history";
import type { ChatMessageDto, ChatPerson, HistoryAnswer } from "./types";

/**
 * One open thread (a conversation or the global room), kept pure so the rules are
 * unit-tested: history pages (page 1 replaces, older pages prepend, de-duplicated
 * by id — the assistant's rule, lib/client/paged-history.ts), live messages and a
 * refetch after a reconnect merged by id, and optimistic sends matched to the
 * stored message by their client id.
 */
export type ThreadMessage = {
  key: string;
  /** Absent until the server stored it. */
  id?: number;
  clientId: string | null;
  content: string;
  createdAt: string;
  sender: ChatPerson;
  status: "sent" | "pending" | "failed";
  error?: string;
  /** Failed without an answer (offline, a time-out): it goes out again by itself when the connection is back. */
  unanswered?: boolean;
};

export type ThreadState = { messages: ThreadMessage[]; page: number; totalPages: number; loaded: boolean };

export const initialThread: ThreadState = { messages: [], page: 0, totalPages: 0, loaded: false };

export type ThreadAction =
  /** open: first page of a thread; older: the next page up; refresh: page 1 again after a reconnect (merged). */
  | { type: "page"; answer: HistoryAnswer; mode: "open" | "older" | "refresh" }
  | { type: "live"; message: ChatMessageDto }
  | { type: "send"; clientId: string; content: string; sender: ChatPerson; at: string }
  | { type: "failed"; clientId: string; error: string; unanswered?: boolean }
  | { type: "retry"; clientId: string };

const fromDto = (m: ChatMessageDto): ThreadMessage => ({ key: `m-${m.id}`, id: m.id, clientId: m.clientId, content: m.content, createdAt: m.createdAt, sender: m.sender, status: "sent" });

const isLocal = (m: ThreadMessage) => m.id === undefined;

/** Stored messages in id order, then the ones still being sent (or failed) in the order they were written. */
function upsert(messages: ThreadMessage[], dto: ChatMessageDto): ThreadMessage[] {
  const same = (m: ThreadMessage) => m.id === dto.id || (dto.clientId !== null && m.clientId === dto.clientId);
  const stored = messages.filter((m) => !isLocal(m) && !same(m));
  const local = messages.filter((m) => isLocal(m) && !same(m));
  return [...[...stored, fromDto(dto)].sort((a, b) => a.id! - b.id!), ...local];
}

const setStatus = (messages: ThreadMessage[], clientId: string, status: ThreadMessage["status"], error?: string, unanswered?: boolean) =>
  messages.map((m) => (isLocal(m) && m.clientId === clientId ? { ...m, status, error, unanswered } : m));

export function threadReducer(state: ThreadState, action: ThreadAction): ThreadState {
  switch (action.type) {
    case "page": {
      const { answer, mode } = action;
      const loaded = answer.messages.map(fromDto);
      const { page, totalPages } = answer.pagination;
      if (mode === "refresh") {
        return { ...state, messages: answer.messages.reduce(upsert, state.messages), totalPages, loaded: true, page: Math.max(state.page, 1) };
      }
      if (mode === "open") {
        // Page 1 replaces, but a live message newer than the page stays: it was sent while the page was
        // read, and its event can reach the screen before the page's answer does. Sends under way stay below.
        const newest = Math.max(0, ...loaded.map((m) => m.id!));
        const arrived = state.messages.filter((m) => !isLocal(m) && m.id! > newest);
        const local = state.messages.filter((m) => isLocal(m) && !answer.messages.some((d) => d.clientId !== null && d.clientId === m.clientId));
        return { messages: [...mergeHistoryPage(state.messages, loaded, 1), ...arrived, ...local], page: 1, totalPages, loaded: true };
      }
      return { ...state, messages: mergeHistoryPage(state.messages, loaded, page), page: Math.max(state.page, page), totalPages };
    }
    case "live":
      return { ...state, messages: upsert(state.messages, action.message) };
    case "send": {
      const pending: ThreadMessage = { key: `c-${action.clientId}`, clientId: action.clientId, content: action.content, createdAt: action.at, sender: action.sender, status: "pending" };
      return { ...state, messages: [...state.messages, pending] };
    }
    case "failed":
      return { ...state, messages: setStatus(state.messages, action.clientId, "failed", action.error, action.unanswered) };
    case "retry":
      return { ...state, messages: setStatus(state.messages, action.clientId, "pending") };
  }
}

/** Said under a send that got no answer (use-thread.ts sends it again once the connection is back). */
export const RESENT_WHEN_BACK = "It goes out by itself once the connection is back.";

/** Failed sends that got no answer, in the order they were written: what goes out again once the connection is back. */
export const unansweredSends = (state: ThreadState): ThreadMessage[] => state.messages.filter((m) => isLocal(m) && m.status === "failed" && m.unanswered);

/** Whether older pages exist above what is shown. */
export const hasOlder = (state: ThreadState) => state.loaded && state.page < state.totalPages;

/** The id of the oldest stored message shown: "Load older" reads the page before it. */
export const oldestId = (state: ThreadState): number | undefined => state.messages.find((m) => m.id !== undefined)?.id;
