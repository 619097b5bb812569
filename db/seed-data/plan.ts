import type { ApplicationStatus, JobStatus } from "../schema";
import { jobDescriptionMarkdown, formatSalary } from "./job-description";
import { AGENCIES, COMPANIES, type PlannedJob } from "./organisations";
import { CANDIDATES, PERSONAL_MESSAGES, type SeedCandidate } from "./people";
import type { Random } from "./random";
import { BUSINESS_ROLES } from "./roles-business";
import { ENGINEERING_ROLES, type RoleTemplate } from "./roles-engineering";

/** Pure planning of the demo rows (no database): which jobs, which applications, when. */
export const ROLES: Record<string, RoleTemplate> = { ...ENGINEERING_ROLES, ...BUSINESS_ROLES };

const DAY = 24 * 60 * 60 * 1000;
const AGENCY_BENEFITS = ["Competitive salary reviewed every year", "Hybrid or remote working", "Learning and conference budget", "Pension or retirement plan"];

export type JobPlan = {
  ownerEmail: string;
  role: string;
  companyName: string;
  jobTitle: string;
  experienceLevel: string;
  employmentType: string;
  requiredSkills: string[];
  salaryRange: string;
  jobType: string;
  location: string;
  tags: string[];
  jobDescription: string;
  jobStatus: JobStatus;
  createdAt: Date;
  updatedAt: Date;
};

type Owner = { email: string; employer: string; benefits: string[]; location: string; jobs: PlannedJob[] };

const OWNERS: Owner[] = [
  ...COMPANIES.map((c) => ({ email: c.email, employer: c.companyName, benefits: c.benefits, location: c.location, jobs: c.jobs })),
  ...AGENCIES.map((a) => ({ email: a.email, employer: a.agencyName, benefits: AGENCY_BENEFITS, location: a.location, jobs: a.jobs })),
];

export function planJobs(rng: Random, now: Date): JobPlan[] {
  const plans: JobPlan[] = [];
  for (const owner of OWNERS) {
    for (const job of owner.jobs) {
      const role = ROLES[job.role];
      if (!role) throw new Error(`Unknown role template ${job.role}`);
      const location = job.location ?? owner.location;
      const employer = job.client ?? owner.employer;
      // Spread over ten weeks, so the "last 7 / last 30 days" filters have something on both sides.
      const createdAt = new Date(now.getTime() - rng.int(0, 70) * DAY - rng.int(1, 20) * 60 * 60 * 1000);
      const age = now.getTime() - createdAt.getTime();
      const updatedAt = new Date(createdAt.getTime() + Math.floor(rng.next() * Math.min(age, 6 * DAY)));
      plans.push({
        ownerEmail: owner.email,
        role: job.role,
        companyName: employer,
        jobTitle: role.title,
        experienceLevel: role.experienceLevel,
        employmentType: role.employmentType,
        requiredSkills: role.skills,
        salaryRange: formatSalary(role.pay, location, plans.length),
        jobType: location.startsWith("Remote") ? "Remote" : role.jobType,
        location,
        tags: role.tags,
        jobDescription: jobDescriptionMarkdown(role, employer, owner.benefits, location),
        jobStatus: job.status,
        createdAt,
        updatedAt,
      });
    }
  }
  return plans;
}

export type JobRef = { id: number; ownerEmail: string; role: string; jobStatus: JobStatus; requiredSkills: string[]; createdAt: Date };
export type ApplicationPlan = {
  jobId: number;
  candidateEmail: string;
  status: ApplicationStatus;
  personalMessage: string;
  createdAt: Date;
  updatedAt: Date;
};

/** The demo candidate's applications, fixed so that every status shows on /appliedjobs. */
const DEMO_CANDIDATE_APPLICATIONS: { ownerEmail: string; role: string; status: ApplicationStatus }[] = [
  { ownerEmail: "company@demo.test", role: "senior-frontend", status: "Reviewed" },
  { ownerEmail: "agency@demo.test", role: "senior-frontend", status: "Pending" },
  { ownerEmail: "jobs@copperleaf.demo.test", role: "fullstack-typescript", status: "Accepted" },
  { ownerEmail: "company@demo.test", role: "technical-writer", status: "Rejected" },
  { ownerEmail: "agency@demo.test", role: "mobile-engineer", status: "Pending" },
];

function statusFor(rng: Random, jobStatus: JobStatus): ApplicationStatus {
  if (jobStatus === "Closed") return rng.chance(0.3) ? "Accepted" : "Rejected";
  if (jobStatus === "Paused") return rng.chance(0.5) ? "Pending" : "Reviewed";
  const r = rng.next();
  return r < 0.45 ? "Pending" : r < 0.75 ? "Reviewed" : r < 0.87 ? "Rejected" : "Accepted";
}

function overlap(candidate: SeedCandidate, job: JobRef): number {
  const skills = new Set(candidate.skills.map((s) => s.toLowerCase()));
  return job.requiredSkills.filter((s) => skills.has(s.toLowerCase())).length;
}

export function planApplications(rng: Random, jobs: JobRef[], now: Date): ApplicationPlan[] {
  const applicable = jobs.filter((j) => j.jobStatus !== "Drafted");
  const plans: ApplicationPlan[] = [];
  const add = (candidateEmail: string, job: JobRef, status: ApplicationStatus) => {
    const since = now.getTime() - job.createdAt.getTime();
    const createdAt = new Date(job.createdAt.getTime() + Math.floor(rng.next() * since * 0.8));
    const updatedAt = status === "Pending" ? createdAt : new Date(createdAt.getTime() + Math.floor(rng.next() * (now.getTime() - createdAt.getTime())));
    plans.push({ jobId: job.id, candidateEmail, status, personalMessage: rng.pick(PERSONAL_MESSAGES), createdAt, updatedAt });
  };

  for (const want of DEMO_CANDIDATE_APPLICATIONS) {
    const job = applicable.find((j) => j.ownerEmail === want.ownerEmail && j.role === want.role);
    if (!job) throw new Error(`Demo application target missing: ${want.ownerEmail} ${want.role}`);
    add(CANDIDATES[0]!.email, job, want.status);
  }
  for (const candidate of CANDIDATES.slice(1)) {
    // Candidates apply where their skills fit, plus one or two long shots.
    const ranked = [...applicable].sort((x, y) => overlap(candidate, y) - overlap(candidate, x) || x.id - y.id);
    const fits = ranked.filter((j) => overlap(candidate, j) > 0);
    const picks = new Set([...rng.sample(fits, rng.int(3, 5)), ...rng.sample(ranked.slice(fits.length), rng.int(1, 2))]);
    for (const job of picks) add(candidate.email, job, statusFor(rng, job.jobStatus));
  }
  return plans;
}
