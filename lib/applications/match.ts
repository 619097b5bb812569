import "server-only";
import { eq, inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { applications, candidateProfiles, jobs, storedFiles } from "@/db/schema";
import { afterResponse } from "@/lib/server/after-response";
import { scoreMatch, type MatchCandidate, type MatchJob, type MatchResult } from "@/lib/matching";
import { candidateProfileColumns, loadExperiences } from "@/lib/profiles/load";
import { storedResumeText } from "@/lib/resume/stored";

/**
 * The match score of applications (lib/matching), stored with each so a recruiter's
 * list can sort by it. Scored after an application arrives, and again for a job's
 * applications when the job changes and for a candidate's when their profile does —
 * always after the answer, so no request waits for it.
 */
export async function scoreApplications(applicationIds: number[]): Promise<Map<number, MatchResult>> {
  const scored = new Map<number, MatchResult>();
  if (!applicationIds.length) return scored;
  const db = await getDb();
  const rows = await db
    .select({ id: applications.id, candidateId: applications.candidateId, job: jobs, resume: { storageKey: storedFiles.storageKey, contentType: storedFiles.contentType } })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(storedFiles, eq(storedFiles.id, applications.resumeFileId))
    .where(inArray(applications.id, applicationIds));
  const candidates = new Map<number, MatchCandidate>();
  const resumes = new Map<string, string | null>();
  for (const row of rows) {
    const candidate = candidates.get(row.candidateId) ?? (await matchCandidate(row.candidateId));
    candidates.set(row.candidateId, candidate);
    // The resume sent with this application (each application may carry another one).
    let resumeText: string | null = null;
    if (row.resume?.storageKey) {
      if (!resumes.has(row.resume.storageKey)) resumes.set(row.resume.storageKey, await storedResumeText(row.resume));
      resumeText = resumes.get(row.resume.storageKey) ?? null;
    }
    const result: MatchResult = await scoreMatch(matchJob(row.job), { ...candidate, resumeText });
    await db.update(applications).set({ matchScore: result.score, match: result as unknown as Record<string, unknown> }).where(eq(applications.id, row.id));
    scored.set(row.id, result);
  }
  return scored;
}

function matchJob(job: typeof jobs.$inferSelect): MatchJob {
  return {
    jobTitle: job.jobTitle,
    requiredSkills: job.requiredSkills ?? [],
    experienceLevel: job.experienceLevel,
    level: job.level as MatchJob["level"],
    workplace: job.workplace as MatchJob["workplace"],
    location: job.location,
    employmentType: job.employmentType,
    salaryRange: job.salaryRange,
    jobDescription: job.jobDescription,
  };
}

async function matchCandidate(candidateId: number): Promise<MatchCandidate> {
  const db = await getDb();
  const [[profile], experiences] = await Promise.all([
    db.select(candidateProfileColumns).from(candidateProfiles).where(eq(candidateProfiles.userId, candidateId)).limit(1),
    loadExperiences(candidateId),
  ]);
  return {
    headline: profile?.headline ?? "",
    location: profile?.location ?? "",
    profileSummary: profile?.profileSummary ?? "",
    skills: profile?.skills ?? [],
    experiences,
    resumeText: null, // per application: see scoreApplications

    salaryExpectation: null,
  };
}

const later = (ids: () => Promise<number[]>) =>
  afterResponse(async () => {
    await scoreApplications(await ids());
  });

/** After an application arrives. */
export const scoreLater = (applicationId: number) => later(async () => [applicationId]);

/** After a job's fields change: every application to it. */
export const rescoreJobLater = (jobId: number) =>
  later(async () => (await (await getDb()).select({ id: applications.id }).from(applications).where(eq(applications.jobId, jobId))).map((a) => a.id));

/** After a candidate's profile or experience changes: every application of theirs. */
export const rescoreCandidateLater = (candidateId: number) =>
  later(async () => (await (await getDb()).select({ id: applications.id }).from(applications).where(eq(applications.candidateId, candidateId))).map((a) => a.id));
