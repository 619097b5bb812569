import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDiskStorage, createS3Storage, type StorageBackend } from "@/lib/storage";
import { RangeNotSatisfiable } from "@/lib/storage/types";
import { startS3rver, type FakeS3 } from "../helpers/s3rver";

/** The same behaviour on local disk and on an S3-compatible store (s3rver). */
let s3: FakeS3;
let diskRoot: string;
const backends: Record<string, () => StorageBackend> = {};

beforeAll(async () => {
  s3 = await startS3rver();
  diskRoot = await mkdtemp(path.join(tmpdir(), "disk-storage-"));
  backends.disk = () => createDiskStorage(diskRoot);
  backends.s3 = () => createS3Storage({ bucket: s3.bucket, endpoint: s3.endpoint, region: "us-east-1", accessKeyId: "S3RVER", secretAccessKey: "S3RVER" });
});

afterAll(async () => {
  await s3?.close();
  await rm(diskRoot, { recursive: true, force: true });
});

/** A stream of `size` bytes in 64 kB chunks, never one big buffer. */
function bytes(size: number, fill = 7): Readable {
  const chunk = Buffer.alloc(64 * 1024, fill);
  return Readable.from(
    (function* () {
      for (let sent = 0; sent < size; sent += chunk.length) yield chunk.subarray(0, Math.min(chunk.length, size - sent));
    })(),
  );
}

async function consume(stream: Readable): Promise<number> {
  let n = 0;
  for await (const c of stream) n += (c as Buffer).length;
  return n;
}

describe.each(["disk", "s3"])("storage on %s", (name) => {
  const store = () => backends[name]!();

  it("puts a stream and gets it back with its size, type and ETag", async () => {
    const put = await store().put("resume/1/hello", Readable.from([Buffer.from("hello "), Buffer.from("world")]), { contentType: "application/pdf" });
    expect(put.size).toBe(11);
    expect(put.etag).toMatch(/^"[0-9a-f-]+"$/);
    const got = await store().get("resume/1/hello");
    expect(got.size).toBe(11);
    expect(got.contentType).toBe("application/pdf");
    expect(got.etag).toBe(put.etag);
    expect(got.range).toBeUndefined();
    expect(await text(got.stream)).toBe("hello world");
  });

  it("streams a 7 MB object in (multipart on S3) and out", async () => {
    const size = 7 * 1024 * 1024 + 3;
    const put = await store().put("resume/1/big", bytes(size), { contentType: "application/octet-stream" });
    expect(put.size).toBe(size);
    const got = await store().get("resume/1/big");
    expect(got.size).toBe(size);
    expect(await consume(got.stream)).toBe(size);
  });

  it("reads byte ranges: start-end, open-ended and suffix", async () => {
    await store().put("logo/1/abc", Readable.from([Buffer.from("0123456789")]), { contentType: "image/webp" });
    const mid = await store().get("logo/1/abc", { range: { start: 2, end: 5 } });
    expect(mid.range).toEqual({ start: 2, end: 5 });
    expect(mid.size).toBe(10);
    expect(await text(mid.stream)).toBe("2345");
    const open = await store().get("logo/1/abc", { range: { start: 7 } });
    expect(open.range).toEqual({ start: 7, end: 9 });
    expect(await text(open.stream)).toBe("789");
    const past = await store().get("logo/1/abc", { range: { start: 8, end: 99 } });
    expect(past.range).toEqual({ start: 8, end: 9 });
    expect(await text(past.stream)).toBe("89");
    const suffix = await store().get("logo/1/abc", { range: { suffix: 3 } });
    expect(suffix.range).toEqual({ start: 7, end: 9 });
    expect(await text(suffix.stream)).toBe("789");
  });

  it("refuses a range that starts past the end, with the size", async () => {
    await store().put("logo/1/short", Readable.from([Buffer.from("0123456789")]), { contentType: "image/webp" });
    const error = await store().get("logo/1/short", { range: { start: 10 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RangeNotSatisfiable);
    expect((error as RangeNotSatisfiable).size).toBe(10);
    expect((error as RangeNotSatisfiable).status).toBe(416);
  });

  it("answers NOT_FOUND for an unknown key and after delete; delete is idempotent", async () => {
    await expect(store().get("resume/1/none")).rejects.toMatchObject({ code: "NOT_FOUND" });
    await store().put("resume/1/gone", Readable.from([Buffer.from("x")]), { contentType: "text/plain" });
    await store().delete("resume/1/gone");
    await expect(store().get("resume/1/gone")).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(store().delete("resume/1/gone")).resolves.toBeUndefined();
  });

  it("replaces an object under the same key", async () => {
    await store().put("banner/1/k", Readable.from([Buffer.from("first")]), { contentType: "image/png" });
    await store().put("banner/1/k", Readable.from([Buffer.from("second!")]), { contentType: "image/webp" });
    const got = await store().get("banner/1/k");
    expect(got.contentType).toBe("image/webp");
    expect(await text(got.stream)).toBe("second!");
  });

  it("keeps nothing of a put whose source stream fails", async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1024, 1));
        this.destroy(new Error("client went away"));
      },
    });
    await expect(store().put("resume/1/broken", failing, { contentType: "application/pdf" })).rejects.toThrow();
    await expect(store().get("resume/1/broken")).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("refuses keys that could leave the store", async () => {
    for (const key of ["../etc/passwd", "/abs", "a/../../b", "", "a//b", "a\\b"]) {
      await expect(store().put(key, Readable.from([Buffer.from("x")]), { contentType: "text/plain" })).rejects.toThrow(/Invalid storage key/);
    }
  });
});

describe("disk layout", () => {
  it("leaves no temporary files behind", async () => {
    const tmp = await readdir(path.join(diskRoot, "tmp")).catch(() => []);
    expect(tmp).toEqual([]);
  });
});
