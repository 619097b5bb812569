import { describe, expect, it } from "vitest";
import { READY_SENTENCE, canCreateJobPost, chatReducer, initialChatState, replyText, type ChatState } from "./chat-state";
import type { ChatReply, HistoryMessage, HistoryPage } from "./types";

const chat = { id: "c1", chatName: "New chat", name: "Engineer", createdAt: "", updatedAt: "" };
const reply = (over: Partial<ChatReply> = {}): ChatReply => ({
  message: "Thanks. Which city?",
  chat,
  category: "answered",
  explanation: null,
  next_question: "Which city?",
  isfinalJD: false,
  job_description: null,
  questions: null,
  answers: null,
  response: null,
  messageType: "message",
  messageId: 7,
  ...over,
});
const msg = (id: number, role: "user" | "other" = "user", messageType: HistoryMessage["messageType"] = "message"): HistoryMessage => ({
  id,
  role,
  messageType,
  content: `m${id}`,
  category: null,
  createdAt: "",
});
const page = (n: number, messages: HistoryMessage[], over: Partial<HistoryPage> = {}): HistoryPage => ({
  messages,
  page: n,
  limit: 2,
  total: 5,
  totalPages: 3,
  isFinalJD: false,
  isInterviewQuestionsReady: false,
  ...over,
});

