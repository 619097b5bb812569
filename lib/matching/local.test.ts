import { describe, expect, it } from "vitest";
import { candidate, job, NOW, role } from "@/tests/helpers/match";
import { scoreMatchLocally } from "./local";
import { matchResultSchema, scoreOf, WEIGHTS } from "./types";

const strong = candidate({
  location: "Hamburg, Germany",
  skills: ["Go", "Postgres", "k8s", "gRPC"],
  experiences: [role("Backend Engineer", "2021-01-01", "now", "Payments in Go")],
});

describe("scoreMatchLocally", () => {
  it("adds up the counted criteria only, as a whole percentage of their maximum", () => {
    const result = scoreMatchLocally(job(), strong, NOW);
    expect(result.criteria.map((c) => [c.key, c.points, c.max, c.counted])).toEqual([
      ["skills", 40, 50, true],
      ["experience", 28, 30, true],
      ["location", 12, 20, true],
      ["salary", 0, 10, false],
    ]);
    // (40 + 28 + 12) / (50 + 30 + 20) — salary has no expectation and is left out.
    expect(result.score).toBe(80);
    expect(result.engine).toBe("local");
    expect(result.summary).toBe("Strong match on skills; slightly less experience than asked; same country, another city");
    expect(matchResultSchema.parse(result)).toEqual(result);
  });

  it("counts salary once an expectation is given", () => {
    const result = scoreMatchLocally(job(), { ...strong, salaryExpectation: "€85k" }, NOW);
    expect(result.criteria[3]).toMatchObject({ points: 10, counted: true });
    expect(result.score).toBe(Math.round((90 / 110) * 100));
  });

  it("is deterministic for a given `now`, and moves with it", () => {
    expect(scoreMatchLocally(job(), strong, NOW)).toEqual(scoreMatchLocally(job(), strong, NOW));
    expect(scoreMatchLocally(job(), strong, new Date("2027-01-01T00:00:00Z")).criteria[1]!.points).toBe(WEIGHTS.experience);
  });

  it("scores 0 and says so when nothing can be compared", () => {
    const bare = job({ requiredSkills: [], level: null, experienceLevel: null, jobTitle: "Helper", location: null, workplace: null });
    const result = scoreMatchLocally(bare, candidate(), NOW);
    expect(result.criteria.every((c) => !c.counted)).toBe(true);
    expect(result).toMatchObject({ score: 0, summary: "Not enough in the job and the profile to compare" });
  });
});

describe("scoreOf", () => {
  it("rounds, ignores criteria left out and caps points at the maximum", () => {
    expect(scoreOf([{ points: 1, max: 3, counted: true }])).toBe(33);
    expect(scoreOf([{ points: 2, max: 3, counted: true }, { points: 0, max: 10, counted: false }])).toBe(67);
    expect(scoreOf([{ points: 50, max: 10, counted: true }])).toBe(100);
    expect(scoreOf([])).toBe(0);
  });
});

describe("matchResultSchema", () => {
  it("refuses points over the maximum, a missing criterion and a fractional score", () => {
    const ok = scoreMatchLocally(job(), strong, NOW);
    expect(matchResultSchema.safeParse({ ...ok, criteria: ok.criteria.map((c, i) => (i === 0 ? { ...c, points: 51 } : c)) }).success).toBe(false);
    expect(matchResultSchema.safeParse({ ...ok, criteria: ok.criteria.slice(1) }).success).toBe(false);
    expect(matchResultSchema.safeParse({ ...ok, score: 80.5 }).success).toBe(false);
  });
});
