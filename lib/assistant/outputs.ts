import { z } from "zod";
import { isoTime } from "@/lib/api/outputs";

/** Spec §3 Chat: id, chatName, name, createdAt, updatedAt, enhanced_data, questions[]{question}. */
export const chatOutput = z.object({
  id: z.string(),
  chatName: z.string(),
  name: z.string(),
  createdAt: isoTime,
  updatedAt: isoTime,
  enhanced_data: z.record(z.string(), z.unknown()),
  questions: z.array(z.object({ question: z.string() })),
  isFinalJD: z.boolean(),
  isInterviewQuestionsReady: z.boolean(),
});

/** Spec §3 chat reply fields. */
export const chatReplyOutput = z.object({
  message: z.string(),
  chat: chatOutput,
  category: z.string().nullable(),
  explanation: z.string().nullable(),
  next_question: z.string().nullable(),
  isfinalJD: z.boolean(),
  job_description: z.string().nullable(),
  questions: z.array(z.object({ question: z.string() })).nullable(),
  answers: z.array(z.object({ question: z.string(), answer: z.string() })).nullable(),
  response: z.string().nullable(),
  messageType: z.enum(["message", "jobDescription", "interviewQuestions", "answers"]),
  messageId: z.number().int(),
});
export const questionsReplyOutput = chatReplyOutput.extend({ data: z.object({ questions: z.array(z.object({ question: z.string() })).nullable() }) });
export const chatsOutput = z.object({ chats: z.array(chatOutput) });
export const renamedOutput = z.object({ message: z.string(), chat: chatOutput });

/** Spec §3 history: messages (messageType, role user|other, content) and the two flags. */
export const historyOutput = z.object({
  messages: z.array(
    z.object({ id: z.number().int(), messageType: z.string(), role: z.enum(["user", "other"]), content: z.string(), category: z.string().nullable(), createdAt: isoTime }),
  ),
  isInterviewQuestionsReady: z.boolean(),
  isFinalJD: z.boolean(),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export const skillTagsOutput = z.object({ skillTags: z.object({ skills: z.array(z.string()), tags: z.array(z.string()) }) });
const nullableText = z.string().nullable();
export const jobDetailsOutput = z.object({
  data: z.object({
    companyName: nullableText,
    jobTitle: nullableText,
    experienceLevel: nullableText,
    employmentType: nullableText,
    requiredSkills: z.array(z.string()).nullable(),
    salaryRange: nullableText,
    jobType: nullableText,
    location: nullableText,
    tags: z.array(z.string()).nullable(),
    jobDescription: nullableText,
    /** The draft is saved as Drafted, from this chat. */
    jobStatus: z.literal("Drafted"),
    chatId: z.string(),
  }),
  jobDescription: nullableText,
});
