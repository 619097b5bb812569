// Resume text extraction in a worker thread (started by extract.ts, plain JS so it
// runs as it is, outside the bundle). pdf.js and mammoth are synchronous for long
// stretches: a small crafted file (a page whose content stream inflates to hundreds
// of MB, a DOCX whose document.xml does) would otherwise hold the server's event
// loop for tens of seconds. Here the parent can stop it at its deadline
// (terminate) and its heap is capped (resourceLimits).
import { readFile } from "node:fs/promises";
import { parentPort, workerData } from "node:worker_threads";
import JSZip from "jszip";

/** @typedef {{ path: string; contentType: string; pages: number; chars: number; itemsPerPage: number; zipBudget: number }} Job */

const PDF = "application/pdf";

/** @param {Job} job */
async function pdfPages(job) {
  const worker = await import("pdfjs-dist/legacy/build/pdf.worker.mjs");
  globalThis.pdfjsWorker ??= worker;
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const task = pdfjs.getDocument({
    data: new Uint8Array(await readFile(job.path)),
    verbosity: pdfjs.VerbosityLevel.ERRORS,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
  });
  let doc;
  try {
    doc = await task.promise;
  } catch (error) {
    return { failed: error instanceof Error && error.name === "PasswordException" ? "password" : "damaged" };
  }
  const pages = [];
  let length = 0;
  for (let n = 1; n <= Math.min(doc.numPages, job.pages) && length < job.chars; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    // A resume page has hundreds of items; past this many the layout work is not worth doing.
    const items = content.items
      .slice(0, job.itemsPerPage)
      .flatMap((i) => ("str" in i ? [{ str: i.str, x: i.transform[4], y: i.transform[5], width: i.width, height: i.height }] : []));
    pages.push(items);
    length += items.reduce((sum, i) => sum + i.str.length, 0);
    page.cleanup();
  }
  await task.destroy();
  return { pages };
}

/**
 * Whether the entries of a ZIP inflate to at most `budget` bytes in all. Read with
 * JSZip, the reader mammoth itself uses, so the entries counted are the ones it
 * would inflate (its central directory, overlapping entries included); each is
 * inflated as a stream and counted, because the sizes an archive declares may lie,
 * and the count stops as soon as it passes the budget. An archive JSZip cannot
 * read passes: mammoth then says it is damaged.
 * @param {Uint8Array} zip
 * @param {number} budget
 */
export async function zipWithinBudget(zip, budget) {
  let archive;
  try {
    archive = await JSZip.loadAsync(zip);
  } catch {
    return true;
  }
  let left = budget;
  for (const entry of Object.values(archive.files)) {
    if (entry.dir) continue;
    const within = await new Promise((resolve) => {
      const stream = entry.internalStream("uint8array");
      stream
        .on("data", (chunk) => {
          left -= chunk.length;
          if (left < 0) {
            stream.pause();
            resolve(false);
          }
        })
        .on("error", () => resolve(true))
        .on("end", () => resolve(true))
        .resume();
    });
    if (!within) return false;
  }
  return true;
}

/** @param {Job} job */
async function docxText(job) {
  const bytes = await readFile(job.path);
  if (!(await zipWithinBudget(bytes, job.zipBudget))) return { failed: "too-large" };
  const { default: mammoth } = await import("mammoth");
  try {
    const { value } = await mammoth.extractRawText({ buffer: bytes });
    // mammoth ends every paragraph with a blank line; one line per paragraph reads like the page.
    return { text: value.replace(/\n\n/g, "\n") };
  } catch {
    return { failed: "damaged" };
  }
}

if (parentPort && workerData) {
  /** @type {Job} */
  const job = workerData;
  const work = job.contentType === PDF ? pdfPages(job) : docxText(job);
  work.then(
    (result) => parentPort.postMessage(result),
    (error) => parentPort.postMessage({ failed: "damaged", detail: error instanceof Error ? error.message : String(error) }),
  );
}
