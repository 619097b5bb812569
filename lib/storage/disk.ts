import { createHash, randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { Transform, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { checkKey, missing, resolveRange, type StorageBackend } from "./types";

type Meta = { contentType: string; etag: string; size: number };

/**
 * Local disk under one directory: `objects/<key>` holds the bytes, `meta/<key>.json`
 * the content type, size and ETag (MD5, as S3 gives for a single-part upload).
 * A put streams into a temporary file and renames it, so a reader never sees half a file.
 */
export function createDiskStorage(root: string): StorageBackend {
  const objectPath = (key: string) => path.join(root, "objects", checkKey(key));
  const metaPath = (key: string) => path.join(root, "meta", `${checkKey(key)}.json`);

  async function readMeta(key: string): Promise<Meta> {
    try {
      return JSON.parse(await readFile(metaPath(key), "utf8")) as Meta;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") throw missing();
      throw error;
    }
  }

  return {
    name: "disk",

    async put(key, body, { contentType }) {
      const target = objectPath(key);
      const temp = path.join(root, "tmp", randomUUID());
      await Promise.all([mkdir(path.dirname(target), { recursive: true }), mkdir(path.dirname(metaPath(key)), { recursive: true }), mkdir(path.dirname(temp), { recursive: true })]);
      const md5 = createHash("md5");
      let size = 0;
      const measure = new Transform({
        transform(chunk: Buffer, _enc, done) {
          md5.update(chunk);
          size += chunk.length;
          done(null, chunk);
        },
      });
      try {
        await pipeline(body, measure, createWriteStream(temp));
        const meta: Meta = { contentType, size, etag: `"${md5.digest("hex")}"` };
        await rename(temp, target);
        await writeFile(metaPath(key), JSON.stringify(meta));
        return { size, etag: meta.etag };
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },

    async get(key, options = {}) {
      const meta = await readMeta(key);
      const range = options.range ? resolveRange(options.range, meta.size) : undefined;
      const stream: Readable = createReadStream(objectPath(key), range ?? {});
      // Surface a missing object file (meta without bytes) as NOT_FOUND before any byte is sent.
      await new Promise<void>((resolve, reject) => {
        stream.once("open", () => resolve());
        stream.once("error", (error: NodeJS.ErrnoException) => reject(error.code === "ENOENT" ? missing() : error));
      });
      return { stream, size: meta.size, contentType: meta.contentType, etag: meta.etag, range };
    },

    async delete(key) {
      // Meta first: once it is gone the object is unreadable, whatever happens to the bytes.
      await rm(metaPath(key), { force: true });
      await rm(objectPath(key), { force: true });
    },
  };
}
