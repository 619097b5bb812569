import { z } from "zod";
import { CATEGORIES, TOPICS } from "@/lib/assistant/types";

/**
 * Structured-output schemas of the model engine. OpenAI's strict mode needs
 * every property present, so optional values are nullable rather than
 * optional, and limits are checked after parsing (lib/assistant/normalise.ts).
 */
const text = z.string();
const items = z.array(z.string()).nullable();

export const extractedFieldsSchema = z.object({
  jobTitle: text.nullable(),
  companyName: text.nullable(),
  experienceLevel: text.nullable(),
  yearsOfExperience: z.number().nullable(),
  employmentType: text.nullable(),
  jobType: z.enum(["On-site", "Hybrid", "Remote"]).nullable(),
  location: text.nullable(),
  salaryRange: text.nullable(),
  requiredSkills: items,
  responsibilities: items,
  niceToHaves: items,
  benefits: items,
  tags: items,
});

export const gradeSchema = z.object({
  category: z.enum(CATEGORIES),
  explanation: text.nullable(),
  fields: extractedFieldsSchema,
  skipped: z.array(z.enum(TOPICS)),
  next_topic: z.enum(TOPICS).nullable(),
  next_question: text.nullable(),
});
export type ModelGrade = z.infer<typeof gradeSchema>;

export const questionsSchema = z.object({
  questions: z.array(z.object({ question: text, kind: z.enum(["technical", "behavioural"]) })),
});

export const interactionSchema = z.object({
  messageType: z.enum(["interviewQuestions", "answers", "message"]),
  response: text,
  questions: z.array(z.string()).nullable(),
  answers: z.array(z.object({ question: text, answer: text })).nullable(),
});