describe("chat reducer (spec §4 chat flow)", () => {
  it("a user message adds a question and a loading placeholder that the streamed words fill and the reply replaces", () => {
    let s = chatReducer(initialChatState(), { type: "send", key: "k", text: "We hire a chef" });
    expect(s.messages).toEqual([
      { key: "k-q", type: "question", content: "We hire a chef" },
      { key: "k", type: "answer", content: "", isLoading: true },
    ]);
    s = chatReducer(s, { type: "delta", key: "k", delta: "Thanks." });
    expect(s.messages[1]).toMatchObject({ content: "Thanks.", isLoading: true });
    s = chatReducer(s, { type: "reply", key: "k", kind: "chat", reply: reply() });
    expect(s.messages[1]).toEqual({ key: "k", id: 7, type: "answer", content: "Thanks. Which city?", isLoading: false });
    expect(s.chatId).toBe("c1");
  });

  it("chooses the text by category: next question, explanation, or the message", () => {
    expect(replyText(reply({ message: "", next_question: "Which city?" }))).toBe("Which city?");
    expect(replyText(reply({ category: "skip", message: "Skipped.", next_question: "Salary?" }))).toBe("Salary?");
    expect(replyText(reply({ category: "off_topic", message: "Back to the job", explanation: "Let us stay on the role." }))).toBe("Let us stay on the role.");
    expect(replyText(reply({ category: "clarification", message: "Remote means… Next?", explanation: "Remote means…" }))).toBe("Remote means… Next?");
    expect(replyText(reply({ category: "something_else", message: "Hello" }))).toBe("Hello");
  });

  it("isfinalJD sets the ready flag and the assistant says the ready sentence", () => {
    const s0 = chatReducer(initialChatState(), { type: "send", key: "k", text: "fintech" });
    const s = chatReducer(s0, { type: "reply", key: "k", kind: "chat", reply: reply({ category: "answered", message: "Noted.", next_question: null, isfinalJD: true }) });
    expect(s.isFinalJD).toBe(true);
    expect(s.messages[1]!.content).toContain(READY_SENTENCE);
  });

  it("the description appends a markdown message and clears the questions flag; questions set it", () => {
    let s: ChatState = { ...initialChatState("c1"), isFinalJD: true, isInterviewQuestionsReady: true };
    s = chatReducer(s, { type: "generate", key: "d", kind: "markdown" });
    s = chatReducer(s, { type: "reply", key: "d", kind: "finaljd", reply: reply({ messageType: "jobDescription", job_description: "# Chef", message: "# Chef" }) });
    expect(s.messages.at(-1)).toMatchObject({ type: "markdown", content: "# Chef", isLoading: false });
    expect(s.isInterviewQuestionsReady).toBe(false);
    s = chatReducer(s, { type: "generate", key: "q", kind: "questions" });
    s = chatReducer(s, { type: "reply", key: "q", kind: "questions", reply: reply({ messageType: "interviewQuestions", message: "1. Why?" }) });
    expect(s.messages.at(-1)).toMatchObject({ type: "questions", content: "1. Why?" });
    expect(s.isInterviewQuestionsReady).toBe(true);
  });

  it("an interaction that rewrites the questions shows a questions message; model answers stay an answer", () => {
    const s0 = chatReducer(initialChatState("c1"), { type: "send", key: "k", text: "make them harder" });
    const s1 = chatReducer(s0, { type: "reply", key: "k", kind: "chat", reply: reply({ category: null, messageType: "interviewQuestions", message: "1. Harder?" }) });
    expect(s1.messages[1]).toMatchObject({ type: "questions", content: "1. Harder?" });
    const s2 = chatReducer(s0, { type: "reply", key: "k", kind: "chat", reply: reply({ category: null, messageType: "answers", message: "**Q1** A1" }) });
    expect(s2.messages[1]).toMatchObject({ type: "answer", content: "**Q1** A1" });
  });

  it("a failed turn drops its placeholder", () => {
    const s = chatReducer(chatReducer(initialChatState(), { type: "send", key: "k", text: "x" }), { type: "failed", key: "k" });
    expect(s.messages.map((m) => m.key)).toEqual(["k-q"]);
  });

  it("reset clears id, messages and both flags; selecting a chat clears the messages", () => {
    const busy: ChatState = { ...initialChatState("c1"), isFinalJD: true, isInterviewQuestionsReady: true, messages: [{ key: "a", type: "question", content: "x" }] };
    expect(chatReducer(busy, { type: "reset" })).toEqual(initialChatState());
    expect(chatReducer(busy, { type: "select", chatId: "c2" })).toMatchObject({ chatId: "c2", messages: [], isFinalJD: false });
  });

  it("history page 1 replaces and takes the flags; later pages prepend older messages without duplicates", () => {
    let s: ChatState = { ...initialChatState("c1"), messages: [{ key: "x", type: "question", content: "stale" }] };
    s = chatReducer(s, { type: "history", page: page(1, [msg(4), msg(5, "other", "jobDescription")], { isFinalJD: true, isInterviewQuestionsReady: true }) });
    expect(s.messages.map((m) => [m.id, m.type])).toEqual([
      [4, "question"],
      [5, "markdown"],
    ]);
    expect(s).toMatchObject({ isFinalJD: true, isInterviewQuestionsReady: true, page: 1, totalPages: 3 });
    // Page 2 overlaps (a message arrived meanwhile): id 4 is not shown twice.
    s = chatReducer(s, { type: "history", page: page(2, [msg(3, "other", "interviewQuestions"), msg(4)]) });
    expect(s.messages.map((m) => m.id)).toEqual([3, 4, 5]);
    expect(s.messages[0]!.type).toBe("questions");
    expect(s.page).toBe(2);
  });
});

describe("canCreateJobPost", () => {
  const ready = { ...initialChatState("c1"), isFinalJD: true };
  it("is off for an empty chat, even one the server marks final", () => {
    expect(canCreateJobPost(ready)).toBe(false);
    expect(canCreateJobPost({ ...ready, messages: [{ key: "a", type: "answer", content: "", isLoading: true }] })).toBe(false);
  });
  it("is on once a final interview has content, and off before the interview is final", () => {
    const withMessage = { ...ready, messages: [{ key: "a", type: "answer" as const, content: "Ready." }] };
    expect(canCreateJobPost(withMessage)).toBe(true);
    expect(canCreateJobPost({ ...withMessage, isFinalJD: false })).toBe(false);
    expect(canCreateJobPost({ ...withMessage, chatId: null })).toBe(false);
  });
});
