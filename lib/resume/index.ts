import "server-only";
import { features } from "@/lib/env";
import { extractResumeText } from "./extract";
import { proposeLocally } from "./local";
import { proposeWithModel } from "./model";
import type { ResumeProposals } from "./types";

export type ParsedResume = { text: string; proposals: ResumeProposals; engine: "local" | "model"; ms: number };

/**
 * A stored resume's text and what it proposes: through the model when
 * OPENAI_API_KEY is set (falling back to the local engine when the model fails
 * or answers outside the schema), through the local engine otherwise.
 * Unreadable files throw AppError UNPROCESSABLE (422).
 */
export async function parseResume(input: { path: string; contentType: string }): Promise<ParsedResume> {
  const started = performance.now();
  const text = await extractResumeText(input);
  const done = (proposals: ResumeProposals, engine: ParsedResume["engine"]) => ({ text, proposals, engine, ms: Math.round(performance.now() - started) });
  if (features.openai) {
    try {
      return done(await proposeWithModel(text), "model");
    } catch (error) {
      console.warn(`[resume] model engine failed, using the local engine: ${error instanceof Error ? error.message.slice(0, 200) : String(error)}`);
    }
  }
  return done(proposeLocally(text), "local");
}
