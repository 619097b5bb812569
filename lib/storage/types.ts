import type { Readable } from "node:stream";
import { AppError } from "@/lib/errors";

/**
 * A byte range as a client asks for it (HTTP semantics, inclusive): `{ start }` is
 * "from start to the end", `{ suffix }` is "the last n bytes".
 */
export type RangeRequest = { start: number; end?: number } | { suffix: number };
/** A range resolved against the object's size: inclusive byte offsets. */
export type ByteRange = { start: number; end: number };

/** `size`: the exact byte count when the caller knows it (a spooled upload): S3 then streams one PUT instead of buffering multipart parts. */
export type PutOptions = { contentType: string; size?: number };
export type GetOptions = { range?: RangeRequest };

export type StoredObject = {
  /** The bytes (only the range, when one was asked for). Destroy it if not consumed. */
  stream: Readable;
  /** Size of the whole object in bytes. */
  size: number;
  contentType: string;
  /** Quoted strong entity tag, e.g. `"5d41402a…"`. */
  etag: string;
  /** Present when a range was asked for: the bytes `stream` carries. */
  range?: ByteRange;
};

export type PutResult = { size: number; etag: string };

/** What every backend (local disk, S3) does, with the same behaviour. */
export interface StorageBackend {
  readonly name: "disk" | "s3";
  put(key: string, body: Readable, options: PutOptions): Promise<PutResult>;
  /** Throws NOT_FOUND for an unknown key and RangeNotSatisfiable for a range outside the object. */
  get(key: string, options?: GetOptions): Promise<StoredObject>;
  /** Deleting a key that does not exist is not an error. */
  delete(key: string): Promise<void>;
}

/** A range that starts past the end of the object (HTTP 416); `size` is for `Content-Range: bytes *\/size`. */
export class RangeNotSatisfiable extends AppError {
  constructor(readonly size: number) {
    super("RANGE_NOT_SATISFIABLE", "The requested range is outside the file.", { headers: { "content-range": `bytes */${size}` } });
  }
}

export const missing = () => new AppError("NOT_FOUND", "File not found.");

/**
 * Keys are chosen by lib/files (kind/owner/uuid), never by a client; the check makes
 * sure a bug there can never reach outside the upload directory or bucket prefix.
 */
const KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;
export function checkKey(key: string): string {
  if (!KEY.test(key) || key.includes("..") || key.length > 512) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  return key;
}

/** Resolves a range against an object's size (RFC 9110 §14.1.2), or throws RangeNotSatisfiable. */
export function resolveRange(range: RangeRequest, size: number): ByteRange {
  if ("suffix" in range) {
    if (range.suffix <= 0 || size === 0) throw new RangeNotSatisfiable(size);
    return { start: Math.max(0, size - range.suffix), end: size - 1 };
  }
  if (range.start >= size || (range.end !== undefined && range.end < range.start)) throw new RangeNotSatisfiable(size);
  return { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) };
}
