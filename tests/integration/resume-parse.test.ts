import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DOCX, PDF } from "@/lib/files/limits";
import { writeCorruptDocx, writeCorruptPdf, writeInflatingDocx, writeInflatingPdf, writeManyPagesPdf, writePasswordPdf } from "../helpers/resumes-broken";
import { generateResumes, RESUME_IDS, type GeneratedResume } from "../helpers/resumes";
import { scoreResume } from "../helpers/resumes-score";
import { startFakeOpenAI, userJson, type FakeAnswer, type ResponsesRequest } from "./assistant-fake-openai";

/**
 * Resume parsing end to end on files made on the spot (PDF in one and two
 * columns, DOCX, a scan, damaged ones): the local engine, then the model
 * engine through the real AI SDK client against a fake Responses API server.
 */
let dir: string;
let resumes: Map<string, GeneratedResume>;

/** lib/env.ts reads the settings once: stub them, then import the resume module afresh. */
async function loadResume(settings: Record<string, string>) {
  for (const [k, v] of Object.entries(settings)) vi.stubEnv(k, v);
  vi.resetModules();
  return import("@/lib/resume");
}

async function failure(work: Promise<unknown>): Promise<{ code: string; status: number; message: string }> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, "expected the parse to fail").toBeInstanceOf(Error);
  return error as { code: string; status: number; message: string };
}

const SCAN_MESSAGE = "We could not read text from this file. If it is a scanned image, upload a PDF with selectable text or a Word file.";

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "resume-parse-"));
  resumes = new Map((await generateResumes(dir)).map((r) => [r.id, r]));
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await rm(dir, { recursive: true, force: true });
});

