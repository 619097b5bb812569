import type { MatchCandidate, MatchExperience, MatchJob } from "@/lib/matching/types";

/** Builders for the matching tests: a senior hybrid backend job in Berlin and an empty candidate, changed field by field. */
export const NOW = new Date("2025-07-15T12:00:00Z");

export const job = (over: Partial<MatchJob> = {}): MatchJob => ({
  jobTitle: "Senior Backend Engineer",
  requiredSkills: ["Go", "PostgreSQL", "Kubernetes", "gRPC", "Terraform"],
  experienceLevel: "Senior, 5+ years",
  level: "senior",
  workplace: "hybrid",
  location: "Berlin, Germany",
  employmentType: "Full-time",
  salaryRange: "€70,000 – €90,000 a year",
  jobDescription: "Payments platform team.",
  ...over,
});

export const candidate = (over: Partial<MatchCandidate> = {}): MatchCandidate => ({
  headline: "",
  location: "",
  profileSummary: "",
  skills: [],
  experiences: [],
  resumeText: null,
  salaryExpectation: null,
  ...over,
});

/** A role; an end of "now" makes it current. */
export const role = (title: string, startDate: string | null, endDate: string | null | "now", description = "", company = "Acme"): MatchExperience => ({
  title,
  company,
  startDate,
  endDate: endDate === "now" ? null : endDate,
  current: endDate === "now",
  description,
});
