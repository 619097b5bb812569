import { streamText } from "@/lib/assistant/stream-words";
import type { AssistantEngine } from "@/lib/assistant/types";
import { writeDescription } from "./describe";
import { gradeLocally } from "./grade";
import { interactLocally } from "./interact";
import { pickQuestions } from "./questions";

/** The deterministic engine used when no model is configured: no network, same answers every time. */
export const localEngine: AssistantEngine = {
  kind: "local",
  grade: async (input) => gradeLocally(input),
  describe: (fields) => streamText(writeDescription(fields)),
  questions: async (fields) => pickQuestions(fields),
  interact: async (input) => interactLocally(input),
};