describe("local engine", () => {
  let parseResume: Awaited<ReturnType<typeof loadResume>>["parseResume"];
  beforeAll(async () => {
    ({ parseResume } = await loadResume({ OPENAI_API_KEY: "" }));
  });

  it("has at least ten generated resumes of different layouts", () => {
    expect(resumes.size).toBeGreaterThanOrEqual(10);
    expect(new Set([...resumes.values()].map((r) => r.contentType))).toEqual(new Set([PDF, DOCX]));
  });

  it.each(RESUME_IDS.filter((id) => id !== "scanned"))("finds every job, listed skill, summary, headline and location in %s", async (id) => {
    const resume = resumes.get(id)!;
    const parsed = await parseResume(resume);
    expect(parsed.engine).toBe("local");
    expect(parsed.ms).toBeGreaterThanOrEqual(0);
    const score = scoreResume(resume.expected, parsed.proposals);
    expect(score.missed).toEqual([]);
    expect(score.extra).toBe(0);
    expect(parsed.proposals.experiences).toHaveLength(resume.expected.experiences.length);
    expect(parsed.proposals.headline).toBe(resume.expected.headline);
    expect(parsed.proposals.location).toBe(resume.expected.location);
  });

  it("reads a DOCX's text, bullet items included", async () => {
    const parsed = await parseResume(resumes.get("docx-headings")!);
    expect(parsed.text).toContain("Rebuilt the product page in Next.js; LCP fell by a second");
    expect(parsed.proposals.experiences[0]!.description).toContain("Wrote the shared component library with Storybook");
  });

  it("reads the sidebar of a two-column PDF apart from the main column", async () => {
    const { text } = await parseResume(resumes.get("two-column")!);
    const lines = text.split("\n");
    // Sidebar lines stay whole and come before the main column.
    expect(lines).toContain("Milan, Italy");
    expect(lines.indexOf("Skills")).toBeLessThan(lines.indexOf("Work Experience"));
    expect(lines.indexOf("Accessibility")).toBeLessThan(lines.indexOf("Work Experience"));
  });

  it("refuses a scan without a text layer with a 422 that says what to do", async () => {
    const error = await failure(parseResume(resumes.get("scanned")!));
    expect(error).toMatchObject({ code: "UNPROCESSABLE", message: SCAN_MESSAGE });
    expect(error.status).toBe(422);
  });

  it("refuses damaged and password-protected files with a 422, never a crash", async () => {
    const corruptPdf = await failure(parseResume({ path: await writeCorruptPdf(dir), contentType: PDF }));
    expect(corruptPdf).toMatchObject({ code: "UNPROCESSABLE", message: expect.stringMatching(/damaged/) });
    const locked = await failure(parseResume({ path: await writePasswordPdf(dir), contentType: PDF }));
    expect(locked).toMatchObject({ code: "UNPROCESSABLE", message: expect.stringMatching(/password/) });
    const corruptDocx = await failure(parseResume({ path: await writeCorruptDocx(dir), contentType: DOCX }));
    expect(corruptDocx).toMatchObject({ code: "UNPROCESSABLE", message: expect.stringMatching(/Word file/) });
    const wrongType = await failure(parseResume({ path: resumes.get("minimal")!.path, contentType: "image/png" }));
    expect(wrongType.status).toBe(415);
  });

  it("reads at most 10 pages, a set number of characters and for a bounded time", async () => {
    const { extractResumeText, EXTRACT_LIMITS } = await import("@/lib/resume/extract");
    const twelve = { path: await writeManyPagesPdf(dir, 12), contentType: PDF };
    const text = await extractResumeText(twelve);
    expect(text).toContain("Marker page 10");
    expect(text).not.toContain("Marker page 11");
    expect(await extractResumeText(twelve, { ...EXTRACT_LIMITS, chars: 120 })).toHaveLength(120);
    const slow = await failure(extractResumeText(twelve, { ...EXTRACT_LIMITS, ms: 1 }));
    expect(slow).toMatchObject({ code: "UNPROCESSABLE", message: expect.stringMatching(/too long/) });
  });

  /** The longest the event loop went without running a 10 ms timer while `work` ran. */
  async function longestStall(work: Promise<unknown>): Promise<number> {
    let last = performance.now();
    let longest = 0;
    const tick = setInterval(() => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
    }, 10);
    try {
      await work.catch(() => {});
    } finally {
      clearInterval(tick);
    }
    return longest;
  }

  it("stops a small PDF that inflates to millions of text operators at the deadline, without stalling other work", async () => {
    const { extractResumeText, EXTRACT_LIMITS } = await import("@/lib/resume/extract");
    const file = { path: await writeInflatingPdf(dir), contentType: PDF };
    const started = performance.now();
    const work = extractResumeText(file, { ...EXTRACT_LIMITS, ms: 2000 });
    const [stall, error] = await Promise.all([longestStall(work), failure(work)]);
    expect(error).toMatchObject({ code: "UNPROCESSABLE", message: expect.stringMatching(/too long/) });
    expect(performance.now() - started).toBeLessThan(4000);
    expect(stall).toBeLessThan(500);
  });

  it("reads a few resumes at a time and answers a burst past the queue with a 503, not a worker each", async () => {
    const { extractResumeText, EXTRACT_LIMITS } = await import("@/lib/resume/extract");
    const { extractionGate, BUSY_MESSAGE } = await import("@/lib/resume/gate");
    const gate = extractionGate({ running: 1, waiting: 1 });
    const file = { path: await writeInflatingPdf(dir), contentType: PDF };
    const limits = { ...EXTRACT_LIMITS, ms: 600 };
    const first = extractResumeText(file, limits, gate);
    const second = extractResumeText(file, limits, gate);
    expect([gate.limit.activeCount, gate.limit.pendingCount]).toEqual([1, 1]);
    const third = await failure(extractResumeText(file, limits, gate));
    expect(third).toMatchObject({ code: "UNAVAILABLE", status: 503, message: BUSY_MESSAGE, retryAfter: 5 });
    // The two admitted ones ran one after the other, each to its own deadline.
    const started = performance.now();
    for (const work of [first, second]) expect(await failure(work)).toMatchObject({ code: "UNPROCESSABLE", message: expect.stringMatching(/too long/) });
    expect(performance.now() - started).toBeGreaterThan(limits.ms);
    // Once the queue has room, a readable resume goes through the same gate.
    const fine = resumes.get(RESUME_IDS[0]!)!;
    expect(await extractResumeText({ path: fine.path, contentType: fine.contentType }, EXTRACT_LIMITS, gate)).not.toHaveLength(0);
  });

  it("refuses a Word file whose parts inflate past 50 MB before reading them, without stalling other work", async () => {
    const file = { path: await writeInflatingDocx(dir, 60), contentType: DOCX };
    const work = parseResume(file);
    const [stall, error] = await Promise.all([longestStall(work), failure(work)]);
    expect(error).toMatchObject({ code: "UNPROCESSABLE", message: expect.stringMatching(/too large or complex/) });
    expect(stall).toBeLessThan(500);
    // The same file format, inflating to a size a resume can have, is read.
    const fine = await parseResume({ path: await writeInflatingDocx(dir, 1), contentType: DOCX });
    expect(fine.text).toContain("Jane Doe, Senior Engineer at Acme Payments.");
  });
});

