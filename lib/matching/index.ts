import "server-only";
import { features } from "@/lib/env";
import { scoreMatchLocally } from "./local";
import { scoreWithModel } from "./model";
import type { MatchCandidate, MatchJob, MatchResult } from "./types";

export { scoreMatchLocally } from "./local";
export * from "./types";

/**
 * How well a candidate fits a job, criterion by criterion: through the model
 * when OPENAI_API_KEY is set (falling back to the local engine, with one log
 * line, when the model fails or answers outside the schema), through the
 * local engine otherwise. Help for the recruiter, never a decision.
 */
export async function scoreMatch(job: MatchJob, candidate: MatchCandidate, options: { now?: Date } = {}): Promise<MatchResult> {
  const now = options.now ?? new Date();
  if (features.openai) {
    try {
      return await scoreWithModel(job, candidate, now);
    } catch (error) {
      console.warn(`[matching] model engine failed, using the local engine: ${error instanceof Error ? error.message.slice(0, 200) : String(error)}`);
    }
  }
  return scoreMatchLocally(job, candidate, now);
}
