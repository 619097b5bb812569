import { requireRecruiter, type Actor } from "@/lib/auth/actor";
import { createChat, loadOwnChat, readState, toChatDto, type ChatRow } from "./chats";
import { getEngine } from "./engine";
import { extractFields } from "./parse/extract";
import { planTurn } from "./planner";
import { chatReply, makeTurn, type Turn } from "./reply";
import { normaliseGrade } from "./normalise";
import { lastAssistantMessage, saveTurn, storeUserMessage } from "./store";
import { streamText } from "./stream-words";
import { checkMessage, takeAssistantCall } from "./limits";
import type { AssistantEngine, JobFields } from "./types";

/**
 * The conversational use cases (chatapi and interview-interaction). Order
 * matters: ownership, then the rate limit, then the user's message is stored,
 * and only then does the engine run inside the returned turn.
 */
export type TurnOptions = { engine?: AssistantEngine };

export async function startChatTurn(actor: Actor | null, input: { message: string; chatid?: string | null }, options: TurnOptions = {}): Promise<Turn> {
  const owner = requireRecruiter(actor);
  const message = checkMessage(input.message);
  const existing = input.chatid ? await loadOwnChat(owner, input.chatid) : null;
  await takeAssistantCall(owner.id);
  const chat = existing ?? (await createChat(owner));
  const userMessageId = await storeUserMessage(chat.id, message);
  const engine = options.engine ?? getEngine();

  return makeTurn(chat.id, async () => {
    const fields = chat.enhancedData as JobFields;
    const state = readState(chat);
    const lastQuestion = await lastAssistantMessage(chat.id);
    const grade = normaliseGrade(await engine.grade({ fields, state, message, lastQuestion }));
    const outcome = planTurn(fields, state, grade);
    return {
      pieces: streamText(outcome.message),
      finish: async (text) => {
        const saved = await saveTurn({
          chat,
          content: text,
          messageType: "message",
          userMessage: { id: userMessageId, category: outcome.category },
          expectUnchangedState: true,
          changes: {
            enhancedData: outcome.fields,
            state: outcome.state,
            isFinalJD: chat.isFinalJD || outcome.isFinal,
            name: outcome.fields.jobTitle ?? chat.name,
          },
        });
        return chatReply({
          message: text,
          chat: toChatDto(saved.chat),
          messageId: saved.messageId,
          messageType: "message",
          category: outcome.category,
          explanation: outcome.explanation,
          next_question: outcome.nextQuestion,
          isfinalJD: saved.chat.isFinalJD,
        });
      },
    };
  });
}

export async function startInteraction(actor: Actor | null, input: { user_input: string; chatid?: string | null }, options: TurnOptions = {}): Promise<Turn> {
  const owner = requireRecruiter(actor);
  const userInput = checkMessage(input.user_input);
  const existing = input.chatid ? await loadOwnChat(owner, input.chatid) : null;
  await takeAssistantCall(owner.id);
  // Without a chat, the request itself ("questions for a senior React developer") describes the role.
  const chat: ChatRow = existing ?? (await createChat(owner, extractFields(userInput)));
  const userMessageId = await storeUserMessage(chat.id, userInput);
  const engine = options.engine ?? getEngine();

  return makeTurn(chat.id, async () => {
    const result = await engine.interact({
      fields: chat.enhancedData as JobFields,
      questions: chat.questions.map((q) => q.question),
      userInput,
    });
    return {
      pieces: streamText(result.response),
      finish: async (text) => {
        const changedQuestions = result.messageType === "interviewQuestions" && result.questions?.length ? result.questions.map((question) => ({ question })) : null;
        const saved = await saveTurn({
          chat,
          content: text,
          messageType: result.messageType,
          userMessage: { id: userMessageId, category: result.category },
          changes: changedQuestions ? { questions: changedQuestions, isInterviewQuestionsReady: true } : {},
        });
        return chatReply({
          message: text,
          chat: toChatDto(saved.chat),
          messageId: saved.messageId,
          messageType: result.messageType,
          category: result.category,
          explanation: result.category === "clarification" ? text : null,
          response: text,
          questions: result.questions ? result.questions.map((question) => ({ question })) : null,
          answers: result.answers,
        });
      },
    };
  });
}
