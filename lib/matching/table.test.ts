import { describe, expect, it } from "vitest";
import { candidate, job, NOW, role } from "@/tests/helpers/match";
import { scoreMatchLocally } from "./local";
import { CRITERION_KEYS, matchResultSchema, type CriterionKey, type MatchCandidate, type MatchJob } from "./types";

/**
 * Candidate/job pairs a recruiter would recognise, each with the score range
 * it should land in and the facts its evidence must state. The job is a
 * senior hybrid backend role in Berlin (tests/helpers/match.ts) unless a
 * row changes it. `now` is 15 July 2025.
 */
type Row = {
  name: string;
  job?: Partial<MatchJob>;
  candidate: MatchCandidate;
  score: [number, number];
  evidence: Partial<Record<CriterionKey, string | RegExp>>;
  /** Criteria shown but left out of the total. */
  leftOut?: CriterionKey[];
  summary?: RegExp;
};

const ALL_SKILLS = ["Go", "PostgreSQL", "Kubernetes", "gRPC", "Terraform"];
const SEVEN_YEARS = [role("Backend Engineer", "2018-01-01", "now")]; // 91 months
const NOT_TERRAFORM = ["Go", "PostgreSQL", "Kubernetes", "gRPC"];
const MUNICH_ONSITE = { workplace: "onsite", location: "Munich, Germany" } as const;

