import { AppError } from "@/lib/errors";
import { hitRateLimit } from "@/lib/rate-limit";

/**
 * Cost and abuse limits of the assistant. The counter lives in the rate_limits
 * table, so the limit holds across server instances.
 */
export const MAX_MESSAGE_CHARS = 4000;
/**
 * One job post through the interview costs about 15 calls (answers, both generations, edits), so
 * 100 in 10 minutes lets a recruiter write several posts back to back (40 stopped one in the middle of
 * their third) while a runaway client is still stopped within a few seconds of model time.
 */
export const ASSISTANT_CALLS_PER_WINDOW = 100;
export const ASSISTANT_WINDOW_SECONDS = 10 * 60;

export const rateLimitKey = (userId: number) => `assistant:${userId}`;

/** Counts one assistant call (a message, an interaction or a generation) against the user's limit. */
export async function takeAssistantCall(userId: number): Promise<void> {
  const result = await hitRateLimit(rateLimitKey(userId), ASSISTANT_CALLS_PER_WINDOW, ASSISTANT_WINDOW_SECONDS);
  if (!result.allowed) {
    throw new AppError(
      "RATE_LIMITED",
      `You have used the assistant ${ASSISTANT_CALLS_PER_WINDOW} times in the last ${ASSISTANT_WINDOW_SECONDS / 60} minutes. Please wait ${result.retryAfterSeconds} seconds and try again.`,
      { retryAfter: result.retryAfterSeconds },
    );
  }
}

/** The trimmed message, or a clear error when it is empty or too long. */
export function checkMessage(text: string): string {
  const message = text.trim();
  if (!message) throw new AppError("VALIDATION_FAILED", "Please type a message first.");
  if (message.length > MAX_MESSAGE_CHARS) {
    throw new AppError(
      "VALIDATION_FAILED",
      `Your message is ${message.length.toLocaleString("en-US")} characters long. Please keep it under ${MAX_MESSAGE_CHARS.toLocaleString("en-US")} characters.`,
    );
  }
  return message;
}
