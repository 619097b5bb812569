import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { candidate, job, NOW, role } from "../helpers/match";
import { scoreMatchLocally } from "@/lib/matching/local";
import { startFakeOpenAI, userJson, type FakeAnswer, type ResponsesRequest } from "./assistant-fake-openai";

/**
 * The match score's model engine through the real AI SDK client against a
 * fake OpenAI Responses server: a schema-valid answer is used with the score
 * recomputed from its points; anything else falls back to the local engine.
 */
async function loadMatching(settings: Record<string, string>) {
  for (const [k, v] of Object.entries(settings)) vi.stubEnv(k, v);
  vi.resetModules();
  return import("@/lib/matching");
}

const JOB = job();
const CANDIDATE = candidate({
  location: "Berlin, Germany",
  skills: ["Go", "Postgres", "k8s", "gRPC"],
  experiences: [role("Backend Engineer", "2022-07-01", "now", "Payments in Go")],
  resumeText: "Jane Doe — Backend Engineer\nGo, Kubernetes, gRPC",
});

type Mode = "ok" | "over-max" | "missing-criterion" | "wrong-shape" | "error";
const MODEL_CRITERIA = [
  { key: "skills", points: 40, evidence: "Go, PostgreSQL, Kubernetes and gRPC; no Terraform" },
  { key: "experience", points: 15, evidence: "About 3 years as a backend engineer against 5+ asked" },
  { key: "location", points: 20, evidence: "Lives in Berlin, where the job is" },
  { key: "salary", points: 0, evidence: "Not counted" },
];

afterAll(() => {
  vi.unstubAllEnvs();
});

describe("match score without OPENAI_API_KEY", () => {
  it("uses the local engine", async () => {
    const lib = await loadMatching({ OPENAI_API_KEY: "" });
    expect(await lib.scoreMatch(JOB, CANDIDATE, { now: NOW })).toEqual(scoreMatchLocally(JOB, CANDIDATE, NOW));
  });
});

describe("match score's model engine against a fake OpenAI Responses server", () => {
  const control: { mode: Mode } = { mode: "ok" };
  let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
  let lib: Awaited<ReturnType<typeof loadMatching>>;

  function fakeModel(body: ResponsesRequest): FakeAnswer {
    if (body.text?.format?.name !== "match_score") return { status: 400, error: "unexpected request" };
    const summary = "Strong on skills, a little short on years";
    switch (control.mode) {
      case "error":
        return { status: 500, error: "The server had an error while processing your request." };
      case "over-max":
        return { json: { criteria: MODEL_CRITERIA.map((c) => (c.key === "skills" ? { ...c, points: 70 } : c)), summary } };
      case "missing-criterion":
        return { json: { criteria: MODEL_CRITERIA.slice(0, 3), summary } };
      case "wrong-shape":
        return { json: { criteria: MODEL_CRITERIA.map((c) => ({ ...c, points: `${c.points} points` })), summary } };
      default:
        // A total of its own that does not match its points: never used.
        return { json: { score: 99, criteria: MODEL_CRITERIA, summary } };
    }
  }

  beforeAll(async () => {
    fake = await startFakeOpenAI(fakeModel);
    lib = await loadMatching({ OPENAI_API_KEY: "sk-test-fake", OPENAI_BASE_URL: fake.baseURL, AI_MODEL: "fake-model-1", AI_API: "responses" });
  });

  afterAll(async () => {
    await fake.close();
  });

  it("sends the job, the candidate and today's date with a json_schema output format, and recomputes the score from the points", async () => {
    control.mode = "ok";
    const before = fake.requests.length;
    const result = await lib.scoreMatch(JOB, CANDIDATE, { now: NOW });
    expect(result.engine).toBe("model");
    // (40 + 15 + 20) of (50 + 30 + 20): salary has no expectation and stays left out, whatever the model says.
    expect(result.score).toBe(75);
    expect(result.summary).toBe("Strong on skills, a little short on years");
    expect(result.criteria.map((c) => [c.key, c.points, c.max, c.counted])).toEqual([
      ["skills", 40, 50, true],
      ["experience", 15, 30, true],
      ["location", 20, 20, true],
      ["salary", 0, 10, false],
    ]);
    expect(result.criteria[0]!.evidence).toBe("Go, PostgreSQL, Kubernetes and gRPC; no Terraform");
    expect(result.criteria[3]!.evidence).toBe("No salary expectation given");
    expect(lib.matchResultSchema.parse(result)).toEqual(result);

    const sent = fake.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.authorization).toBe("Bearer sk-test-fake");
    expect(sent[0]!.body.model).toBe("fake-model-1");
    expect(sent[0]!.body.text?.format).toMatchObject({ type: "json_schema", name: "match_score", strict: true });
    // Strict schemas take no lengths or bounds: those are checked on our side.
    expect(JSON.stringify(sent[0]!.body.text?.format?.schema)).not.toMatch(/maxLength|maximum|minimum/);
    const prompt = userJson<{ today: string; not_counted: string[]; job: unknown; candidate: { resumeText: string } }>(sent[0]!.body);
    expect(prompt).toMatchObject({ today: "2025-07-15", not_counted: ["salary"], job: JOB });
    expect(prompt.candidate.resumeText).toBe(CANDIDATE.resumeText);
  });

  it.each(["over-max", "missing-criterion", "wrong-shape", "error"] as const)("falls back to the local engine when the model's answer is %s", async (mode) => {
    control.mode = mode;
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const result = await lib.scoreMatch(JOB, CANDIDATE, { now: NOW });
      expect(result.engine).toBe("local");
      expect(result).toEqual(scoreMatchLocally(JOB, CANDIDATE, NOW));
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]![0])).toMatch(/^\[matching\] model engine failed/);
    } finally {
      warn.mockRestore();
    }
  });
});
