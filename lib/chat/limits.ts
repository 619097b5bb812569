import "server-only";
import { AppError } from "@/lib/errors";
import { hitRateLimit } from "@/lib/rate-limit";

/** Per-user send limit over private and global messages together; the counter is shared by every instance. */
export const CHAT_SENDS_PER_WINDOW = 20;
export const CHAT_SEND_WINDOW_SECONDS = 10;

export const sendLimitKey = (userId: number) => `chat-send:${userId}`;

export async function takeSend(userId: number): Promise<void> {
  const result = await hitRateLimit(sendLimitKey(userId), CHAT_SENDS_PER_WINDOW, CHAT_SEND_WINDOW_SECONDS);
  if (!result.allowed) {
    throw new AppError(
      "RATE_LIMITED",
      `You are sending messages too fast (at most ${CHAT_SENDS_PER_WINDOW} in ${CHAT_SEND_WINDOW_SECONDS} seconds). Please wait ${result.retryAfterSeconds} seconds and try again.`,
      { retryAfter: result.retryAfterSeconds },
    );
  }
}
