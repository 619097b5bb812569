// Resume text extraction in a worker thread (started by extract.ts, plain JS so it
// runs as it is, outside the bundle). pdf.js and mammoth are synchronous for long
// stretches: a small crafted file (a page whose content stream inflates to hundreds
// of MB, a DOCX whose document.xml does) would otherwise hold the server's event
// loop for tens of seconds. Here the parent can stop it at its deadline
// (terminate) and its heap is capped (resourceLimits).
import { readFile } from "node:fs/promises";
import { inflateRawSync } from "node:zlib";
import { parentPort, workerData } from "node:worker_threads";

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
 * The bytes a ZIP's entries really inflate to, counted by inflating each one with
 * a cap (the sizes the archive declares may lie). False past `budget` bytes in all,
 * or for a ZIP64 archive, which no resume needs.
 * @param {Buffer} zip
 * @param {number} budget
 */
export function zipWithinBudget(zip, budget) {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0 || eocd + 22 > zip.length) return true; // not a readable ZIP: mammoth says it is damaged
  const entries = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  if (entries === 0xffff || at === 0xffffffff) return false;
  let left = budget;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== 0x02014b50) return true;
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const local = zip.readUInt32LE(at + 42);
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    if (compressed === 0xffffffff || local === 0xffffffff) return false;
    if (local + 30 > zip.length) return true;
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + compressed);
    if (method === 0) left -= data.length;
    else if (method === 8) {
      try {
        left -= inflateRawSync(data, { maxOutputLength: left + 1 }).length;
      } catch (error) {
        if (error instanceof RangeError) return false;
        return true; // a damaged entry: mammoth says so
      }
    }
    if (left < 0) return false;
  }
  return true;
}

/** @param {Job} job */
async function docxText(job) {
  const bytes = await readFile(job.path);
  if (!zipWithinBudget(bytes, job.zipBudget)) return { failed: "too-large" };
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
