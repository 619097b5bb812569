import { createOpenAI } from "@ai-sdk/openai";
import type { LanguageModel } from "ai";
import { env } from "@/lib/env";

/**
 * The configured model (callers check `features.openai` first): OPENAI_BASE_URL points
 * it at any OpenAI-compatible server, AI_MODEL picks the model and AI_API the wire
 * protocol — the Responses API (`openai('m')`), or chat completions (`openai.chat('m')`)
 * for servers that only speak that. One instance for the assistant and resume reading.
 */
let model: LanguageModel | undefined;

export function configuredModel(): LanguageModel {
  if (!model) {
    const provider = createOpenAI({ apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL });
    model = env.AI_API === "chat" ? provider.chat(env.AI_MODEL) : provider(env.AI_MODEL);
  }
  return model;
}

/**
 * Settings of a deterministic extraction with structured output (resume reading,
 * match scoring): the configured model, one retry, temperature 0, a time limit.
 */
export const extractionSettings = (timeoutMs: number) => ({
  model: configuredModel(),
  maxRetries: 1,
  temperature: 0,
  abortSignal: AbortSignal.timeout(timeoutMs),
});
