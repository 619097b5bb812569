import { open } from "node:fs/promises";
import { fileTypeFromFile } from "file-type";
import type { UploadedFile } from "@/lib/api/multipart";
import { AppError } from "@/lib/errors";
import { EMPTY_FILE, FILE_TYPE_MESSAGES, FILE_TYPES, type FileKind } from "./limits";

export type DetectedType = { mime: string; ext: string };

/**
 * Markup a browser's content sniffer would take for HTML (it reads the first 512
 * bytes) or an SVG. No PDF, DOCX, PNG, JPEG or WebP starts like this, so a file that
 * does is a polyglot, whatever its magic number says.
 */
const MARKUP = /<(?:!doctype|!--|html|head|body|script|iframe|svg|title)/i;
const MARKUP_WINDOW = 1024;
/** A ZIP's end-of-central-directory record sits in the last 22 + 65,535 bytes (how a GIFAR hides a JAR in an image). */
const ZIP_EOCD = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const ZIP_TAIL = 22 + 65_535;

/** The file's type by its magic bytes, if this kind allows it; otherwise 415 with the kind's message. */
export async function detectType(file: UploadedFile, kind: FileKind): Promise<DetectedType> {
  const refused = () => new AppError("UNSUPPORTED_MEDIA_TYPE", FILE_TYPE_MESSAGES[kind]);
  if (file.size === 0) throw new AppError("BAD_REQUEST", EMPTY_FILE);
  // file-type reads as far into the file as it needs (a DOCX is told from a ZIP by its entries).
  const found = await fileTypeFromFile(file.path);
  if (!found || !FILE_TYPES[kind].includes(found.mime)) throw refused();
  if (MARKUP.test(file.head.subarray(0, MARKUP_WINDOW).toString("latin1"))) throw refused();
  if (found.mime.startsWith("image/") && (await tailHasZip(file))) throw refused();
  return { mime: found.mime, ext: found.ext };
}

async function tailHasZip(file: UploadedFile): Promise<boolean> {
  const length = Math.min(file.size, ZIP_TAIL);
  const handle = await open(file.path, "r");
  try {
    const tail = Buffer.alloc(length);
    await handle.read(tail, 0, length, file.size - length);
    return tail.includes(ZIP_EOCD);
  } finally {
    await handle.close();
  }
}
