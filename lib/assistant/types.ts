import type { Salary } from "@/lib/jobs/salary";

/** What a good job post needs, in the order the interviewer asks about it. */
export const TOPICS = [
  "jobTitle",
  "companyName",
  "experienceLevel",
  "employmentType",
  "jobType",
  "location",
  "salaryRange",
  "requiredSkills",
  "responsibilities",
  "niceToHaves",
  "benefits",
  "tags",
] as const;
export type Topic = (typeof TOPICS)[number];

/** Grades of an answer (spec §4). The screen shows next_question, explanation or message by category. */
export const CATEGORIES = [
  "answered",
  "follow_up",
  "skip",
  "partially_answered",
  "neutral",
  "clarification",
  "off_topic",
  "job_description",
] as const;
export type Category = (typeof CATEGORIES)[number];

/** The chat's enhanced_data: fields learned so far (create-payload names where they overlap). */
export type JobFields = {
  jobTitle?: string;
  companyName?: string;
  experienceLevel?: string;
  yearsOfExperience?: number;
  employmentType?: string;
  /** Shifts the ad names ("Night shifts"): said in the description, not a field of the posting form. */
  schedule?: string;
  /** "On-site", "Hybrid" or "Remote". */
  jobType?: string;
  location?: string;
  salaryRange?: string;
  salary?: Salary;
  requiredSkills?: string[];
  responsibilities?: string[];
  niceToHaves?: string[];
  benefits?: string[];
  tags?: string[];
};

/** Engine state kept in assistant_chats.state. */
export type InterviewState = {
  /** The topic the last assistant turn asked about (null once the interview is complete). */
  current: Topic | null;
  asked: Topic[];
  answered: Topic[];
  skipped: Topic[];
  /** Follow-ups already asked per topic, so a vague answer is not chased forever. */
  followUps: Partial<Record<Topic, number>>;
  /** Skips per topic: an essential topic skipped once is asked again at the end. */
  skips: Partial<Record<Topic, number>>;
  /** Number of user turns graded so far (varies the wording deterministically). */
  turns: number;
};

export const emptyState = (): InterviewState => ({
  current: "jobTitle",
  asked: ["jobTitle"],
  answered: [],
  skipped: [],
  followUps: {},
  skips: {},
  turns: 0,
});

/** What an engine makes of one user message, before the shared planner decides what comes next. */
export type Grade = {
  category: Category;
  /** Fields found in the message (only the ones it mentions). */
  fields: JobFields;
  /** Topics the user explicitly skipped in this message. */
  skipped: Topic[];
  /** Shown for partially_answered, neutral, clarification and off_topic. */
  explanation: string | null;
  /** A follow-up question on the same topic (category follow_up), or the engine's own wording of the next question. */
  nextQuestion: string | null;
  /** The topic the engine's nextQuestion asks about; the planner uses the wording only if it picks the same topic. */
  nextTopic?: Topic | null;
};

export type ChatTurnInput = {
  fields: JobFields;
  state: InterviewState;
  message: string;
  /** The question the user is answering, as it was shown. */
  lastQuestion: string | null;
};

export type InterviewQuestion = { question: string; kind: "technical" | "behavioural" };
export type ModelAnswer = { question: string; answer: string };

export type InteractionInput = {
  fields: JobFields;
  questions: string[];
  userInput: string;
};

export type InteractionResult = {
  /** "interviewQuestions" when the list changed, "answers" for model answers, "message" otherwise. */
  messageType: "interviewQuestions" | "answers" | "message";
  category: "interview_questions" | "answers" | "clarification";
  /** Markdown shown to the user. */
  response: string;
  questions: string[] | null;
  answers: ModelAnswer[] | null;
};

/**
 * The one interface both engines implement. Streaming methods yield the
 * assistant's words as they are produced; the caller stores the whole text only
 * when the stream has ended.
 */
export interface AssistantEngine {
  readonly kind: "local" | "model";
  grade(input: ChatTurnInput): Promise<Grade>;
  describe(fields: JobFields): AsyncIterable<string>;
  questions(fields: JobFields): Promise<InterviewQuestion[]>;
  interact(input: InteractionInput): Promise<InteractionResult>;
}