describe("model engine against a fake OpenAI Responses server", () => {
  const control: { mode: "ok" | "too-long" | "wrong-shape" | "error" } = { mode: "ok" };
  let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
  let lib: Awaited<ReturnType<typeof loadResume>>;
  let proposeLocally: (text: string) => unknown;

  /** The fake model answers with the local engine's reading, marked, or with what the test asks for. */
  function fakeModel(body: ResponsesRequest): FakeAnswer {
    if (body.text?.format?.name !== "resume_proposals") return { status: 400, error: "unexpected request" };
    if (control.mode === "error") return { status: 500, error: "The server had an error while processing your request." };
    const proposals = proposeLocally(userJson<{ resume_text: string }>(body).resume_text) as Record<string, unknown>;
    if (control.mode === "too-long") return { json: { ...proposals, skills: ["x".repeat(61)] } };
    if (control.mode === "wrong-shape") return { json: { ...proposals, experiences: [{ title: "Engineer", startDate: "last spring" }] } };
    return { json: { ...proposals, summary: "Summary written by the fake model." } };
  }

  beforeAll(async () => {
    fake = await startFakeOpenAI(fakeModel);
    lib = await loadResume({ OPENAI_API_KEY: "sk-test-fake", OPENAI_BASE_URL: fake.baseURL, AI_MODEL: "fake-model-1", AI_API: "responses" });
    ({ proposeLocally } = await import("@/lib/resume/local"));
  });

  afterAll(async () => {
    await fake.close();
  });

  it("sends the resume text with a json_schema output format and uses the validated answer", async () => {
    control.mode = "ok";
    const before = fake.requests.length;
    const parsed = await lib.parseResume(resumes.get("one-column")!);
    expect(parsed.engine).toBe("model");
    expect(parsed.proposals.summary).toBe("Summary written by the fake model.");
    expect(parsed.proposals.experiences.map((e) => e.company)).toEqual(["Acme Payments GmbH", "Globex Corporation", "Initech"]);

    const sent = fake.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.authorization).toBe("Bearer sk-test-fake");
    expect(sent[0]!.body.model).toBe("fake-model-1");
    expect(sent[0]!.body.text?.format).toMatchObject({ type: "json_schema", name: "resume_proposals", strict: true });
    // Strict schemas take no string lengths: those are checked on our side.
    expect(JSON.stringify(sent[0]!.body.text?.format?.schema)).not.toContain("maxLength");
    expect(userJson<{ resume_text: string }>(sent[0]!.body).resume_text).toBe(parsed.text);
    expect(parsed.text).toContain("Senior Backend Engineer — Acme Payments GmbH");
  });

  it.each(["too-long", "wrong-shape", "error"] as const)("falls back to the local engine when the model's answer is %s", async (mode) => {
    control.mode = mode;
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const parsed = await lib.parseResume(resumes.get("one-column")!);
      expect(parsed.engine).toBe("local");
      expect(parsed.proposals).toEqual(proposeLocally(parsed.text));
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]![0])).toMatch(/^\[resume\] model engine failed/);
    } finally {
      warn.mockRestore();
    }
  });
});
