import { z } from "zod";
import { LINE_PROBLEM, isOneLine } from "@/lib/validation/text";

/**
 * Inputs of the assistant API. Lengths are checked again in the use cases
 * (lib/assistant/limits.ts) with friendlier messages; these bounds only keep
 * absurd bodies out. An empty chat id means "start a new chat".
 */
const chatId = z.string().trim().max(100, "Chat not found");
const optionalChatId = z
  .union([z.string(), z.null()])
  .optional()
  .transform((v) => (typeof v === "string" && v.trim() ? v.trim() : undefined))
  .pipe(chatId.optional());
const text = (field: string) => z.string({ error: `${field} is required` }).max(50_000, `${field} is too long`);

export const chatMessageSchema = z.object({ message: text("message"), chatid: optionalChatId });
export const interactionSchema = z.object({ user_input: text("user_input"), chatid: optionalChatId });
export const chatIdSchema = z.object({ chatid: chatId.min(1, "chatid is required") });

export const historySchema = z.object({
  chatId: chatId.min(1, "chatId is required"),
  page: z.coerce.number().int("page must be a whole number").min(1, "page must be 1 or more").max(100_000).default(1),
  limit: z.coerce.number().int("limit must be a whole number").min(1, "limit must be 1 or more").max(100, "limit can be at most 100").default(10),
});

export const renameSchema = z.object({
  chatid: chatId.min(1, "chatid is required"),
  chatname: z
    .string({ error: (issue) => (issue.input === undefined ? "chatname is required" : "chatname must be text") })
    .trim()
    .min(1, "The chat name cannot be empty")
    .max(100, "The chat name can be at most 100 characters")
    .refine(isOneLine, `The chat name: ${LINE_PROBLEM}`),
});

/** The streaming route: one body for every assistant action the screen streams. */
export const streamRequestSchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("chat"), message: text("message"), chatid: optionalChatId }),
  z.object({ action: z.literal("interaction"), message: text("message"), chatid: optionalChatId }),
  z.object({ action: z.literal("finaljd"), chatid: chatId.min(1, "chatid is required") }),
  z.object({ action: z.literal("questions"), chatid: chatId.min(1, "chatid is required") }),
]);
export type StreamRequest = z.infer<typeof streamRequestSchema>;
