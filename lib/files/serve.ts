import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import type { Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/errors";
import { getFile, RangeNotSatisfiable } from "@/lib/storage";
import { IMAGE_KINDS } from "./limits";
import { matchesEtag, parseRange } from "./range";
import { findStoredFile, hasSmallVariant, smallKey, type StoredFile } from "./store";
import { canReadFile } from "./visibility";

export type ServeInput = { id: string; size?: "small" };

const notFound = () => new AppError("NOT_FOUND", "File not found.");

/**
 * Answers GET/HEAD /api/files/:id: access checked on every read (someone who may
 * not see the file is told it does not exist), the stored type with nosniff,
 * documents as downloads and images inline, ETag/If-None-Match, one byte range.
 */
export async function serveFile(actor: Actor | null, input: ServeInput, request: Request): Promise<Response> {
  const file = await findStoredFile(input.id);
  if (!file || !(await canReadFile(actor, file))) throw notFound();
  if (input.size === "small" && !hasSmallVariant(file)) throw new AppError("NOT_FOUND", "This file has no small version.");
  const key = input.size === "small" ? smallKey(file) : file.storageKey;

  const range = parseRange(request.headers.get("range"));
  let object = await getFile(key, range && range !== "invalid" ? { range } : {});
  // If-Range with a validator that no longer matches: the whole (changed) file instead of a piece.
  const ifRange = request.headers.get("if-range");
  if (object.range && ifRange && ifRange !== object.etag) {
    object.stream.destroy();
    object = await getFile(key);
  }

  const headers = new Headers({
    "content-type": object.contentType,
    "x-content-type-options": "nosniff",
    "content-disposition": disposition(file),
    "cache-control": IMAGE_KINDS.includes(file.kind) ? "public, max-age=31536000, immutable" : "private, no-store",
    // Opened directly, a stored file may run nothing and load nothing.
    "content-security-policy": "default-src 'none'; sandbox",
    "cross-origin-resource-policy": IMAGE_KINDS.includes(file.kind) ? "cross-origin" : "same-origin",
    "accept-ranges": "bytes",
    etag: object.etag,
  });
  if (matchesEtag(request.headers.get("if-none-match"), object.etag)) {
    object.stream.destroy();
    headers.delete("content-type");
    return new Response(null, { status: 304, headers });
  }
  if (range === "invalid") {
    object.stream.destroy();
    throw new RangeNotSatisfiable(object.size);
  }
  const length = object.range ? object.range.end - object.range.start + 1 : object.size;
  headers.set("content-length", String(length));
  if (object.range) headers.set("content-range", `bytes ${object.range.start}-${object.range.end}/${object.size}`);
  const status = object.range ? 206 : 200;
  if (request.method === "HEAD") {
    object.stream.destroy();
    return new Response(null, { status, headers });
  }
  return new Response(Readable.toWeb(object.stream) as WebReadableStream<Uint8Array> as ReadableStream<Uint8Array>, { status, headers });
}

/** Documents download (attachment); logos and banners show inline. The name survives in UTF-8 (RFC 6266/8187). */
function disposition(file: StoredFile): string {
  const type = IMAGE_KINDS.includes(file.kind) ? "inline" : "attachment";
  const ascii = file.fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeRFC5987(file.fileName)}`;
}

const encodeRFC5987 = (s: string) => encodeURIComponent(s).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
