import path from "node:path";
import { Worker } from "node:worker_threads";
import { AppError } from "@/lib/errors";
import { DOCX, PDF } from "@/lib/files/limits";
import { type ExtractionGate, resumeGate } from "./gate";
import { pageLines, type TextItem } from "./layout";

/**
 * The text of an uploaded resume: PDF through pdf.js (lines rebuilt from item
 * positions, two columns read one after the other), DOCX through mammoth.
 * Bounded: the first 10 pages, 100,000 characters, 15 seconds, a capped heap and,
 * for a DOCX, 50 MB of inflated parts. Both readers run in a worker thread
 * (extract-worker.mjs) that is stopped at the deadline: they are synchronous for
 * long stretches, and a small crafted file would otherwise stall every request.
 * Workers run a few at a time (gate.ts); the deadline counts from a worker's start.
 * A file without usable text (a scan) or one that cannot be opened is a 422 with a
 * clear message.
 */
export type ExtractLimits = { pages: number; chars: number; ms: number; minChars: number; heapMb: number; zipBudget: number };
export const EXTRACT_LIMITS: ExtractLimits = { pages: 10, chars: 100_000, ms: 15_000, minChars: 30, heapMb: 256, zipBudget: 50 * 1024 * 1024 };

const MAX_ITEMS_PER_PAGE = 20_000;
const NO_TEXT = "We could not read text from this file. If it is a scanned image, upload a PDF with selectable text or a Word file.";
const TOO_BIG = "This file is too large or complex to read. Please upload a shorter or simpler PDF or a Word file.";
const unprocessable = (message: string) => new AppError("UNPROCESSABLE", message);
const tooLong = () => unprocessable("Reading this file took too long. Please upload a shorter or simpler PDF or a Word file.");

/** Outside the bundle, read as it is (like db/migrations): see the file's header. */
const WORKER = path.join(process.cwd(), "lib", "resume", "extract-worker.mjs");

type WorkerAnswer = { pages?: TextItem[][]; text?: string; failed?: "password" | "damaged" | "too-large"; detail?: string };

/** `limits` and `gate` are for tests; callers keep the defaults. */
export async function extractResumeText(
  input: { path: string; contentType: string },
  limits: ExtractLimits = EXTRACT_LIMITS,
  gate: ExtractionGate = resumeGate,
): Promise<string> {
  const pdf = input.contentType === PDF;
  if (!pdf && input.contentType !== DOCX) throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Resumes must be PDF or Word (.docx) files.");
  const answer = await gate.run(() => inWorker(input, limits));
  if (answer.failed === "password") throw unprocessable("This PDF is password-protected. Please upload a copy without a password.");
  if (answer.failed === "too-large") throw unprocessable(TOO_BIG);
  if (answer.failed) {
    if (answer.detail) console.warn(`[resume] extraction failed: ${answer.detail.slice(0, 200)}`);
    throw unprocessable(
      pdf
        ? "This PDF file looks damaged and could not be opened. Please export it again, or upload a Word file."
        : "This Word file looks damaged and could not be opened. Please save it again as .docx, or upload a PDF.",
    );
  }
  const raw = pdf ? (answer.pages ?? []).map((items) => pageLines(items).join("\n")).join("\n\n") : (answer.text ?? "");
  const text = tidy(raw).slice(0, limits.chars);
  if (text.replace(/\s/g, "").length < limits.minChars) throw unprocessable(NO_TEXT);
  return text;
}

/** One extraction in its own worker: its answer, or a 422 when it runs out of time or heap. */
function inWorker(input: { path: string; contentType: string }, limits: ExtractLimits): Promise<WorkerAnswer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, {
      workerData: { ...input, pages: limits.pages, chars: limits.chars, itemsPerPage: MAX_ITEMS_PER_PAGE, zipBudget: limits.zipBudget },
      resourceLimits: { maxOldGenerationSizeMb: limits.heapMb },
      stdout: false,
      stderr: false,
    });
    let settled = false;
    const settle = (done: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      done();
    };
    const timer = setTimeout(() => settle(() => reject(tooLong())), limits.ms);
    worker.once("message", (answer: WorkerAnswer) => settle(() => resolve(answer)));
    worker.once("error", (error: Error & { code?: string }) =>
      settle(() => {
        if (error.code === "ERR_WORKER_OUT_OF_MEMORY") reject(unprocessable(TOO_BIG));
        else reject(error);
      }),
    );
    worker.once("exit", () => settle(() => reject(new Error("resume extraction worker exited without an answer"))));
  });
}

/** Trailing spaces off, at most one blank line in a row. */
const tidy = (text: string) =>
  text
    .replace(/\r\n?/g, "\n")
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
