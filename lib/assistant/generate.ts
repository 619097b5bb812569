import { requireRecruiter, type Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/errors";
import { loadOwnChat, toChatDto, type ChatRow } from "./chats";
import { getEngine } from "./engine";
import { numbered } from "./local/interact";
import { MIN_QUESTIONS, pickQuestions } from "./local/questions";
import { describedFields, isReady, missingEssentials } from "./planner";
import { chatReply, makeTurn, type Turn } from "./reply";
import { saveTurn } from "./store";
import { streamText } from "./stream-words";
import { takeAssistantCall } from "./limits";
import { TOPIC_SPECS } from "./topics";
import type { AssistantEngine, InterviewState, JobFields } from "./types";
import { joinAnd } from "./wording";

/** generate-finaljd and generate-questions: both need a finished interview. */
type Options = { engine?: AssistantEngine };

async function readyChat(actor: Actor | null, chatId: string): Promise<ChatRow> {
  const owner = requireRecruiter(actor);
  const chat = await loadOwnChat(owner, chatId);
  const fields = chat.enhancedData as JobFields;
  if (!chat.isFinalJD && !isReady(fields)) {
    const missing = joinAnd(missingEssentials(fields).map((t) => TOPIC_SPECS[t].label));
    throw new AppError("CONFLICT", `The interview is not finished yet. I still need the ${missing}.`);
  }
  await takeAssistantCall(owner.id);
  return chat;
}

/** Streams the final job description; stored as a jobDescription message, which makes earlier questions stale. */
export async function startFinalDescription(actor: Actor | null, input: { chatid: string }, options: Options = {}): Promise<Turn> {
  const chat = await readyChat(actor, input.chatid);
  const engine = options.engine ?? getEngine();
  return makeTurn(chat.id, async () => ({
    pieces: engine.describe(describedFields(chat.enhancedData as JobFields, chat.state as Partial<InterviewState>)),
    finish: async (text) => {
      const saved = await saveTurn({ chat, content: text.trim(), messageType: "jobDescription", changes: { isFinalJD: true, isInterviewQuestionsReady: false } });
      return chatReply({
        message: text.trim(),
        chat: toChatDto(saved.chat),
        messageId: saved.messageId,
        messageType: "jobDescription",
        category: "job_description",
        job_description: text.trim(),
        isfinalJD: true,
      });
    },
  }));
}

/** At least eight questions; a model that returns fewer is topped up from the local bank. */
export async function startQuestions(actor: Actor | null, input: { chatid: string }, options: Options = {}): Promise<Turn> {
  const chat = await readyChat(actor, input.chatid);
  const engine = options.engine ?? getEngine();
  const fields = chat.enhancedData as JobFields;
  return makeTurn(chat.id, async () => {
    const fromEngine = (await engine.questions(fields)).map((q) => q.question.trim()).filter(Boolean);
    const extra = pickQuestions(fields, MIN_QUESTIONS * 2).map((q) => q.question);
    const questions = [...new Set([...fromEngine, ...(fromEngine.length < MIN_QUESTIONS ? extra : [])])].slice(0, Math.max(fromEngine.length, MIN_QUESTIONS));
    const intro = `Here are ${questions.length} interview questions for the ${fields.jobTitle ?? "role"}, matched to the skills and level:`;
    return {
      pieces: streamText(`${intro}\n\n${numbered(questions)}`),
      finish: async (text) => {
        const list = questions.map((question) => ({ question }));
        const saved = await saveTurn({ chat, content: text, messageType: "interviewQuestions", changes: { questions: list, isInterviewQuestionsReady: true } });
        return chatReply({
          message: text,
          chat: toChatDto(saved.chat),
          messageId: saved.messageId,
          messageType: "interviewQuestions",
          category: "interview_questions",
          questions: list,
          response: text,
        });
      },
    };
  });
}
