import "server-only";
import path from "node:path";
import type { Readable } from "node:stream";
import { env } from "@/lib/env";
import { createDiskStorage } from "./disk";
import { createS3Storage } from "./s3";
import type { GetOptions, PutOptions, PutResult, StorageBackend, StoredObject } from "./types";

export type { ByteRange, RangeRequest, StorageBackend, StoredObject } from "./types";
export { RangeNotSatisfiable } from "./types";
export { createDiskStorage } from "./disk";
export { createS3Storage } from "./s3";

let backend: StorageBackend | undefined;

/** The store the settings choose: S3 when S3_BUCKET is set, else local disk under UPLOAD_DIR. */
export function storage(): StorageBackend {
  backend ??= env.S3_BUCKET
    ? createS3Storage({
        bucket: env.S3_BUCKET,
        region: env.S3_REGION,
        endpoint: env.S3_ENDPOINT,
        accessKeyId: env.S3_ACCESS_KEY_ID,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      })
    : createDiskStorage(path.resolve(env.UPLOAD_DIR));
  return backend;
}

/** Streams `body` into the store under `key` (never held whole in memory). */
export const putFile = (key: string, body: Readable, options: PutOptions): Promise<PutResult> => storage().put(key, body, options);
/** The object as a stream with its size, type and ETag; `range` for a partial read. */
export const getFile = (key: string, options?: GetOptions): Promise<StoredObject> => storage().get(key, options);
export const deleteFile = (key: string): Promise<void> => storage().delete(key);
