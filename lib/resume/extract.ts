import { readFile } from "node:fs/promises";
import mammoth from "mammoth";
import { AppError } from "@/lib/errors";
import { DOCX, PDF } from "@/lib/files/limits";
import { pageLines, type TextItem } from "./layout";

/**
 * The text of an uploaded resume: PDF through pdf.js (lines rebuilt from item
 * positions, two columns read one after the other), DOCX through mammoth.
 * Bounded: the first 10 pages, 100,000 characters, 15 seconds. A file without
 * usable text (a scan) or one that cannot be opened is a 422 with a clear message.
 */
export type ExtractLimits = { pages: number; chars: number; ms: number; minChars: number };
export const EXTRACT_LIMITS: ExtractLimits = { pages: 10, chars: 100_000, ms: 15_000, minChars: 30 };

const MAX_ITEMS_PER_PAGE = 20_000;
const NO_TEXT = "We could not read text from this file. If it is a scanned image, upload a PDF with selectable text or a Word file.";
const unprocessable = (message: string) => new AppError("UNPROCESSABLE", message);

/** `limits` is for tests; callers keep the defaults. */
export async function extractResumeText(input: { path: string; contentType: string }, limits: ExtractLimits = EXTRACT_LIMITS): Promise<string> {
  const read = input.contentType === PDF ? pdfText : input.contentType === DOCX ? docxText : null;
  if (!read) throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Resumes must be PDF or Word (.docx) files.");
  const bytes = await readFile(input.path);
  const deadline = new Deadline(limits.ms);
  const text = tidy(await deadline.race(read(bytes, deadline, limits))).slice(0, limits.chars);
  if (text.replace(/\s/g, "").length < limits.minChars) throw unprocessable(NO_TEXT);
  return text;
}

/** Trailing spaces off, at most one blank line in a row. */
const tidy = (text: string) =>
  text
    .replace(/\r\n?/g, "\n")
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();

const tooLong = () => unprocessable("Reading this file took too long. Please upload a shorter or simpler PDF or a Word file.");

/**
 * A time limit for one extraction: a timer raced against the work, and a check
 * between PDF pages. pdf.js runs in this thread on promise jobs alone, so the
 * page loop yields to the event loop after each page (other requests go on and
 * the timer can fire); one pathological page still runs to its end.
 */
class Deadline {
  private readonly at: number;
  private cleanup: (() => void) | undefined;
  constructor(ms: number) {
    this.at = Date.now() + ms;
  }
  async yieldAndCheck() {
    await new Promise((resolve) => setImmediate(resolve));
    if (Date.now() > this.at) throw tooLong();
  }
  onTimeout(cleanup: () => void) {
    this.cleanup = cleanup;
  }
  async race<T>(work: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        this.cleanup?.();
        reject(tooLong());
      }, Math.max(0, this.at - Date.now()));
    });
    try {
      return await Promise.race([work, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}

let pdfjsLoaded: Promise<typeof import("pdfjs-dist/legacy/build/pdf.mjs")> | undefined;

/** pdf.js in this process: its worker module is handed over as `globalThis.pdfjsWorker`, so no worker file is looked up. */
function loadPdfjs() {
  pdfjsLoaded ??= (async () => {
    const worker = await import("pdfjs-dist/legacy/build/pdf.worker.mjs");
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker ??= worker;
    return import("pdfjs-dist/legacy/build/pdf.mjs");
  })();
  return pdfjsLoaded;
}

async function pdfText(bytes: Buffer, deadline: Deadline, limits: ExtractLimits): Promise<string> {
  const pdfjs = await loadPdfjs();
  const task = pdfjs.getDocument({
    data: new Uint8Array(bytes),
    verbosity: pdfjs.VerbosityLevel.ERRORS,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
  });
  deadline.onTimeout(() => void task.destroy());
  try {
    const doc = await task.promise.catch((error: unknown) => {
      throw pdfOpenError(error);
    });
    const pages: string[] = [];
    let length = 0;
    for (let n = 1; n <= Math.min(doc.numPages, limits.pages) && length < limits.chars; n++) {
      await deadline.yieldAndCheck();
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      // A resume page has hundreds of items; past this many the layout work is not worth doing.
      const items = content.items.slice(0, MAX_ITEMS_PER_PAGE).flatMap((i): TextItem[] =>
        "str" in i ? [{ str: i.str, x: i.transform[4] as number, y: i.transform[5] as number, width: i.width, height: i.height }] : [],
      );
      const text = pageLines(items).join("\n");
      pages.push(text);
      length += text.length;
      page.cleanup();
    }
    return pages.join("\n\n");
  } finally {
    await task.destroy();
  }
}

function pdfOpenError(error: unknown): AppError {
  const name = error instanceof Error ? error.name : "";
  if (name === "PasswordException") return unprocessable("This PDF is password-protected. Please upload a copy without a password.");
  return unprocessable("This PDF file looks damaged and could not be opened. Please export it again, or upload a Word file.");
}

async function docxText(bytes: Buffer): Promise<string> {
  try {
    const { value } = await mammoth.extractRawText({ buffer: bytes });
    // mammoth ends every paragraph with a blank line; one line per paragraph reads like the page.
    return value.replace(/\n\n/g, "\n");
  } catch {
    throw unprocessable("This Word file looks damaged and could not be opened. Please save it again as .docx, or upload a PDF.");
  }
}
