import { z } from "zod";

/**
 * What resume parsing proposes for a candidate to review. Free of server
 * imports, so the review screen can import the type and the schema.
 */
export type ProposedExperience = {
  title: string;
  company: string;
  location: string;
  /** First of the month, "YYYY-MM-01"; a year alone becomes January. */
  startDate: string | null;
  endDate: string | null;
  current: boolean;
  description: string;
};

export type ResumeProposals = {
  summary: string | null;
  skills: string[];
  experiences: ProposedExperience[];
  headline: string | null;
  location: string | null;
};

export const RESUME_LIMITS = { title: 200, company: 200, location: 200, description: 2000, summary: 2000, headline: 200, experiences: 30, skills: 50, skill: 60 } as const;

const MONTH_DATE = /^\d{4}-(0[1-9]|1[0-2])-01$/;

/**
 * One shape, built twice: with length limits (what is accepted) and without
 * string lengths, for a model's structured output (strict JSON Schema modes
 * take no maxLength; the answer is then checked against the limited schema).
 */
function proposalsShape(limited: boolean) {
  const text = (max: number) => (limited ? z.string().max(max) : z.string());
  const experience = z.object({
    title: text(RESUME_LIMITS.title),
    company: text(RESUME_LIMITS.company),
    location: text(RESUME_LIMITS.location),
    startDate: z.string().regex(MONTH_DATE).nullable(),
    endDate: z.string().regex(MONTH_DATE).nullable(),
    current: z.boolean(),
    description: text(RESUME_LIMITS.description),
  });
  return z.object({
    summary: text(RESUME_LIMITS.summary).nullable(),
    skills: z.array(text(RESUME_LIMITS.skill)).max(RESUME_LIMITS.skills),
    experiences: z.array(experience).max(RESUME_LIMITS.experiences),
    headline: text(RESUME_LIMITS.headline).nullable(),
    location: text(RESUME_LIMITS.location).nullable(),
  });
}

export const resumeProposalsSchema = proposalsShape(true);
/** The same shape without string lengths, sent to a model as its output format. */
export const resumeProposalsOutputSchema = proposalsShape(false);

// The schema and the hand-written types stay in step.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const inSync: Same<z.infer<typeof resumeProposalsSchema>, ResumeProposals> = true;
void inSync;