const ROWS: Row[] = [
  {
    name: "perfect fit",
    candidate: candidate({ location: "Berlin, Germany", skills: ALL_SKILLS, experiences: SEVEN_YEARS }),
    score: [95, 100],
    evidence: {
      skills: "5 of 5 required skills: Go, PostgreSQL, Kubernetes, gRPC, Terraform (in profile)",
      experience: "7.6 years of relevant experience; the job asks for 5+ years (senior)",
      location: "Lives in Berlin, Germany; the job is in Berlin, Germany (hybrid)",
      salary: "No salary expectation given",
    },
    leftOut: ["salary"],
    summary: /^Strong match on skills; enough experience; lives where the job is$/,
  },
  {
    name: "no required skills, other field",
    candidate: candidate({ location: "Berlin", skills: ["SEO", "Content Marketing"], experiences: [role("Marketing Manager", "2019-01-01", "now", "Campaigns and SEO")] }),
    score: [0, 25],
    evidence: { skills: "0 of 5 required skills; missing: Go, PostgreSQL, Kubernetes, gRPC, Terraform", experience: /^0 years of relevant experience \(6\.6 years in total\)/ },
    leftOut: ["salary"],
    summary: /^None of the required skills found; less experience than asked/,
  },
  {
    name: "aliases in the candidate's words (k8s, Postgres, JS, Node)",
    job: { requiredSkills: ["Kubernetes", "PostgreSQL", "JavaScript", "Node.js"] },
    candidate: candidate({ location: "Berlin", skills: ["k8s", "Postgres", "JS", "Node"], experiences: [role("Software Engineer", "2019-01-01", "now")] }),
    score: [95, 100],
    evidence: { skills: "4 of 4 required skills: Kubernetes, PostgreSQL, JavaScript, Node.js (in profile)" },
    leftOut: ["salary"],
  },
  {
    name: "aliases in the job's words, skills in the work history",
    job: { requiredSkills: ["k8s", "Postgres", "js", "node"] },
    candidate: candidate({
      location: "Potsdam",
      experiences: [role("Backend Engineer", "2019-01-01", "now", "Node.js services on Kubernetes with PostgreSQL; JavaScript tooling")],
    }),
    score: [80, 90],
    evidence: {
      skills: "4 of 4 required skills: Kubernetes, PostgreSQL, JavaScript, Node.js (in profile)",
      location: /^Lives in Potsdam; the job is in Berlin, Germany \(hybrid\): not the same city or a country we could match$/,
    },
    leftOut: ["salary"],
  },
  {
    name: "skills only in the resume text",
    candidate: candidate({
      location: "Berlin",
      experiences: [role("Backend Engineer", "2019-01-01", "now")],
      resumeText: "Jane Doe\nBackend Engineer\n\nEXPERIENCE\nBackend Engineer, Acme, 2019 – now\n- Wrote Go services on k8s\n\nSKILLS\nGo, Kubernetes, Terraform, Rust",
    }),
    score: [75, 85],
    evidence: { skills: "3 of 5 required skills: Go, Kubernetes, Terraform (in resume); missing: PostgreSQL, gRPC" },
    leftOut: ["salary"],
  },
  {
    name: "overlapping experiences count once",
    candidate: candidate({
      location: "Berlin",
      skills: ALL_SKILLS,
      experiences: [role("Backend Engineer", "2016-01-01", "2020-12-01"), role("Platform Engineer (freelance)", "2019-01-01", "2022-12-01", "", "Self-employed")],
    }),
    score: [95, 100],
    // 2016-01…2022-12: 7 years, not the 9 the two roles add up to.
    evidence: { experience: "7 years of relevant experience; the job asks for 5+ years (senior)" },
    leftOut: ["salary"],
  },
  {
    name: "current role runs to today",
    candidate: candidate({ location: "Berlin", skills: ALL_SKILLS, experiences: [role("Backend Engineer", "2022-07-01", "now")] }),
    score: [85, 92],
    // July 2022 to July 2025: 37 months.
    evidence: { experience: "3.1 years of relevant experience; the job asks for 5+ years (senior)" },
    leftOut: ["salary"],
    summary: /; less experience than asked;/,
  },
  {
    name: "junior for a senior job",
    candidate: candidate({ location: "Berlin", skills: ["Go", "PostgreSQL"], experiences: [role("Junior Backend Developer", "2024-01-01", "now")] }),
    score: [40, 60],
    evidence: {
      experience: "1.6 years of relevant experience; the job asks for 5+ years (senior)",
      skills: "2 of 5 required skills: Go, PostgreSQL (in profile); missing: Kubernetes, gRPC, Terraform",
    },
    leftOut: ["salary"],
    summary: /^Few of the required skills; less experience than asked/,
  },
  {
    name: "senior for a junior job (overqualified stays high)",
    job: { jobTitle: "Junior Backend Engineer", experienceLevel: "Junior", level: "junior" },
    candidate: candidate({ location: "Berlin", skills: ALL_SKILLS, experiences: [role("Staff Engineer", "2012-01-01", "now")] }),
    score: [95, 100],
    evidence: { experience: "13.6 years of relevant experience; the job asks for 1+ years (junior); well above what it asks" },
    leftOut: ["salary"],
    summary: /more experience than asked/,
  },
  {
    name: '"8+ years" in the experience level wins over the level',
    job: { experienceLevel: "Senior, 8+ years" },
    candidate: candidate({ location: "Berlin", skills: ALL_SKILLS, experiences: [role("Backend Engineer", "2019-01-01", "now")] }),
    score: [90, 97],
    evidence: { experience: "6.6 years of relevant experience; the job asks for 8+ years (senior)" },
    leftOut: ["salary"],
    summary: /slightly less experience than asked/,
  },
  {
    name: "remote job, candidate anywhere",
    job: { workplace: "remote", location: "Remote" },
    candidate: candidate({ location: "Manila, Philippines", skills: ALL_SKILLS, experiences: SEVEN_YEARS }),
    score: [95, 100],
    evidence: { location: "Remote job: any location fits (the candidate lives in Manila, Philippines); time zone not checked" },
    leftOut: ["salary"],
  },
  {
    name: "on-site, same city",
    job: MUNICH_ONSITE,
    candidate: candidate({ location: "munich", skills: NOT_TERRAFORM, experiences: SEVEN_YEARS }),
    score: [85, 95],
    evidence: { location: "Lives in munich; the job is in Munich, Germany (on-site)", skills: /; missing: Terraform$/ },
    leftOut: ["salary"],
  },
  {
    name: "on-site, same country, another city",
    job: MUNICH_ONSITE,
    candidate: candidate({ location: "Cologne, Germany", skills: NOT_TERRAFORM, experiences: SEVEN_YEARS }),
    score: [78, 86],
    evidence: { location: "Lives in Cologne, Germany; the job is in Munich, Germany (on-site): same country, another city" },
    leftOut: ["salary"],
  },
  {
    name: "on-site, another country",
    job: MUNICH_ONSITE,
    candidate: candidate({ location: "Warsaw, Poland", skills: NOT_TERRAFORM, experiences: SEVEN_YEARS }),
    score: [70, 78],
    evidence: { location: "Lives in Warsaw, Poland; the job is in Munich, Germany (on-site): another country" },
    leftOut: ["salary"],
    summary: /lives elsewhere$/,
  },
  {
    name: "candidate location unknown: left out of the total",
    candidate: candidate({ location: "", skills: NOT_TERRAFORM, experiences: SEVEN_YEARS }),
    // 70 of 80 points: location does not count against the candidate.
    score: [85, 90],
    evidence: { location: "Location not given; the job is in Berlin, Germany (hybrid)" },
    leftOut: ["location", "salary"],
  },
  {
    name: "salary expectation inside the range",
    candidate: candidate({ location: "Berlin", skills: ALL_SKILLS, experiences: SEVEN_YEARS, salaryExpectation: "€85,000" }),
    score: [95, 100],
    evidence: { salary: "Expects €85,000 a year; the job offers €70,000–€90,000 a year: within the range" },
    summary: /salary expectation within the range$/,
  },
  {
    name: "salary expectation above the range",
    candidate: candidate({ location: "Berlin", skills: ALL_SKILLS, experiences: SEVEN_YEARS, salaryExpectation: "€110k" }),
    score: [90, 95],
    evidence: { salary: "Expects €110,000 a year; the job offers €70,000–€90,000 a year: 22% above the top" },
    summary: /salary expectation above the range$/,
  },
  {
    name: "empty profile",
    candidate: candidate(),
    score: [0, 0],
    evidence: {
      skills: "0 of 5 required skills; missing: Go, PostgreSQL, Kubernetes, gRPC, Terraform",
      experience: "No dated work experience; the job asks for 5+ years (senior)",
      location: "Location not given; the job is in Berlin, Germany (hybrid)",
    },
    leftOut: ["location", "salary"],
  },
  {
    name: "entry-level job, graduate without experience",
    job: { jobTitle: "Graduate Software Engineer", level: "entry", experienceLevel: "Entry level, no experience", requiredSkills: ["Python", "SQL", "Git"] },
    candidate: candidate({ location: "Berlin", skills: ["Python", "git"], resumeText: "Thesis: analysing sensor data with SQL and Pandas" }),
    score: [95, 100],
    evidence: { skills: "3 of 3 required skills: Python, Git (in profile), SQL (in resume)", experience: "No dated work experience; the job asks for no prior experience (entry)" },
    leftOut: ["salary"],
  },
  {
    name: "job without a level, skill the vocabulary does not know",
    job: { jobTitle: "Payments Engineer", level: null, experienceLevel: null, requiredSkills: ["Stripe", "Go"], workplace: "onsite", location: "Graz, Austria" },
    candidate: candidate({ location: "Linz, Austria", experiences: [role("Payments Engineer", "2020-01-01", "now", "Stripe billing in Go")] }),
    // 62 of 70: experience cannot be judged without a level and is left out.
    score: [85, 92],
    evidence: {
      skills: "2 of 2 required skills: Stripe, Go (in profile)",
      experience: "5.6 years of relevant experience; the job names no level or years",
      location: "Lives in Linz, Austria; the job is in Graz, Austria (on-site): same country, another city",
    },
    leftOut: ["experience", "salary"],
  },
];

describe("match score table", () => {
  it("has at least 15 pairs", () => {
    expect(ROWS.length).toBeGreaterThanOrEqual(15);
  });

  it.each(ROWS.map((r) => [r.name, r] as const))("%s", (_, row) => {
    const result = scoreMatchLocally(job(row.job), row.candidate, NOW);
    expect(matchResultSchema.parse(result)).toEqual(result);
    expect(result.score).toBeGreaterThanOrEqual(row.score[0]);
    expect(result.score).toBeLessThanOrEqual(row.score[1]);
    const byKey = Object.fromEntries(result.criteria.map((c) => [c.key, c]));
    for (const [key, fact] of Object.entries(row.evidence)) {
      if (typeof fact === "string") expect(byKey[key]!.evidence, key).toBe(fact);
      else expect(byKey[key]!.evidence, key).toMatch(fact!);
    }
    const leftOut = row.leftOut ?? [];
    expect(CRITERION_KEYS.filter((k) => !byKey[k]!.counted)).toEqual(leftOut);
    if (row.summary) expect(result.summary).toMatch(row.summary);
  });
});
