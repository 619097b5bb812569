import "server-only";
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { getFile } from "@/lib/storage";
import { extractResumeText } from "./extract";

/**
 * The text of a resume already in the store (disk or S3), streamed to a temporary
 * file for the extractor; null when it cannot be read (a scan, a damaged file).
 * Used where the text helps but is not required, e.g. the match score.
 */
export async function storedResumeText(file: { storageKey: string; contentType: string }): Promise<string | null> {
  const dir = await mkdtemp(path.join(tmpdir(), "resume-"));
  try {
    const target = path.join(dir, "resume");
    const object = await getFile(file.storageKey);
    await pipeline(object.stream, createWriteStream(target));
    return await extractResumeText({ path: target, contentType: file.contentType });
  } catch {
    return null;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
