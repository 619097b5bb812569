import { z } from "zod";

/**
 * An explained match score: how well a candidate's profile and resume fit a
 * job, criterion by criterion, each with one line of evidence. Help for the
 * recruiter's own reading of the application, never a decision. Free of server
 * imports, so screens can import the types, the schema and the wording.
 */
export type MatchJob = {
  jobTitle: string;
  requiredSkills: string[];
  /** Free text, e.g. "Senior, 5+ years". */
  experienceLevel: string | null;
  /** The derived facet (lib/jobs/facets.ts). */
  level: "entry" | "junior" | "mid" | "senior" | "lead" | null;
  workplace: "remote" | "hybrid" | "onsite" | null;
  location: string | null;
  employmentType: string | null;
  salaryRange: string | null;
  jobDescription: string | null;
};

export type MatchExperience = {
  title: string;
  company: string;
  /** "YYYY-MM-01" (or "YYYY-MM"); null when unknown. */
  startDate: string | null;
  endDate: string | null;
  current: boolean;
  description: string;
};

export type MatchCandidate = {
  headline: string;
  location: string;
  profileSummary: string;
  skills: string[];
  experiences: MatchExperience[];
  /** Text of the resume sent with the application, when there is one. */
  resumeText: string | null;
  /** Not collected yet: usually null, and then the salary criterion is left out of the total. */
  salaryExpectation: string | null;
};

export const CRITERION_KEYS = ["skills", "experience", "location", "salary"] as const;
export type CriterionKey = (typeof CRITERION_KEYS)[number];

/** Points each criterion is worth when it is counted. */
export const WEIGHTS: Record<CriterionKey, number> = { skills: 50, experience: 30, location: 20, salary: 10 };
export const LABELS: Record<CriterionKey, string> = { skills: "Skills", experience: "Experience", location: "Location", salary: "Salary" };

/** What a screen shows beside the score. */
export const MATCH_DISCLAIMER = "A help for reading this application, not a decision: the score only compares the profile and resume with the job's listed requirements.";

export const MATCH_LIMITS = { evidence: 400, summary: 300, label: 40 } as const;

export const matchCriterionSchema = z
  .object({
    key: z.enum(CRITERION_KEYS),
    label: z.string().min(1).max(MATCH_LIMITS.label),
    points: z.number().min(0),
    max: z.number().positive(),
    evidence: z.string().min(1).max(MATCH_LIMITS.evidence),
    counted: z.boolean(),
  })
  .refine((c) => c.points <= c.max, { message: "points must not exceed max", path: ["points"] });

export const matchResultSchema = z.object({
  score: z.number().int().min(0).max(100),
  criteria: z
    .array(matchCriterionSchema)
    .length(CRITERION_KEYS.length)
    .refine((cs) => CRITERION_KEYS.every((k, i) => cs[i]?.key === k), { message: "one criterion per key, in order" }),
  engine: z.enum(["local", "model"]),
  summary: z.string().min(1).max(MATCH_LIMITS.summary),
});

export type MatchCriterion = z.infer<typeof matchCriterionSchema>;
export type MatchResult = z.infer<typeof matchResultSchema>;

/** The score: points of the counted criteria over their maximum, as a whole percentage (0 when nothing could be compared). */
export function scoreOf(criteria: Pick<MatchCriterion, "points" | "max" | "counted">[]): number {
  const counted = criteria.filter((c) => c.counted);
  const max = counted.reduce((sum, c) => sum + c.max, 0);
  if (max === 0) return 0;
  const points = counted.reduce((sum, c) => sum + Math.min(c.points, c.max), 0);
  return Math.round((points / max) * 100);
}
