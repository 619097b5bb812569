import { experienceCriterion } from "./experience";
import { locationCriterion } from "./location";
import { salaryCriterion } from "./salary";
import { matchSkills, skillsCriterion } from "./skills";
import { scoreOf, type MatchCandidate, type MatchJob, type MatchResult } from "./types";
import { summaryOf } from "./wording";

/**
 * The local engine: deterministic and instant, so a list of applications can
 * be scored (and re-scored when a job changes) all at once. Each criterion
 * says what it found; one that cannot be judged (no salary expectation, no
 * location given) is shown but left out of the total.
 */
export function scoreMatchLocally(job: MatchJob, candidate: MatchCandidate, now: Date): MatchResult {
  const skills = matchSkills(job.requiredSkills, candidate);
  const rated = [skillsCriterion(job, candidate, skills), experienceCriterion(job, candidate, now, skills), locationCriterion(job, candidate), salaryCriterion(job, candidate)];
  const criteria = rated.map((r) => r.criterion);
  return { score: scoreOf(criteria), criteria, engine: "local", summary: summaryOf(rated.map((r) => r.note)) };
}
