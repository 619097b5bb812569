import { availableParallelism } from "node:os";
import pLimit, { type LimitFunction } from "p-limit";
import { AppError } from "@/lib/errors";

/**
 * How many resumes are read at once. Each read is a worker thread with its own
 * heap (up to EXTRACT_LIMITS.heapMb) and a core's worth of CPU, so a burst of
 * uploads — or of crafted files that run to the deadline — is queued instead of
 * starting a worker each; past the queue's length the upload is a 503 with
 * Retry-After rather than memory the machine does not have.
 */
export type ExtractionGate = { run<T>(work: () => Promise<T>): Promise<T>; readonly limit: LimitFunction };

/** Shown under a saved upload (lib/profiles/resume-reading.ts): the file stands, its reading did not happen. */
export const BUSY_MESSAGE =
  "Your resume is saved, but too many resumes are being read right now to suggest details from it. Upload it again in a minute, or add your details by hand.";
const RETRY_AFTER_SECONDS = 5;

export function extractionGate(options: { running: number; waiting: number }): ExtractionGate {
  const limit = pLimit(options.running);
  return {
    limit,
    run(work) {
      if (limit.activeCount >= options.running && limit.pendingCount >= options.waiting) {
        return Promise.reject(new AppError("UNAVAILABLE", BUSY_MESSAGE, { retryAfter: RETRY_AFTER_SECONDS }));
      }
      return limit(work);
    },
  };
}

const RUNNING = Math.max(1, Math.min(4, availableParallelism()));
/** The server's one gate: a worker per core (at most 4), eight waiting per worker. */
export const resumeGate = extractionGate({ running: RUNNING, waiting: RUNNING * 8 });
