import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { Transform, type Readable } from "node:stream";
import { checkKey, missing, RangeNotSatisfiable, resolveRange, type RangeRequest, type StorageBackend } from "./types";

export type S3Settings = {
  bucket: string;
  region: string;
  /** A custom endpoint (MinIO, R2, s3rver…): addressed path-style, as those servers expect. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
};

/** Parts of a streamed upload: 5 MiB (S3's minimum), one in flight — about 5-10 MiB buffered per upload, whatever its size. */
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 1;
/** The largest object S3 takes in one PUT. */
const MAX_SINGLE_PUT = 5 * 1024 ** 3;

/**
 * Suffix ranges ("the last n bytes") are resolved against a HEAD first: some
 * S3-compatible stores (s3rver among them) answer them wrongly, and they are rare.
 */
async function rangeHeader(r: RangeRequest, size: () => Promise<number>): Promise<string> {
  if (!("suffix" in r)) return `bytes=${r.start}-${r.end ?? ""}`;
  const { start, end } = resolveRange(r, await size());
  return `bytes=${start}-${end}`;
}

/**
 * Any S3-compatible store through the AWS SDK. A body of known size (every upload,
 * spooled to a temporary file first) streams through one PutObject with its
 * Content-Length, holding a chunk at a time; one of unknown size goes through
 * lib-storage's multipart Upload (one 5 MiB part in flight).
 */
export function createS3Storage(settings: S3Settings): StorageBackend {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: Boolean(settings.endpoint),
    // Stores other than AWS (s3rver, older MinIO…) do not all understand the SDK's default
    // aws-chunked checksum trailer on streamed bodies and would store its framing as data.
    ...(settings.endpoint ? { requestChecksumCalculation: "WHEN_REQUIRED" as const, responseChecksumValidation: "WHEN_REQUIRED" as const } : {}),
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  });
  const Bucket = settings.bucket;

  async function sizeOf(Key: string): Promise<number> {
    const head = await client.send(new HeadObjectCommand({ Bucket, Key }));
    return head.ContentLength ?? 0;
  }

  return {
    name: "s3",

    async put(key, body, { contentType, size: known }) {
      let size = 0;
      const counted = body.pipe(
        new Transform({
          transform(chunk: Buffer, _enc, done) {
            size += chunk.length;
            done(null, chunk);
          },
        }),
      );
      body.once("error", (error) => counted.destroy(error));
      if (known !== undefined && known <= MAX_SINGLE_PUT) {
        const res = await client.send(new PutObjectCommand({ Bucket, Key: checkKey(key), Body: counted, ContentLength: known, ContentType: contentType }));
        if (size !== known) throw new Error(`stored ${size} bytes of ${key}, expected ${known}`);
        return { size, etag: res.ETag ?? "" };
      }
      const upload = new Upload({
        client,
        params: { Bucket, Key: checkKey(key), Body: counted, ContentType: contentType },
        partSize: PART_SIZE,
        queueSize: QUEUE_SIZE,
        leavePartsOnError: false,
      });
      const result = await upload.done();
      return { size, etag: result.ETag ?? "" };
    },

    async get(key, options = {}) {
      const Key = checkKey(key);
      try {
        // Inside the try: a HEAD for a suffix range may also find no object.
        const res = await client.send(new GetObjectCommand({ Bucket, Key, Range: options.range ? await rangeHeader(options.range, () => sizeOf(Key)) : undefined }));
        const stream = res.Body as Readable;
        const contentType = res.ContentType ?? "application/octet-stream";
        const etag = res.ETag ?? "";
        if (!options.range) return { stream, size: res.ContentLength ?? 0, contentType, etag };
        // "bytes 0-9/7340032"
        const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(res.ContentRange ?? "");
        if (!match) {
          // A store that ignored the range sent the whole object: never serve it as the range.
          stream.destroy();
          throw new Error(`S3 answered a range request without Content-Range (${res.ContentRange ?? "none"})`);
        }
        return { stream, size: Number(match[3]), contentType, etag, range: { start: Number(match[1]), end: Number(match[2]) } };
      } catch (error) {
        if (error instanceof S3ServiceException) {
          const status = error.$metadata.httpStatusCode;
          if (status === 404 || error.name === "NoSuchKey") throw missing();
          if (status === 416 || error.name === "InvalidRange") throw new RangeNotSatisfiable(await sizeOf(Key));
        }
        throw error;
      }
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
    },
  };
}
