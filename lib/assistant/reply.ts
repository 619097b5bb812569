import { isAppError, AppError } from "@/lib/errors";
import type { ChatDto } from "./chats";
import type { ModelAnswer } from "./types";

/**
 * The spec's chat reply fields (§3): message, chat, category, explanation,
 * next_question, isfinalJD, job_description, questions, answers, response —
 * plus messageType and messageId of the stored assistant message.
 */
export type ChatReply = {
  message: string;
  chat: ChatDto;
  category: string | null;
  explanation: string | null;
  next_question: string | null;
  isfinalJD: boolean;
  job_description: string | null;
  questions: { question: string }[] | null;
  answers: ModelAnswer[] | null;
  response: string | null;
  messageType: "message" | "jobDescription" | "interviewQuestions" | "answers";
  messageId: number;
};

export function chatReply(fields: Partial<ChatReply> & Pick<ChatReply, "message" | "chat" | "messageId" | "messageType">): ChatReply {
  return {
    category: null,
    explanation: null,
    next_question: null,
    isfinalJD: fields.chat.isFinalJD,
    job_description: null,
    questions: null,
    answers: null,
    response: null,
    ...fields,
  };
}

/**
 * A turn: `run()` yields the assistant's words as they are produced and returns
 * the reply once the message is stored. Stopping early (a closed connection)
 * stores nothing, so the user can simply send again.
 */
export type Turn = {
  chatId: string;
  run(): AsyncGenerator<string, ChatReply, undefined>;
};

type Produced = { pieces: AsyncIterable<string>; finish: (text: string) => Promise<ChatReply> };

export function makeTurn(chatId: string, produce: () => Promise<Produced>): Turn {
  return {
    chatId,
    async *run() {
      let text = "";
      let finish: Produced["finish"];
      try {
        const produced = await produce();
        finish = produced.finish;
        for await (const piece of produced.pieces) {
          text += piece;
          yield piece;
        }
      } catch (error) {
        throw engineError(error);
      }
      if (!text.trim()) throw engineError(new Error("The engine produced no text"));
      return finish(text);
    },
  };
}

/** Reads a turn to its end (the JSON endpoints). */
export async function drainTurn(turn: Turn): Promise<ChatReply> {
  const it = turn.run();
  for (;;) {
    const step = await it.next();
    if (step.done) return step.value;
  }
}

export const ENGINE_FAILED = "The assistant could not answer just now. Your message is saved; please try again.";

/** Model and network failures become one clear, retryable error; the cause is logged, never shown. */
export function engineError(error: unknown): AppError {
  if (isAppError(error)) return error;
  console.error("[assistant] engine failed", error);
  return new AppError("UPSTREAM_FAILED", ENGINE_FAILED);
}
