import { generateText, Output, streamText, type LanguageModel } from "ai";
import { hasTopic } from "@/lib/assistant/planner";
import { TOPICS, type AssistantEngine, type InteractionResult, type JobFields } from "@/lib/assistant/types";
import { DESCRIBE_SYSTEM, GRADE_SYSTEM, INTERACT_SYSTEM, QUESTIONS_SYSTEM, describePrompt, gradePrompt, interactPrompt, questionsPrompt } from "./prompts";
import { gradeSchema, interactionSchema, questionsSchema } from "./schemas";

/**
 * The model engine: any OpenAI-compatible model through the AI SDK. Grading,
 * questions and interactions use structured output (zod); the description
 * streams. The shared planner still decides what is asked next and when the
 * description is ready.
 */
const SETTINGS = { maxRetries: 1, temperature: 0.2 } as const;

const withoutNulls = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null)) as JobFields;

export function createModelEngine(model: LanguageModel): AssistantEngine {
  return {
    kind: "model",

    async grade(input) {
      const stillOpen = TOPICS.filter((t) => !hasTopic(input.fields, t) && !input.state.skipped.includes(t));
      const { output } = await generateText({
        model,
        ...SETTINGS,
        system: GRADE_SYSTEM,
        prompt: gradePrompt(input, stillOpen),
        output: Output.object({ schema: gradeSchema, name: "answer_grade" }),
      });
      // Injection attempts are off topic however the model graded them: nothing from them is stored.
      const offTopic = output.category === "off_topic";
      return {
        category: output.category,
        fields: offTopic ? {} : withoutNulls(output.fields),
        skipped: offTopic ? [] : output.skipped,
        explanation: output.explanation,
        nextQuestion: output.next_question,
        nextTopic: output.next_topic,
      };
    },

    describe(fields) {
      const result = streamText({ model, ...SETTINGS, temperature: 0.5, system: DESCRIBE_SYSTEM, prompt: describePrompt(fields) });
      return textOrThrow(result.fullStream);
    },

    async questions(fields) {
      const { output } = await generateText({
        model,
        ...SETTINGS,
        temperature: 0.4,
        system: QUESTIONS_SYSTEM,
        prompt: questionsPrompt(fields),
        output: Output.object({ schema: questionsSchema, name: "interview_questions" }),
      });
      return output.questions;
    },

    async interact(input): Promise<InteractionResult> {
      const { output } = await generateText({
        model,
        ...SETTINGS,
        system: INTERACT_SYSTEM,
        prompt: interactPrompt(input),
        output: Output.object({ schema: interactionSchema, name: "interview_interaction" }),
      });
      const category = output.messageType === "answers" ? "answers" : output.messageType === "interviewQuestions" ? "interview_questions" : "clarification";
      return { messageType: output.messageType, category, response: output.response, questions: output.questions, answers: output.answers };
    },
  };
}

type StreamPart = { type: string; text?: string; error?: unknown; finishReason?: unknown };

/**
 * Text deltas of a model stream. An error part, or a stream that ends without
 * finishing, throws, so a cut-off description is never stored as if complete.
 */
async function* textOrThrow(parts: AsyncIterable<StreamPart>): AsyncGenerator<string> {
  let finished = false;
  for await (const part of parts) {
    if (part.type === "text-delta" && part.text) yield part.text;
    else if (part.type === "error") throw part.error instanceof Error ? part.error : new Error(String(part.error));
    else if (part.type === "abort") throw new Error("The model stream was aborted");
    else if (part.type === "finish") finished = part.finishReason !== "error";
  }
  if (!finished) throw new Error("The model stream ended before it finished");
}
