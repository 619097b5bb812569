import { z } from "zod";
import { endpoint, type Endpoint } from "@/lib/api/endpoint";
import { listChats, renameChat } from "./chats";
import { startFinalDescription, startQuestions } from "./generate";
import { chatHistory } from "./history";
import { jobDetails, skillTags } from "./job-details";
import { drainTurn } from "./reply";
import { chatIdSchema, chatMessageSchema, historySchema, interactionSchema, renameSchema } from "./schemas";
import { startChatTurn, startInteraction } from "./turns";

/** Spec §7 "Chat assistant" (+ job-details). The screen streams the same turns through app/api/assistant/stream. */
const RECRUITERS = ["COMPANY", "RECRUIMENTAGENCY"] as const;

export const assistantEndpoints: Endpoint[] = [
  endpoint({
    method: "POST",
    path: "/web/common/chat/chatapi",
    access: RECRUITERS,
    summary: "Send an answer to the job-post interviewer (no chatid starts a new chat); answers the chat reply fields",
    input: chatMessageSchema,
    handler: async (input, { actor }) => drainTurn(await startChatTurn(actor, input)),
  }),
  endpoint({
    method: "POST",
    path: "/web/common/chat/interview-interaction",
    access: RECRUITERS,
    summary: "Refine the interview questions or ask for model answers; answers the chat reply fields",
    input: interactionSchema,
    handler: async (input, { actor }) => drainTurn(await startInteraction(actor, input)),
  }),
  endpoint({
    method: "GET",
    path: "/web/common/chat/user-chats",
    access: RECRUITERS,
    summary: "The caller's assistant chats, most recently active first",
    input: z.object({}),
    handler: (_input, { actor }) => listChats(actor),
  }),
  endpoint({
    method: "POST",
    path: "/web/common/chat/generate-finaljd",
    access: RECRUITERS,
    summary: "Write the final job description of a finished interview (appends a jobDescription message)",
    input: chatIdSchema,
    handler: async (input, { actor }) => drainTurn(await startFinalDescription(actor, input)),
  }),
  endpoint({
    method: "POST",
    path: "/web/common/chat/generate-questions",
    access: RECRUITERS,
    summary: "Write at least eight interview questions for a finished interview; answers data.questions",
    input: chatIdSchema,
    handler: async (input, { actor }) => {
      const reply = await drainTurn(await startQuestions(actor, input));
      return { ...reply, data: { questions: reply.questions } };
    },
  }),
  endpoint({
    method: "POST",
    path: "/web/common/chat/history",
    access: RECRUITERS,
    summary: "One page of a chat's messages (page 1 = newest), with the chat's two flags",
    input: historySchema,
    handler: (input, { actor }) => chatHistory(actor, input),
  }),
  endpoint({
    method: "GET",
    path: "/web/common/chat/getskillstags/:jobId",
    access: RECRUITERS,
    summary: "Skills and tags of one of the caller's jobs (or chats, by chat id)",
    input: z.object({ jobId: z.string() }),
    handler: (input, { actor }) => skillTags(actor, input.jobId),
  }),
  endpoint({
    method: "PUT",
    path: "/web/common/chat/change-chatname",
    access: RECRUITERS,
    summary: "Rename one of the caller's chats",
    input: renameSchema,
    handler: (input, { actor }) => renameChat(actor, input.chatid, input.chatname),
  }),
  endpoint({
    method: "GET",
    path: "/web/common/job/job-details/:chatId",
    access: RECRUITERS,
    summary: "The job fields extracted by an interview (create payload, empty values as null) and its latest description",
    input: z.object({ chatId: z.string() }),
    handler: (input, { actor }) => jobDetails(actor, input.chatId),
  }),
];
