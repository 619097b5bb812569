import { createOpenAI } from "@ai-sdk/openai";
import { env, features } from "@/lib/env";
import { localEngine } from "./local/engine";
import { createModelEngine } from "./model/engine";
import type { AssistantEngine } from "./types";

/**
 * The engine in use: the model engine when OPENAI_API_KEY is set (OPENAI_BASE_URL
 * points it at any OpenAI-compatible server, AI_MODEL picks the model and AI_API
 * the wire protocol: the Responses API, or chat completions for servers that only
 * speak that), the local deterministic engine otherwise.
 */
let modelEngine: AssistantEngine | undefined;

export function getEngine(): AssistantEngine {
  if (!features.openai) return localEngine;
  const provider = createOpenAI({ apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL });
  modelEngine ??= createModelEngine(env.AI_API === "chat" ? provider.chat(env.AI_MODEL) : provider(env.AI_MODEL));
  return modelEngine;
}
