import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, open, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import busboy from "busboy";
import { AppError } from "@/lib/errors";

/** Bytes kept in memory from the start of each file, for type detection by magic bytes. */
const HEAD_BYTES = 4100;
const DEFAULT_FIELD_BYTES = 10_000;

/**
 * A file part of a multipart body, spooled to a temporary file while it streamed in
 * (so a 10 MB upload is never held in memory) and deleted once the handler is done.
 * `mimeType` and `filename` are what the browser claimed: decide types from `head`.
 */
export class UploadedFile {
  constructor(
    readonly field: string,
    readonly filename: string,
    readonly mimeType: string,
    readonly size: number,
    readonly path: string,
    readonly head: Buffer,
  ) {}

  stream(): Readable {
    return createReadStream(this.path);
  }
}

export type MultipartSpec = { files: Record<string, { maxBytes: number }>; maxFieldBytes?: number };
export type MultipartBody = { fields: Record<string, unknown>; cleanup: () => Promise<void> };

const mb = (bytes: number) => `${Math.round((bytes / 1_048_576) * 10) / 10} MB`;

/** Streams a multipart body through busboy, enforcing every cap while the bytes arrive. */
export async function readMultipart(request: Request, spec: MultipartSpec): Promise<MultipartBody> {
  const contentType = request.headers.get("content-type") ?? "";
  const maxField = spec.maxFieldBytes ?? DEFAULT_FIELD_BYTES;
  const fileCaps = spec.files;
  const biggest = Math.max(0, ...Object.values(fileCaps).map((c) => c.maxBytes));
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      defParamCharset: "utf8",
      limits: { fieldSize: maxField, fields: 50, files: Object.keys(fileCaps).length, parts: 60, fileSize: biggest + 1 },
    });
  } catch {
    throw new AppError("BAD_REQUEST", "The multipart body has no valid boundary.");
  }
  if (!request.body) throw new AppError("BAD_REQUEST", "The request has no body.");

  const dir = await mkdtemp(path.join(tmpdir(), "upload-"));
  const cleanup = () => rm(dir, { recursive: true, force: true });
  const fields: Record<string, unknown> = {};
  const writes: Promise<void>[] = [];
  let failure: AppError | null = null;
  const fail = (error: AppError) => {
    failure ??= error;
    source.unpipe(parser);
    source.destroy();
  };

  parser.on("file", (name, stream, info) => {
    const cap = Object.hasOwn(fileCaps, name) ? fileCaps[name]!.maxBytes : undefined;
    if (cap === undefined || name in fields) {
      // Drained, not written: when the form fails, destroying the parser ends this stream with an error
      // ("Unexpected end of file") that nothing else listens for.
      stream.on("error", () => undefined);
      stream.resume();
      return fail(new AppError("BAD_REQUEST", `Unexpected file field "${name}".`));
    }
    const file = path.join(dir, String(writes.length));
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.length;
        if (size > cap) return done(new AppError("PAYLOAD_TOO_LARGE", `The file is too large: the limit is ${mb(cap)}.`));
        done(null, chunk);
      },
    });
    const write = pipeline(stream, counter, createWriteStream(file)).then(
      async () => {
        fields[name] = new UploadedFile(name, info.filename ?? "", info.mimeType, size, file, await readHead(file));
      },
      (error: unknown) => {
        stream.resume();
        fail(error instanceof AppError ? error : new AppError("BAD_REQUEST", "The upload was interrupted."));
      },
    );
    // When the form fails first (a second file field, too many parts), cleanup removes the directory while this
    // write may still finish and read its head: that late error belongs to a request already answered, so it is
    // handled here instead of surfacing as an unhandled rejection. A successful parse still awaits it below.
    write.catch(() => undefined);
    writes.push(write);
  });
  parser.on("field", (name, value, info) => {
    if (info.valueTruncated) return fail(new AppError("PAYLOAD_TOO_LARGE", `The field "${name}" is too long.`));
    if (Object.hasOwn(fileCaps, name)) return fail(new AppError("BAD_REQUEST", `"${name}" must be a file.`));
    fields[name] = value;
  });
  // More files than the call takes (a file field sent twice) is a malformed form; too many parts, a large one.
  parser.on("filesLimit", () => fail(new AppError("BAD_REQUEST", "Send one file in each file field.")));
  for (const limit of ["partsLimit", "fieldsLimit"] as const) {
    parser.on(limit, () => fail(new AppError("PAYLOAD_TOO_LARGE", "The form has too many parts.")));
  }

  const source = Readable.fromWeb(request.body as WebReadableStream<Uint8Array>);
  try {
    await new Promise<void>((resolve, reject) => {
      parser.on("close", resolve);
      parser.on("error", () => reject(new AppError("BAD_REQUEST", "The multipart body could not be read.")));
      source.on("error", () => reject(failure ?? new AppError("BAD_REQUEST", "The upload was interrupted.")));
      source.on("close", () => failure && reject(failure));
      source.pipe(parser);
    });
    await Promise.all(writes);
    if (failure) throw failure;
    return { fields, cleanup };
  } catch (error) {
    // A body that ended early (the client went away, a cap was hit) leaves busboy waiting for the rest: its open
    // file stream would keep the temporary file's descriptor open for ever. Destroying the parser ends them all.
    parser.destroy();
    await Promise.allSettled(writes);
    await cleanup();
    throw failure ?? error;
  }
}

async function readHead(file: string): Promise<Buffer> {
  const handle = await open(file, "r");
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
