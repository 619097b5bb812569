import { z } from "zod";
import { endpoint, type Endpoint } from "@/lib/api/endpoint";
import { listChats, renameChat } from "./chats";
import { startFinalDescription, startQuestions } from "./generate";
import { chatHistory } from "./history";
import { jobDetails, skillTags } from "./job-details";
import { drainTurn } from "./reply";
import { chatIdSchema, chatMessageSchema, historySchema, interactionSchema, renameSchema } from "./schemas";
import { startChatTurn, startInteraction } from "./turns";
import { startTurn, streamInput, turnResponse } from "./ui-stream";
import { chatReplyOutput, chatsOutput, historyOutput, jobDetailsOutput, questionsReplyOutput, renamedOutput, skillTagsOutput } from "./outputs";

/** Spec §7 "Chat assistant" (+ job-details), and the stream the screen uses for the same turns. */
const RECRUITERS = ["COMPANY", "RECRUIMENTAGENCY"] as const;

export const assistantEndpoints: Endpoint[] = [
  endpoint({
    method: "POST",
    path: "/web/common/chat/chatapi",
    access: RECRUITERS,
    summary: "Send an answer to the job-post interviewer (no chatid starts a new chat); answers the chat reply fields",
    output: chatReplyOutput,
    input: chatMessageSchema,
    handler: async (input, { actor }) => drainTurn(await startChatTurn(actor, input)),
  }),
  endpoint({
    method: "POST",
    path: "/web/common/chat/interview-interaction",
    access: RECRUITERS,
    summary: "Refine the interview questions or ask for model answers; answers the chat reply fields",
    output: chatReplyOutput,
    input: interactionSchema,
    handler: async (input, { actor }) => drainTurn(await startInteraction(actor, input)),
  }),
  endpoint({
    method: "GET",
    path: "/web/common/chat/user-chats",
    access: RECRUITERS,
    summary: "The caller's assistant chats, most recently active first",
    output: chatsOutput,
    input: z.object({}),
    handler: (_input, { actor }) => listChats(actor),
  }),
  endpoint({
    method: "POST",
    path: "/web/common/chat/generate-finaljd",
    access: RECRUITERS,
    summary: "Write the final job description of a finished interview (appends a jobDescription message)",
    output: chatReplyOutput,
    input: chatIdSchema,
    handler: async (input, { actor }) => drainTurn(await startFinalDescription(actor, input)),
  }),
  endpoint({
    method: "POST",
    path: "/web/common/chat/generate-questions",
    access: RECRUITERS,
    summary: "Write at least eight interview questions for a finished interview; answers data.questions",
    output: questionsReplyOutput,
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
    output: historyOutput,
    input: historySchema,
    handler: (input, { actor }) => chatHistory(actor, input),
  }),
  endpoint({
    method: "GET",
    path: "/web/common/chat/getskillstags/:jobId",
    access: RECRUITERS,
    summary: "Skills and tags of one of the caller's jobs (or chats, by chat id)",
    output: skillTagsOutput,
    input: z.object({ jobId: z.string() }),
    handler: (input, { actor }) => skillTags(actor, input.jobId),
  }),
  endpoint({
    method: "PUT",
    path: "/web/common/chat/change-chatname",
    access: RECRUITERS,
    summary: "Rename one of the caller's chats",
    output: renamedOutput,
    input: renameSchema,
    handler: (input, { actor }) => renameChat(actor, input.chatid, input.chatname),
  }),
  endpoint({
    method: "GET",
    path: "/web/common/job/job-details/:chatId",
    access: RECRUITERS,
    summary: "The job fields extracted by an interview (create payload, empty values as null) and its latest description",
    output: jobDetailsOutput,
    input: z.object({ chatId: z.string() }),
    handler: (input, { actor }) => jobDetails(actor, input.chatId),
  }),
  endpoint({
    method: "POST",
    path: "/assistant/stream",
    access: RECRUITERS,
    summary:
      "The assistant screen's turns as an AI SDK UI message stream (action chat | interaction | finaljd | questions). Checks, rate limit and the stored user message come before the first byte, so those failures are ordinary JSON errors.",
    input: streamInput,
    produces: "text/event-stream",
    handler: async (input, { actor }) => turnResponse(await startTurn(actor, input)),
  }),
];
