import { configuredModel } from "@/lib/ai/model";
import { features } from "@/lib/env";
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
  modelEngine ??= createModelEngine(configuredModel());
  return modelEngine;
}
